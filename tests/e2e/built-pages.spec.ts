/**
 * Every page the build wrote, read from dist/ without a browser: what depends on a page's content
 * (a missing alt, a skipped heading level, a broken link, an over-long word, a page grown past its
 * budget) is checked on every page, in every language, in one pass over dist/. The browser audits
 * visit one page of each type (audit-pages.spec.ts), whose markup, styles and scripts its siblings share.
 * - Valid HTML under html-validate with its accessibility and document rules (.htmlvalidate.mjs):
 *   image alternatives, heading levels, labelled fields, landmarks, ARIA.
 * - Links and assets: every internal href, src, srcset, poster and stylesheet url() names a file
 *   of the build (or a redirect to one), every #fragment an id on its page; the sitemap lists every
 *   indexable page and nothing else.
 * - Byte budgets (tests/budgets.json): HTML and CSS gzip, and images.
 * - Words that fit a 320 px screen, words in the other language marked with their `lang`.
 * - A strict Content Security Policy, external links opened safely, titles, descriptions,
 *   canonicals and structured data.
 * Each check is one test per language, the pages of a language read once by the checks that need them.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, Parser, formatterFactory, type DOMNode, type HtmlElement } from 'html-validate';
import { contact } from '../../src/config/site';
import { redirects } from '../../src/config/serving';
import { languageCodes, languages } from '../../src/config/languages';
import { referencePath } from '../../src/lib/i18n/languagePaths';
import { cspPlan } from '../../src/lib/seo/csp';
import { adminPath, budgetFor, distDir, missingPath, sitePages, type SitePage } from './audit-support';
import { bodySize, wordWidth } from './word-width';

const validator = new HtmlValidate(new FileSystemConfigLoader());
const analyticsPlan = cspPlan(['analytics']);
const analyticsOrigins = new Set(
  [...analyticsPlan.scriptResources, ...analyticsPlan.directives.flatMap((directive) => directive.split(/\s+/))].filter((source) =>
    source.startsWith('https://'),
  ),
);
const langs = Object.keys(languages);
const where = (page: SitePage) => (page.path === missingPath ? '404 page' : page.path);
const html = (page: SitePage) => readFileSync(page.file, 'utf8');
const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const attr = (text: string, re: RegExp) => {
  const m = text.match(re);
  return m ? decode(m[1]!) : undefined;
};
/** The site's public origin, as the home page names itself in its canonical link. */
const origin = new URL(attr(html(sitePages().find((p) => p.path === '/')!), /<link rel="canonical" href="([^"]*)"/)!).origin;

test('the html-validate configuration in force for dist/ is the project one', async () => {
  // A config file html-validate does not find means no rules at all, and every page would "pass".
  const sample =
    '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main><h1>a</h1><h3>b</h3><div><figcaption>x</figcaption></div></main></body></html>';
  const report = await validator.validateString(sample, join(distDir, 'config-probe.html'));
  expect(report.results.flatMap((r) => r.messages.map((m) => m.ruleId))).toEqual(
    expect.arrayContaining(['element-permitted-content', 'heading-level']),
  );
});

