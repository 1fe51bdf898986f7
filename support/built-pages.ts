/**
 * The pages the build wrote, discovered from dist/, never listed by hand, so pages added later are
 * covered too: the audits visit them, and the CSS benchmark compares each one's look in two builds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const distDir = join(process.cwd(), 'dist');

export interface SitePage {
  /** The URL path to visit. */
  path: string;
  /** dist/ file it comes from. */
  file: string;
  kind: 'page' | 'coming-soon' | 'not-found';
  /** The route that made it: its src/pages pattern, which the layouts write on <body> as `data-route`. */
  route: string;
  /** Its language, as its <html lang> says. */
  lang: string;
}

/** A path that has no page, so the host answers with dist/404.html. */
export const missingPath = '/audit-no-such-page';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : walk(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) {
    throw new Error(
      `${relative(process.cwd(), dir) || dir}/ is missing: run \`npm run test:build\` before the browser tests (npm test does).`,
    );
  }
  return walk(dir).sort();
}

/**
 * The editors' content admin: a third-party app (Decap CMS) for signed-in editors, noindex and
 * linked from nowhere. The public-page audits (axe, budgets, SEO, strict CSP, no-JS reading) do not
 * apply to it; admin-page.spec.ts checks what does. html-validate still checks its HTML shell.
 */
export const adminPath = '/admin';

const read = new Map<string, SitePage[]>();

/**
 * Every public page the build produced (dist/, or another build's folder): routes, coming-soon pages,
 * blog posts, the 404 pages. Read once a process (every spec of a worker asks, some once a page): a
 * build does not change while tests run.
 */
export function sitePages(dir = distDir): SitePage[] {
  const known = read.get(dir);
  if (known) return known;
  const pages = htmlFiles(dir)
    .filter((file) => relative(dir, file) !== `${adminPath.slice(1)}.html`)
    .map((file) => {
      const rel = relative(dir, file)
        .split(sep)
        .join('/')
        .replace(/\.html$/, '');
      const html = readFileSync(file, 'utf8');
      const lang = html.match(/<html[^>]*\slang="([^"]+)"/)?.[1] ?? '';
      const route = html.match(/<body[^>]*\sdata-route="([^"]+)"/)?.[1] ?? '';
      // The site's own 404 page answers every missing address; another language's is visited by its path.
      if (rel === '404') return { path: missingPath, file, kind: 'not-found' as const, route, lang };
      const path = rel === 'index' ? '/' : `/${rel.replace(/\/index$/, '')}`;
      if (route === '/404') return { path, file, kind: 'not-found' as const, route, lang };
      const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
      return { path, file, kind: noindex ? ('coming-soon' as const) : ('page' as const), route, lang };
    });
  read.set(dir, pages);
  return pages;
}
