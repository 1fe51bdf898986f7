// The planning tools' JavaScript (a script, not a test): `npm run bench:tools` after `npm run build`.
// For each tool's page, follows the static imports of its island in dist/ and prints each chunk's
// size, raw and gzip, splitting React (its runtime and renderer, loaded by every island) from the
// tool's own code, which has a budget of 15 KB gzip. Chunks the chat button (on every page) also
// loads are marked: a visitor who has used the chat button already has them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(process.cwd(), 'dist');
const budget = 15 * 1024;
const tools = [
  { page: 'chances.html', island: 'ChancesChecker' },
  { page: 'timeline.html', island: 'TimelinePlanner' },
  { page: 'documents.html', island: 'DocumentsChecklist' },
];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Every chunk a module loads through static imports, itself included. */
function graph(url, seen = new Set()) {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = readFileSync(join(dist, url), 'utf8');
  for (const [, spec] of code.matchAll(/(?:import|from)\s*"(\.\/[^"]+\.js)"/g)) graph(new URL(spec, `http://x${url}`).pathname, seen);
  return seen;
}
const gzip = (url) => gzipSync(readFileSync(join(dist, url)), { level: 9 }).length;

const summary = [];
for (const { page, island } of tools) {
  const file = join(dist, page);
  if (!existsSync(file)) {
    console.error(`dist/${page} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const html = readFileSync(file, 'utf8');
  const islands = [...html.matchAll(/<astro-island[^>]*component-url="([^"]+)"[^>]*renderer-url="([^"]+)"[^>]*>/g)];
  const found = islands.find(([, url]) => url.includes(island));
  if (!found) throw new Error(`No ${island} island in dist/${page}`);
  const directive = found[0].match(/ client="(\w+)"/)[1];
  const chat = islands.find(([, url]) => /ChatButton/.test(url));
  const renderer = graph(found[2]);
  const chatChunks = chat ? graph(chat[1]) : new Set();
  const isReact = (url) => renderer.has(url) || /\/(react|jsx-runtime|client)\.[^/]+\.js$/.test(url);
  const rows = [...graph(found[1])].map((url) => ({ url, raw: readFileSync(join(dist, url)).length, gzip: gzip(url), react: isReact(url), shared: chatChunks.has(url) }));
  console.log(`\n${island} (/${page.replace(/\.html$/, '')}, client:${directive})\n`);
  console.log('| Chunk | Raw | Gzip | Counted as |');
  console.log('|---|---:|---:|---|');
  for (const r of rows.sort((a, b) => Number(a.react) - Number(b.react) || b.gzip - a.gzip)) {
    const kind = r.react ? 'React' : r.shared ? 'tool (also loaded by the chat button)' : 'tool';
    console.log(`| ${r.url.replace('/_astro/', '')} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kind} |`);
  }
  const own = rows.filter((r) => !r.react).reduce((s, r) => s + r.gzip, 0);
  summary.push({ island, own, directive });
}

console.log('\n| Island | Own JavaScript (gzip) | Budget | Hydration |');
console.log('|---|---:|---:|---|');
for (const { island, own, directive } of summary) console.log(`| ${island} | ${own} B (${kb(own)}) | ${kb(budget)} | client:${directive} |`);
const over = summary.filter((s) => s.own > budget);
if (over.length) {
  console.error(`Over budget: ${over.map((s) => s.island).join(', ')}`);
  process.exitCode = 1;
}