for (const lang of langs) {
  const pages = () => sitePages().filter((page) => page.lang === lang);

  test.describe(`every ${languages[lang as keyof typeof languages].name} page`, () => {
    test('is valid HTML: alternatives, heading levels, labels and landmarks included', async () => {
      test.setTimeout(120_000);
      expect(pages().length, 'dist/ holds no page in this language: did the build run?').toBeGreaterThan(0);
      const failures: string[] = [];
      for (const page of pages()) {
        const report = await validator.validateFile(page.file);
        if (!report.valid) failures.push(`${relative(distDir, page.file)}:\n${formatterFactory('text')(report.results)}`);
      }
      expect(failures, `html-validate found problems:\n${failures.join('\n')}`).toEqual([]);
    });

    test('links and loads only what the build has: files, redirects and #fragments', () => {
      const problems: string[] = [];
      for (const page of pages()) {
        const text = html(page);
        const base = new URL(page.path === missingPath ? '/404' : page.path, origin);
        for (const ref of references(text)) {
          const url = new URL(ref, base);
          if (url.origin !== origin) continue;
          const file = fileFor(url.pathname);
          if (!file) problems.push(`${where(page)}: ${ref} names nothing the build wrote`);
          else if (url.hash.length > 1 && file.endsWith('.html') && !idsOf(file).has(decodeURIComponent(url.hash.slice(1))))
            problems.push(`${where(page)}: ${ref} names no id on ${url.pathname}`);
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });

    test('stays within its byte budgets: HTML and CSS gzip, images', () => {
      const problems: string[] = [];
      for (const page of pages()) {
        const text = html(page);
        const budget = budgetFor(page.path);
        const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
        const css = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n') + stylesheets(text, page).join('\n');
        const figures: [string, number, number][] = [
          ['HTML (gzip)', kb(gzipSync(text).length), budget.htmlKb],
          ['CSS (gzip)', kb(gzipSync(css).length), budget.cssKb],
          ['images', kb(imageBytes(text, page)), budget.imageKb],
        ];
        for (const [what, value, max] of figures)
          if (value > max) problems.push(`${where(page)}: ${what} ${value} KB > budget ${max} KB (tests/budgets.json)`);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });

    test(`has no word too wide for a 320 px screen, and marks words in the other language`, async () => {
      test.setTimeout(60_000);
      const problems: string[] = [];
      const parse = await parser();
      for (const page of pages()) {
        const document = parse(html(page));
        problems.push(...overLongWords(document).map((problem) => `${where(page)}: ${problem}`));
        problems.push(...unmarkedLanguage(document).map((problem) => `${where(page)}: ${problem}`));
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });

    test('carries a strict Content Security Policy and opens external links safely', () => {
      const problems: string[] = [];
      for (const page of pages()) problems.push(...securityOf(html(page), page).map((problem) => `${where(page)}: ${problem}`));
      expect(problems, problems.join('\n')).toEqual([]);
    });

    test('has a unique title and description, a canonical address, structured data, and no section heading that repeats its own', () => {
      const problems: string[] = [];
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();
      for (const page of pages()) {
        const text = html(page);
        const title = attr(text, /<title>([^<]*)<\/title>/);
        const description = attr(text, /<meta name="description" content="([^"]*)"/);
        const canonical = attr(text, /<link rel="canonical" href="([^"]*)"/);
        // Titles and descriptions are unique within a language: a name (a mentor's, a university's) reads the same in both.
        if (!title) problems.push(`${where(page)}: no <title>`);
        else if (titles.has(title)) problems.push(`${where(page)}: title "${title}" is also used by ${titles.get(title)}`);
        else titles.set(title, where(page));
        if (!description || description.length < 50 || description.length > 160)
          problems.push(`${where(page)}: meta description missing or not 50-160 characters ("${description ?? ''}")`);
        else if (descriptions.has(description))
          problems.push(`${where(page)}: meta description is also used by ${descriptions.get(description)}`);
        else descriptions.set(description, where(page));
        if (!canonical || !/^https?:\/\//.test(canonical))
          problems.push(`${where(page)}: canonical missing or not absolute (${canonical})`);
        else if (page.kind === 'page' && new URL(canonical).pathname !== page.path)
          problems.push(`${where(page)}: canonical points to ${canonical}`);
        if (page.kind === 'page' && !/<meta property="og:image" content="https?:\/\//.test(text))
          problems.push(`${where(page)}: no absolute og:image`);
        // A section's heading tells the visitor something the page's own has not: one that repeats it reads as the same heading twice.
        const main = /<main[\s>][\s\S]*<\/main>/.exec(text)?.[0] ?? '';
        const heading = (tag: string) =>
          [...main.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) =>
            decode(m[1]!.replace(/<[^>]+>/g, ''))
              .replace(/\s+/g, ' ')
              .trim(),
          );
        const [h1] = heading('h1');
        if (h1 && heading('h2').includes(h1))
          problems.push(`${where(page)}: a section heading of its main content repeats the page's heading "${h1}"`);
        problems.push(...structuredData(text, page).map((problem) => `${where(page)}: ${problem}`));
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
}

test('the sitemap lists every indexable page, each a page the build wrote', () => {
  const locs = (file: string) => [...readFileSync(join(distDir, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
  const listed = locs('sitemap-index.xml').flatMap((sitemap) => locs(sitemap.pathname));
  expect(listed.length, 'the sitemap lists no page').toBeGreaterThan(0);
  const problems = listed
    .filter((url) => url.origin !== origin || !fileFor(url.pathname)?.endsWith('.html'))
    .map((url) => `${url.href} is no page of the build`);
  const inSitemap = new Set(listed.map((url) => url.pathname));
  for (const page of sitePages()) {
    const indexable = page.kind === 'page' && !/<meta name="robots" content="[^"]*noindex/.test(html(page));
    if (indexable && !inSitemap.has(page.path)) problems.push(`${page.path} is a public page missing from the sitemap`);
    if (!indexable && inSitemap.has(page.path)) problems.push(`${page.path} is not indexable but in the sitemap`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('robots.txt allows crawling and points to the absolute sitemap', () => {
  const text = readFileSync(join(distDir, 'robots.txt'), 'utf8');
  expect(text).toMatch(/^User-agent: \*/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toMatch(new RegExp(`^Sitemap: ${origin.replace(/\./g, '\\.')}/sitemap-index\\.xml$`, 'm'));
});

/** The file of the build a path names, as the servers find it (`/about` → about.html), or a redirect's; undefined when there is none. */
function fileFor(pathname: string): string | undefined {
  const path = decodeURIComponent(pathname);
  const redirect = redirects.find((r) => r.from === path);
  if (redirect) return fileFor(redirect.to);
  if (path === adminPath) return undefined;
  const candidates = path === '/' ? ['index.html'] : [path, `${path}.html`, `${path}/index.html`].map((p) => p.slice(1));
  return candidates.map((p) => join(distDir, p)).find((file) => existsSync(file) && statSync(file).isFile());
}

const ids = new Map<string, Set<string>>();
/** The ids (and anchor names) on a page of the build. */
function idsOf(file: string): Set<string> {
  if (!ids.has(file))
    ids.set(file, new Set([...readFileSync(file, 'utf8').matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => decode(m[1]!))));
  return ids.get(file)!;
}

/** Every address the page names for a visitor or the browser to fetch: links, sources, candidates, posters, stylesheet url()s. */
function references(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\s(?:href|src|poster)="([^"]*)"/g)) found.push(decode(m[1]!));
  for (const m of text.matchAll(/\s(?:srcset|imagesrcset)="([^"]*)"/g))
    for (const candidate of decode(m[1]!).split(',')) found.push(candidate.trim().split(/\s+/)[0]!);
  for (const [, css] of text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>|\sstyle="([^"]*)"/g))
    for (const m of (css ?? '').matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) found.push(m[1]!);
  return found.filter((ref) => ref && !/^(data|mailto|tel|sms|javascript):/i.test(ref) && ref !== '#');
}

/** The stylesheets the page links, their text. */
function stylesheets(text: string, page: SitePage): string[] {
  return [...text.matchAll(/<link\s[^>]*rel="stylesheet"[^>]*>/g)].flatMap(([tag]) => {
    const href = attr(tag, /\shref="([^"]*)"/);
    const file = href && fileFor(new URL(href, new URL(page.path, origin)).pathname);
    return file ? [readFileSync(file, 'utf8')] : [];
  });
}

/**
 * The bytes of the images the page shows, as a wide, high-density screen fetches them: each <img>
 * (or its <picture>'s first <source>, the format a browser that reads it takes) at its largest
 * candidate, and each video's poster, counted once. Images inside the page (data URLs) are its HTML.
 */
function imageBytes(text: string, page: SitePage): number {
  const files = new Set<string>();
  const largest = (srcset: string | undefined, src: string | undefined) => {
    const candidates = (srcset ?? '')
      .split(',')
      .map((c) => c.trim().split(/\s+/))
      .filter(([url]) => url);
    const widest = candidates.sort((a, b) => parseFloat(b[1] ?? '1') - parseFloat(a[1] ?? '1'))[0]?.[0];
    return widest ?? src;
  };
  const add = (url: string | undefined) => {
    if (!url || url.startsWith('data:')) return;
    const file = fileFor(new URL(url, new URL(page.path, origin)).pathname);
    if (file) files.add(file);
  };
  for (const [picture] of text.matchAll(/<picture[\s>][\s\S]*?<\/picture>/g)) {
    const source = picture.match(/<source\s[^>]*>/)?.[0];
    const img = picture.match(/<img\s[^>]*>/)?.[0] ?? '';
    add(
      source
        ? largest(attr(source, /\ssrcset="([^"]*)"/), undefined)
        : largest(attr(img, /\ssrcset="([^"]*)"/), attr(img, /\ssrc="([^"]*)"/)),
    );
  }
  for (const [img] of text.replace(/<picture[\s>][\s\S]*?<\/picture>/g, '').matchAll(/<img\s[^>]*>/g))
    add(largest(attr(img, /\ssrcset="([^"]*)"/), attr(img, /\ssrc="([^"]*)"/)));
  for (const m of text.matchAll(/<video\s[^>]*\sposter="([^"]*)"/g)) add(decode(m[1]!));
  return [...files].reduce((sum, file) => sum + statSync(file).size, 0);
}

/** A reader of pages as html-validate's parser reads them: each page's root element. */
async function parser() {
  const config = await validator.getConfigFor(join(distDir, 'index.html'));
  return (text: string) => new Parser(config).parseHtml(text);
}
const isElement = (node: DOMNode): node is HtmlElement => 'tagName' in node;
/** Each text of the page's body with the element it stands in, outside scripts, styles and templates. */
function* textsOf(element: HtmlElement): Generator<[string, HtmlElement]> {
  for (const node of element.childNodes) {
    if (isElement(node)) {
      if (!['script', 'style', 'template', 'noscript', 'svg'].includes(node.tagName)) yield* textsOf(node);
    } else if (node.nodeType === 3) yield [decode(node.textContent), element];
  }
}
const body = (document: HtmlElement) => document.querySelector('body')!;
const describe = (element: HtmlElement) => `<${element.tagName}${element.id ? `#${element.id}` : ''}>`;

/** The narrowest column body text stands in on a 320 px screen: the screen less the page's 16 px gutters and a card's 24 px padding. */
const narrowestColumn = 320 - 2 * 16 - 2 * 24;

/**
 * Words wider, at the body size, than the narrowest column of a 320 px screen: a word is a run of
 * text a line cannot break (between spaces, and after a hyphen), or the whole text of an element
 * the site keeps on one line (`whitespace-nowrap`). Text the visitor does not see laid out
 * (screen-reader text) and text allowed to break anywhere or cut short (`break-all`, `truncate`)
 * cannot overflow.
 */
function overLongWords(document: HtmlElement): string[] {
  const found: string[] = [];
  const classes = (element: HtmlElement) => element.getAttributeValue('class')?.split(/\s+/) ?? [];
  const within = (element: HtmlElement, names: string[]) => {
    for (let e: HtmlElement | null = element; e; e = e.parent) if (classes(e).some((name) => names.includes(name))) return e;
    return null;
  };
  const measured = new Set<HtmlElement>();
  const check = (word: string, element: HtmlElement) => {
    const width = wordWidth(word, bodySize);
    if (width > narrowestColumn)
      found.push(
        `"${word.slice(0, 60)}" in ${describe(element)} is ${Math.round(width)} px wide at ${bodySize} px, over the ${narrowestColumn} px a 320 px screen's narrowest column has`,
      );
  };
  for (const [text, element] of textsOf(body(document))) {
    if (within(element, ['sr-only', 'break-all', 'truncate']) || element.closest('[hidden]')) continue;
    const nowrap = within(element, ['whitespace-nowrap']);
    if (nowrap) {
      if (!measured.has(nowrap)) check(decode(nowrap.textContent).replace(/\s+/g, ' ').trim(), nowrap);
      measured.add(nowrap);
      continue;
    }
    // Breaks: whitespace (not the no-break space), a zero-width space, after a hyphen or a dash.
    for (const word of text.split(/[ \t\n\r\f\u200b]+|(?<=[-\u2010\u2013\u2014])/)) if (word) check(word, element);
  }
  return found;
}

/**
 * Words in another language than the part of the page they stand in, without a `lang` that says so:
 * a screen reader would read them with the wrong voice. In a part in Hindi, a phrase of English
 * words in lower case ("we reply within", "proof of funds"); names ("University of Toronto") and the
 * Latin terms Hindi copy keeps on purpose (IELTS, F-1, visa) are not phrases and pass. In a part in
 * English, any word in Devanagari. Text and the attributes a visitor hears or sees (alt, aria-label,
 * title, placeholder) are read; one line per phrase, naming its element.
 */
function unmarkedLanguage(document: HtmlElement): string[] {
  const found: string[] = [];
  // Short words that join a name's capitalised words ("Bank of India") and so do not make a phrase.
  const joining = new Set(['and', 'the', 'for', 'of', 'in', 'at', 'on', 'to', 'de']);
  const langOf = (element: HtmlElement) => element.closest('[lang]')?.getAttributeValue('lang') ?? '';
  const check = (text: string, element: HtmlElement, place: string) => {
    if (langOf(element).startsWith('en')) {
      const hindi = text.match(/[\u0900-\u097F][\u0900-\u097F\s]*/g);
      if (hindi) found.push(`"${hindi[0]!.trim()}" (Devanagari) in ${place} is not marked lang="hi"`);
      return;
    }
    for (const [phrase] of text.matchAll(/[A-Za-z][A-Za-z'’-]*(?:[\s,/]+[A-Za-z][A-Za-z'’-]*)+/g)) {
      const lowerWords = phrase.split(/[\s,/]+/).filter((word) => /^[a-z][a-z'’-]{2,}$/.test(word) && !joining.has(word));
      if (lowerWords.length >= 2) found.push(`"${phrase}" (English) in ${place} is not marked lang="en"`);
    }
  };
  for (const [text, element] of textsOf(body(document))) check(text, element, describe(element));
  for (const element of body(document).querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
    for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
      const value = element.getAttributeValue(name);
      if (value) check(decode(value), element, `${describe(element)} ${name}`);
    }
  }
  return found;
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.split(/\s+/)[0] === name);

/**
 * The Content Security Policy (Astro's security.csp, a <meta> on every page; the HTTP headers are
 * tested through nginx, tests/http), and every external link opened with noopener noreferrer.
 */
function securityOf(text: string, page: SitePage): string[] {
  const problems: string[] = [];
  const csp = attr(text, /<meta http-equiv="content-security-policy" content="([^"]*)"/);
  // The contact page loads the form's and the booking calendar's third parties; no other page does.
  const thirdPartyPage = referencePath(page.path, languageCodes) === '/contact';
  if (!csp) {
    problems.push('no CSP <meta>');
  } else {
    const script = directive(csp, 'script-src') ?? '';
    const style = directive(csp, 'style-src') ?? '';
    if (!/'sha(256|384|512)-/.test(script) && /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/.test(text))
      problems.push('inline scripts but no hashes in script-src');
    if (script.includes("'unsafe-inline'") || script.includes("'unsafe-eval'")) problems.push('script-src allows unsafe-inline/eval');
    // The booking calendar's embed adds <style> elements no hash can name ahead: only the page that loads it may allow them.
    const inlineStyleElements = (directive(csp, 'style-src-elem') ?? '').includes("'unsafe-inline'") && !thirdPartyPage;
    if (style.includes("'unsafe-inline'") || inlineStyleElements) problems.push('style-src allows unsafe-inline');
    if (!script.includes("'self'")) problems.push("script-src lost 'self'");
    if (!directive(csp, 'object-src')?.includes("'none'")) problems.push("object-src is not 'none'");
    if (!directive(csp, 'base-uri')) problems.push('no base-uri');
    // Analytics' origins are on every page of a build with a measurement ID, for after the visitor allows it.
    const external = (csp.match(/https:\/\/[^\s;]+/g) ?? []).filter((source) => !analyticsOrigins.has(source));
    if (!thirdPartyPage && external.length) problems.push(`the CSP allows third-party origins ${external.join(' ')}`);
  }
  for (const [tag] of text.matchAll(/<a\s[^>]*>/g)) {
    const href = attr(tag, /\shref="([^"]*)"/);
    if (!href || !/^https?:\/\//.test(href) || new URL(href).origin === origin) continue;
    const rel = (attr(tag, /\srel="([^"]*)"/) ?? '').split(/\s+/);
    if (!rel.includes('noopener') || !rel.includes('noreferrer'))
      problems.push(`${href} has rel="${rel.join(' ')}" (needs noopener noreferrer)`);
  }
  return problems;
}

type Ld = Record<string, unknown> & { '@type'?: string | string[] };
const types = (node: Ld) => ([] as string[]).concat(node['@type'] ?? []);
const isType = (node: Ld, ...wanted: string[]) => types(node).some((t) => wanted.includes(t));

/** Problems with the page's JSON-LD: each node complete for its type, and the nodes every page of its kind carries. */
function structuredData(text: string, page: SitePage): string[] {
  const problems: string[] = [];
  const nodes: Ld[] = [];
  for (const [, json] of text.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      const data = JSON.parse(json!) as Ld;
      nodes.push(...(Array.isArray(data['@graph']) ? (data['@graph'] as Ld[]) : [data]));
    } catch (e) {
      problems.push(`a JSON-LD block does not parse: ${(e as Error).message}`);
    }
  }
  for (const node of nodes) problems.push(...checkNode(node));
  if (page.kind === 'page') {
    if (!nodes.some((n) => isType(n, 'Organization', 'EducationalOrganization'))) problems.push('no Organization JSON-LD');
    if (!nodes.some((n) => isType(n, 'LocalBusiness'))) problems.push('no LocalBusiness JSON-LD');
    const samePage = referencePath(page.path, languageCodes);
    if (samePage !== '/' && !nodes.some((n) => isType(n, 'BreadcrumbList'))) problems.push('no BreadcrumbList JSON-LD');
    if (samePage.startsWith('/blog/') && !nodes.some((n) => isType(n, 'BlogPosting', 'Article')))
      problems.push('a blog post without BlogPosting JSON-LD');
  }
  return problems;
}

/** Problems with one JSON-LD node, by type. */
function checkNode(node: Ld): string[] {
  const p: string[] = [];
  const need = (cond: unknown, what: string) => {
    if (!cond) p.push(`${types(node).join('/')} is missing ${what}`);
  };
  if (isType(node, 'Organization', 'EducationalOrganization')) {
    need(node.name, 'name');
    need(typeof node.url === 'string' && /^https?:\/\//.test(node.url), 'an absolute url');
    need(node.logo, 'logo');
    const cp = ([] as Ld[]).concat((node.contactPoint as Ld) ?? []);
    need(
      cp.some((c) => c.telephone),
      'contactPoint.telephone',
    );
  }
  if (isType(node, 'LocalBusiness')) {
    need(node.name, 'name');
    need(JSON.stringify(node.address ?? '').includes(contact.address.city), `an address in ${contact.address.city}`);
    need(node.telephone, 'telephone');
    const hours = ([] as Ld[]).concat((node.openingHoursSpecification as Ld) ?? []);
    need(hours.length && hours.every((h) => h.dayOfWeek && h.opens && h.closes), 'openingHoursSpecification (dayOfWeek, opens, closes)');
  }
  if (isType(node, 'BlogPosting', 'Article')) {
    need(node.headline, 'headline');
    need(node.datePublished && !Number.isNaN(Date.parse(String(node.datePublished))), 'a valid datePublished');
    need(node.author, 'author');
    need(node.image, 'image');
  }
  if (isType(node, 'FAQPage')) {
    const qs = (node.mainEntity as Ld[]) ?? [];
    need(qs.length > 0, 'questions');
    need(
      qs.every((q) => isType(q, 'Question') && q.name && (q.acceptedAnswer as Ld)?.text),
      'an acceptedAnswer.text for every Question',
    );
  }
  if (isType(node, 'BreadcrumbList')) {
    const items = (node.itemListElement as Ld[]) ?? [];
    need(items.length >= 2, 'at least two items');
    need(
      items.every((it, i) => it.position === i + 1 && it.name && typeof it.item === 'string' && /^https?:\/\//.test(it.item)),
      'position (1, 2, …), name and absolute item on every element',
    );
  }
  return p;
}
