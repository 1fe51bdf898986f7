// The cost planner's JavaScript (a script, not a test): `npm run bench:planner` after `npm run build`.
// Follows the static imports of the planner island in dist/ and prints each chunk's size, raw and
// gzip, splitting React (its runtime and renderer, loaded by every island) from the planner's own
// code, which has a budget of 15 KB gzip. Chunks the chat button (on every page) also loads are marked.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(process.cwd(), 'dist');
const page = join(dist, 'cost-planner.html');
if (!existsSync(page)) {
  console.error('dist/cost-planner.html is missing: run `npm run build` first.');
  process.exit(1);
}
const budget = 15 * 1024;
const html = readFileSync(page, 'utf8');
const islands = [...html.matchAll(/<astro-island[^>]*component-url="([^"]+)"[^>]*renderer-url="([^"]+)"/g)];
const planner = islands.find(([, url]) => /CostPlanner/.test(url));
const chat = islands.find(([, url]) => /ChatButton/.test(url));
if (!planner) throw new Error('No CostPlanner island in dist/cost-planner.html');

/** Every chunk a module loads through static imports, itself included. */
function graph(url, seen = new Set()) {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = readFileSync(join(dist, url), 'utf8');
  for (const [, spec] of code.matchAll(/(?:import|from)\s*"(\.\/[^"]+\.js)"/g)) graph(new URL(spec, `http://x${url}`).pathname, seen);
  return seen;
}

const renderer = graph(planner[2]);
const chatChunks = chat ? graph(chat[1]) : new Set();
const isReact = (url) => renderer.has(url) || /\/(react|jsx-runtime|client)\.[^/]+\.js$/.test(url);
const rows = [...graph(planner[1])].map((url) => {
  const bytes = readFileSync(join(dist, url));
  return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, react: isReact(url), shared: chatChunks.has(url) };
});
for (const url of renderer) if (!rows.some((r) => r.url === url)) {
  const bytes = readFileSync(join(dist, url));
  rows.push({ url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, react: true, shared: true });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('| Chunk | Raw | Gzip | Counted as |');
console.log('|---|---:|---:|---|');
for (const r of rows.sort((a, b) => Number(a.react) - Number(b.react) || b.gzip - a.gzip)) {
  const kind = r.react ? 'React' : r.shared ? 'planner (also loaded by the chat button)' : 'planner';
  console.log(`| ${r.url.replace('/_astro/', '')} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kind} |`);
}
const own = rows.filter((r) => !r.react);
const ownGzip = own.reduce((s, r) => s + r.gzip, 0);
const onlyPlanner = own.filter((r) => !r.shared).reduce((s, r) => s + r.gzip, 0);
const reactGzip = rows.filter((r) => r.react).reduce((s, r) => s + r.gzip, 0);
console.log(`\nPlanner JavaScript beyond React: ${kb(ownGzip)} gzip (${kb(onlyPlanner)} of it loaded for the planner alone); budget ${kb(budget)}.`);
console.log(`React runtime and renderer: ${kb(reactGzip)} gzip. Hydration: client:${html.match(/<astro-island[^>]*CostPlanner[^>]*>/)[0].match(/ client="(\w+)"/)[1]}.`);
if (ownGzip > budget) {
  console.error('Over budget.');
  process.exitCode = 1;
}
