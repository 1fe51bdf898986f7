/**
 * What may import what: the one table of the house's import rules. The linter enforces it
 * (eslint.config.mjs, the rule `house/import-boundaries`) and docs/architecture.md shows it
 * (`npm run docs:imports` writes it there; a unit test fails while the two differ).
 *
 * A place is a folder (ending in `/`) or a file of the project; a module belongs to the longest
 * place that holds it. It may import its own place, the places its row names (a folder or one
 * file in it) and anything that is in no place (libraries, the project's root configuration).
 * A type import crosses freely: it carries no code into the importer. `astro:content` is named
 * like a place, so only the rows that name it may read collections.
 */

/** @typedef {{ place: string, mayImport: string[], why: string }} Row */

/** @type {Row[]} */
export const importRules = [
  { place: 'src/lib/', mayImport: [], why: 'pure, browser-safe functions: anything may import them, an island included' },
  {
    place: 'src/lib/i18n/',
    mayImport: ['src/lib/', 'src/config/languages.ts'],
    why: "the list of languages, read as Starlight's `localizedUrl` reads its locales",
  },
  {
    place: 'src/config/',
    mayImport: ['src/lib/', 'src/schemas/siteSettings.ts', 'src/content/'],
    why: "the editors' contact settings and the brand's words, read through their schema",
  },
  {
    place: 'src/content.config.ts',
    mayImport: ['astro:content', 'src/schemas/', 'src/lib/', 'src/config/languages.ts'],
    why: 'the collections: their loaders and schemas; which collections are the same in every language',
  },
  {
    place: 'src/schemas/',
    mayImport: ['astro:content', 'src/lib/'],
    why: "`reference()` and `image()`; a schema validates only, so it never reads config or the site's data",
  },
  {
    place: 'src/queries/',
    mayImport: [
      'astro:content',
      'src/lib/',
      'src/config/',
      'src/schemas/',
      'src/content.config.ts',
      'src/content/',
      'src/admin/contentFiles.ts',
      'src/build/',
    ],
    why: 'the only place that reads collections; share images are drawn (and cached) where their posts are read',
  },
  {
    place: 'src/build/',
    mayImport: ['src/lib/', 'src/config/', 'src/schemas/'],
    why: 'Node only; a content file it reads is checked by its schema',
  },
  { place: 'src/islands/', mayImport: ['src/lib/'], why: 'the client code: what it imports is shipped to the browser' },
  {
    place: 'src/components/',
    mayImport: ['src/lib/', 'src/config/', 'src/queries/', 'src/islands/', 'src/assets/', 'src/build/inlineScript.ts'],
    why: 'a component reads its words and data through the queries; an inline script gets its CSP hash at build',
  },
  {
    place: 'src/layouts/',
    mayImport: ['src/components/', 'src/queries/', 'src/islands/', 'src/lib/', 'src/config/', 'src/styles/'],
    why: 'the shared frame of every page',
  },
  {
    place: 'src/admin/',
    mayImport: ['src/content.config.ts', 'src/schemas/', 'src/lib/', 'src/config/', 'src/styles/', 'src/build/precompress.ts'],
    why: "the admin's config from the collections' own schemas; its script built and compressed apart",
  },
  {
    place: 'src/pages/',
    mayImport: [
      'src/layouts/',
      'src/components/',
      'src/islands/',
      'src/queries/',
      'src/lib/',
      'src/config/',
      'src/schemas/',
      'src/admin/',
      'src/build/inlineScript.ts',
    ],
    why: 'routes (`[...lang]/` for every language): everything above, no logic of their own',
  },
  { place: 'src/middleware.ts', mayImport: ['src/lib/'], why: "a page's language and codes kept on one line" },
  {
    place: 'src/integrations/',
    mayImport: ['src/build/', 'src/lib/', 'src/config/'],
    why: 'the build-time steps they run live in `src/build`',
  },
  { place: 'support/', mayImport: ['src/lib/', 'src/config/'], why: 'what tests and scripts share; they import it, it imports neither' },
  { place: 'scripts/', mayImport: ['support/', 'src/lib/', 'src/config/', 'src/build/'], why: 'never from tests' },
  {
    place: 'tests/unit/',
    mayImport: [
      'support/',
      'src/lib/',
      'src/build/',
      'src/queries/',
      'src/middleware.ts',
      'src/config/',
      'src/schemas/',
      'src/content.config.ts',
      'src/content/',
      'src/admin/',
      'src/islands/',
      'tests/e2e/',
    ],
    why: "the code under test, islands rendered in jsdom; the editor flow reads its pages as the browser tests do; never scripts' internals",
  },
  {
    place: 'tests/e2e/',
    mayImport: ['support/', 'src/lib/', 'src/config/', 'src/schemas/', 'src/build/'],
    why: 'the site over HTTP; a rule or setting the pages use, never a word or figure an editor owns',
  },
  {
    place: 'tests/http/',
    mayImport: ['support/', 'tests/e2e/', 'src/lib/', 'src/config/'],
    why: "the built pages' list and the rendered-font checks the browser tests use",
  },
  { place: 'tests/bench/', mayImport: ['support/'], why: 'browser benchmarks, not part of `npm test`' },
  { place: 'src/content/', mayImport: [], why: "the editors' files: content only" },
  { place: 'src/assets/', mayImport: [], why: 'images and media processed by astro:assets' },
  { place: 'src/styles/', mayImport: [], why: 'Tailwind and the design tokens' },
];

