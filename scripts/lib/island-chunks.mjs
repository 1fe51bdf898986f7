// What an island's JavaScript is, for the bench scripts: the chunks its entry loads through static
// imports in dist/, each with its size raw and gzip, split into React (its runtime and renderer,
// loaded by every island) and the island's own code, and marked when the chat button (on every
// page) loads it too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(process.cwd(), 'dist');
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Every chunk a module loads through static imports, itself included. */
function graph(url, seen = new Set()) {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = readFileSync(join(dist, url), 'utf8');
  for (const [, spec] of code.matchAll(/(?:import|from)\s*"(\.\/[^"]+\.js)"/g)) graph(new URL(spec, `http://x${url}`).pathname, seen);
  return seen;
}

const size = (url, react, shared) => {
  const bytes = readFileSync(join(dist, url));
  return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, react, shared };
};

/** The island named `name` in a built page's HTML: its chunks, and the hydration directive it uses. */
export function islandChunks(html, name) {
  const islands = [...html.matchAll(/<astro-island[^>]*component-url="([^"]+)"[^>]*renderer-url="([^"]+)"[^>]*>/g)];
  const found = islands.find(([, url]) => url.includes(name));
  if (!found) throw new Error(`No ${name} island in the page`);
  const chat = islands.find(([, url]) => /ChatButton/.test(url));
  const renderer = graph(found[2]);
  const chatChunks = chat ? graph(chat[1]) : new Set();
  const isReact = (url) => renderer.has(url) || /\/(react|jsx-runtime|client)\.[^/]+\.js$/.test(url);
  const rows = [...graph(found[1])].map((url) => size(url, isReact(url), chatChunks.has(url)));
  for (const url of renderer) if (!rows.some((r) => r.url === url)) rows.push(size(url, true, true));
  return {
    rows: rows.sort((a, b) => Number(a.react) - Number(b.react) || b.gzip - a.gzip),
    directive: found[0].match(/ client="(\w+)"/)[1],
  };
}

/** The chunks as a Markdown table, each counted as React, the island's own, or its own but also the chat button's. */
export function printChunks(rows, own) {
  console.log('| Chunk | Raw | Gzip | Counted as |');
  console.log('|---|---:|---:|---|');
  for (const r of rows) {
    const kind = r.react ? 'React' : r.shared ? `${own} (also loaded by the chat button)` : own;
    console.log(`| ${r.url.replace('/_astro/', '')} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kind} |`);
  }
}
