// The JavaScript a built page can load: its module scripts and preloads, its islands' components and
// renderers, and everything those import, statically or on demand. Used to prove the admin's bundle
// reaches no public page, and to measure what each page ships.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const attributeUrls =
  /(?:<script[^>]*\bsrc|<link[^>]*rel="modulepreload"[^>]*\bhref|\bcomponent-url|\brenderer-url|\bbefore-hydration-url)="([^"]+\.js)"/g;
// Static and dynamic imports, and the chunk lists bundlers keep for preloading, all name .js files.
const importUrls = /["'`]((?:\.{1,2}\/|\/)?[\w@./-]+\.js)["'`]/g;

/** dist-relative paths of every JS file the page at `htmlFile` can load. */
export function reachableScripts(distDir, htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const seen = new Set();
  const queue = [...html.matchAll(attributeUrls)].map((m) => join(distDir, m[1].replace(/^\//, '')));
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const [, url] of readFileSync(file, 'utf8').matchAll(importUrls)) {
      queue.push(url.startsWith('/') ? join(distDir, url.slice(1)) : join(dirname(file), url));
    }
  }
  return [...seen].map((file) => relative(distDir, file)).sort();
}

/** Gzip bytes of a set of dist files. */
export const gzipBytes = (distDir, files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