/** Virtual modules that only some places may import (the rows name them); every other one is a library's. */
const guardedModules = ['astro:content'];

const withoutExtension = (path) => path.replace(/\.(?:m?[jt]sx?|astro|json)$/, '');

/** Whether `path` (from the project's root, or a virtual module such as `astro:content`) lies in `place`. */
const inPlace = (path, place) => (place.endsWith('/') ? path.startsWith(place) : withoutExtension(path) === withoutExtension(place));

/** The row of the longest place that holds `path`, if any. */
const ruleFor = (path) => importRules.filter(({ place }) => inPlace(path, place)).sort((a, b) => b.place.length - a.place.length)[0];

/**
 * Why the module at `from` may not import `to` (both from the project's root; `to` without its query),
 * or undefined when it may.
 */
export function refusal(from, to) {
  const rule = ruleFor(from);
  if (
    !rule ||
    !(ruleFor(to) || guardedModules.includes(to)) ||
    inPlace(to, rule.place) ||
    rule.mayImport.some((place) => inPlace(to, place))
  )
    return undefined;
  return `${rule.place} may import only ${[rule.place, ...rule.mayImport].join(', ')} (docs/architecture.md, "What may import what"; the table is import-rules.mjs).`;
}

const importTableMarkers = {
  start: '<!-- Generated from import-rules.mjs by `npm run docs:imports`: edit that table, not this part. -->',
  end: '<!-- End of the generated import table. -->',
};

const code = (place) => `\`${place}\``;

/** The table docs/architecture.md shows, between its markers. */
function importTable() {
  return [
    importTableMarkers.start,
    '',
    '| place | may import, besides itself and libraries | why |',
    '|---|---|---|',
    ...importRules.map(({ place, mayImport, why }) => `| ${code(place)} | ${mayImport.map(code).join(', ') || '—'} | ${why} |`),
    '',
    importTableMarkers.end,
  ].join('\n');
}

/** `markdown` with the part between the markers written afresh. */
export function withImportTable(markdown) {
  const start = markdown.indexOf(importTableMarkers.start);
  const end = markdown.indexOf(importTableMarkers.end);
  if (start < 0 || end < start)
    throw new Error(
      `docs/architecture.md: the import table's markers are missing:\n${importTableMarkers.start}\n${importTableMarkers.end}`,
    );
  return markdown.slice(0, start) + importTable() + markdown.slice(end + importTableMarkers.end.length);
}
