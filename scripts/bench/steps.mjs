// What the post-build steps save, each against the maintained alternative, on the same built site in
// the same run (`npm run bench -- steps` after `npm run build`; the CSS step has its own benchmark,
// `npm run bench -- css`, since its gain is a first paint). Nothing is written to dist/.
// - site search: our step hands Pagefind each page without its <style> and <script>, with spaces
//   between touching tags (src/build/searchCopy.ts); the alternative is Pagefind reading the built
//   folder itself, as its CLI does. Both index in alternating rounds; time and index size are printed.
// - precompression: the stored brotli copies (quality 10) against what nginx would send without them,
//   gzip on the fly at the level deploy/nginx/compression.conf sets, or the brotli filter module at its
//   default quality; and the time the build spends against the time each request would.
// - first-screen images: the images put inside their pages, and the requests that spares a phone.
import { readFileSync, readdirSync, rmSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { getViteConfig } from 'astro/config';
import { close, createIndex } from 'pagefind';
import { runnerImport } from 'vite';
import { searchCopy } from '../../src/build/searchCopy.ts';

// The serving configuration imports through the project's aliases: loaded as the build loads it.
const viteConfig = await getViteConfig({ logLevel: 'error' })({ mode: 'production', command: 'build' });
const { module: serving } = await runnerImport('./src/config/serving.ts', { ...viteConfig, configFile: false, logLevel: 'error' });
const { precompressedExtensions } = serving;

const dist = 'dist';
const rounds = Number(process.env.BENCH_RUNS ?? 3);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
const pages = files.filter((file) => file.endsWith('.html')).map((file) => ({ file, html: readFileSync(file, 'utf8') }));
const folderBytes = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);

console.log(`Post-build steps against their alternatives, ${pages.length} pages in ${dist}/; load average ${load()} at the start.\n`);

// Site search, in alternating rounds.
async function index(feed) {
  const out = mkdtempSync(join(tmpdir(), 'bench-steps-'));
  const started = performance.now();
  const { index } = await createIndex({});
  await feed(index);
  await index.writeFiles({ outputPath: out });
  const seconds = (performance.now() - started) / 1000;
  await close();
  const bytes = folderBytes(out);
  rmSync(out, { recursive: true, force: true });
  return { seconds, bytes };
}
const searchable = pages.filter((page) => page.html.includes('data-pagefind-body'));
const url = (file) =>
  `/${relative(dist, file)
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '')}`;
const ours = [];
const theirs = [];
for (let round = 0; round < rounds; round++) {
  ours.push(
    await index(async (ix) =>
      Promise.all(searchable.map((page) => ix.addHTMLFile({ url: url(page.file), content: searchCopy(page.html) }))),
    ),
  );
  theirs.push(await index(async (ix) => ix.addDirectory({ path: dist })));
}
console.log('Site search (Pagefind), median of', rounds, 'alternating rounds:');
console.log(
  `  our step (each page without styles and scripts): ${median(ours.map((r) => r.seconds)).toFixed(2)} s, index ${kb(ours[0].bytes)}`,
);
console.log(
  `  Pagefind reading ${dist}/ itself:                 ${median(theirs.map((r) => r.seconds)).toFixed(2)} s, index ${kb(theirs[0].bytes)}`,
);
const joined = searchable.filter((page) => /<\/(?:a|span|strong|button|td|li|dd)><[a-z]/.test(page.html)).length;
console.log(`  pages whose words Pagefind would run together without the spaces the copy adds: ${joined} of ${searchable.length}\n`);

// Precompression.
const wanted = new Set(precompressedExtensions.map((e) => `.${e}`));
const texts = files.filter((file) => wanted.has(file.slice(file.lastIndexOf('.'))));
let raw = 0;
let stored = 0;
let gzip5 = 0;
let brotli6 = 0;
let q10Ms = 0;
let gzipMs = 0;
let brotli6Ms = 0;
for (const file of texts) {
  const body = readFileSync(file);
  raw += body.length;
  let started = performance.now();
  const q10 = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  q10Ms += performance.now() - started;
  stored += Math.min(q10.length, body.length);
  started = performance.now();
  gzip5 += Math.min(gzipSync(body, { level: 5 }).length, body.length);
  gzipMs += performance.now() - started;
  started = performance.now();
  brotli6 += Math.min(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length, body.length);
  brotli6Ms += performance.now() - started;
}
const htmlOnly = texts.filter((file) => file.endsWith('.html'));
const pageBytes = (level) =>
  median(
    htmlOnly.map(
      (file) =>
        (level === 'q10'
          ? brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } })
          : level === 'g5'
            ? gzipSync(readFileSync(file), { level: 5 })
            : brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
        ).length,
    ),
  );
console.log(`Precompression, ${texts.length} text files, ${kb(raw)} raw:`);
console.log(
  `  stored brotli, quality 10 (ours): ${kb(stored)}; a page's median ${kb(pageBytes('q10'))}; ${(q10Ms / 1000).toFixed(1)} s of one core, once a build (cached for unchanged files)`,
);
console.log(
  `  nginx gzip on the fly, level 5:   ${kb(gzip5)} (+${((gzip5 / stored - 1) * 100).toFixed(0)}%); a page's median ${kb(pageBytes('g5'))}; ${(gzipMs / texts.length).toFixed(2)} ms a response`,
);
console.log(
  `  nginx brotli filter, quality 6:   ${kb(brotli6)} (+${((brotli6 / stored - 1) * 100).toFixed(0)}%); a page's median ${kb(pageBytes('b6'))}; ${(brotli6Ms / texts.length).toFixed(2)} ms a response\n`,
);

// First-screen images.
const inlined = pages.flatMap((page) =>
  [...page.html.matchAll(/<img[^>]*src="data:image\/[a-z+]+;base64,([^"]+)"/g)].map((m) => ({
    page: page.file,
    bytes: Math.floor((m[1].length * 3) / 4),
  })),
);
const withImages = new Set(inlined.map((image) => image.page));
console.log(
  `First-screen images: ${inlined.length} images inside ${withImages.size} pages, ${kb(inlined.reduce((sum, i) => sum + i.bytes, 0))} in all, a median of ${kb(median(inlined.map((i) => i.bytes)))} each: each is one request fewer before the page's largest paint.`,
);
console.log(`\nLoad average ${load()} at the end.`);
