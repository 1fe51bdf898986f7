import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The finder's own JavaScript, beyond React: read from the build (dist/), following each island's
 * imports from its entry chunk and leaving out every chunk the React renderer loads (React and
 * React DOM) and React's JSX runtime. Prints gzip bytes per island (target for the finder: under
 * 15 KB) and for the comparison, which loads only when a visitor opens it. Run after a build.
 */
const dist = join(process.cwd(), 'dist');
const importPattern =
  /(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'`](\.\/[^"'`]+\.js)["'`]|import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;

/** The chunk's own imports: static ones (loaded with it) and dynamic ones (loaded on demand). */
function importsOf(file: string) {
  const code = readFileSync(join(dist, '_astro', file), 'utf8');
  const staticImports: string[] = [];
  const dynamicImports: string[] = [];
  for (const match of code.matchAll(importPattern)) {
    if (match[1]) staticImports.push(match[1].slice(2));
    if (match[2]) dynamicImports.push(match[2].slice(2));
  }
  return { staticImports, dynamicImports };
}

/** Every chunk a chunk loads with it, itself included. */
function closure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const next of importsOf(entry).staticImports) closure(next, seen);
  return seen;
}

const gzip = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, '_astro', f))).length, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The island's entry chunk and the renderer's, as the page's <astro-island> names them. */
function island(page: string, component: string) {
  const html = readFileSync(join(dist, page), 'utf8');
  const tag = new RegExp(
    `<astro-island[^>]*component-url="/_astro/(${component}\\.[^"]+\\.js)"[^>]*renderer-url="/_astro/([^"]+\\.js)"`,
  ).exec(html);
  if (!tag) throw new Error(`${page} has no ${component} island`);
  return { entry: tag[1]!, renderer: tag[2]! };
}

test('the finder’s own JavaScript stays small', () => {
  expect(existsSync(dist), 'run `npm run build` first').toBe(true);
  const lines: string[] = [];
  const measure = (page: string, component: string) => {
    const { entry, renderer } = island(page, component);
    const react = closure(renderer);
    const own = [...closure(entry)].filter((f) => !react.has(f) && !/^jsx-runtime\./.test(f));
    const lazy = importsOf(entry).dynamicImports.flatMap((d) => [...closure(d)].filter((f) => !react.has(f) && !own.includes(f)));
    lines.push(
      `${component} (${page}): ${kb(gzip(own))} gzip in ${own.length} chunks${lazy.length ? `; on demand ${kb(gzip(new Set(lazy)))}` : ''}`,
    );
    return own;
  };
  const finder = measure('universities.html', 'UniversityFinder');
  const bar = measure('universities.html', 'ShortlistBar');
  lines.push(`  /universities, finder and shortlist bar together (shared chunks once): ${kb(gzip(new Set([...finder, ...bar])))} gzip`);
  const toggle = measure('index.html', 'ShortlistToggle');
  const homeBar = measure('index.html', 'ShortlistBar');
  lines.push(`  /, the home grid's toggles and the bar together: ${kb(gzip(new Set([...toggle, ...homeBar])))} gzip`);
  lines.push(
    `React and React DOM (shared by every island): ${kb(gzip(closure(island('universities.html', 'UniversityFinder').renderer)))} gzip`,
  );
  const summary = lines.join('\n');
  console.log(summary);
  test.info().annotations.push({ type: 'size', description: summary });
  expect(finder.length).toBeGreaterThan(0);
});
