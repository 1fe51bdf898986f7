// Content-layer benchmark (the blog must stay light as posts pile up): builds a temporary copy of the site
// with the real posts, then another with N generated posts added (default 1000), and prints, against the
// targets: build time (first build with an empty build cache, as every CI run and fresh-clone deploy
// is, then a rebuild of the unchanged site; wall clock with the CPU time and the load average beside
// it, since the machine may be shared), the /blogs HTML, the explorer's search data, the site-search index, and in Chromium the
// explorer's keystroke latency and what one site search fetches. Nothing is written to the repository.
// Usage: npm run bench -- content [1000]   (serves the builds on BENCH_PORT, default 4412)
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { makeProjectCopy } from '../../support/project-copy.mjs';
import { addSyntheticPosts, syntheticPosts } from '../../support/synthetic-posts.mjs';
import { launchChromium, measureExplorer, measureSiteSearch } from '../lib/measure-in-browser.mjs';
import { serveFolder } from '../../support/static-server.ts';

const count = Number(process.argv[2] ?? 1000);
if (!Number.isInteger(count) || count < 1) throw new Error('Give the number of generated posts, e.g. 1000');
const port = Number(process.env.BENCH_PORT ?? 4412);
const kb = (bytes) => Number((bytes / 1024).toFixed(1));

async function folderBytes(dir) {
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  let total = 0;
  for (const file of files) if (file.isFile()) total += (await stat(join(file.parentPath, file.name))).size;
  return total;
}

async function build(label, copy, cacheDir) {
  process.env.BUILD_CACHE_DIR = cacheDir;
  const dist = join(copy.root, 'dist');
  const load = loadavg()[0];
  const result = await copy.build(dist);
  if (result.code !== 0) throw new Error(`${label} build failed:\n${result.output.slice(-3000)}`);
  // The post-build pipeline (src/integrations/postBuild.ts) logs the CPU the whole build used.
  const cpuSeconds = Number(/the whole build used ([\d.]+) s of CPU/.exec(result.output)?.[1]);
  return { dist, ...result, cpuSeconds, load: `${load.toFixed(1)} → ${loadavg()[0].toFixed(1)}` };
}

async function measure(label, copy) {
  const cacheDir = await mkdtemp(join(tmpdir(), 'build-cache-'));
  try {
    const cold = await build(label, copy, cacheDir);
    const warm = await build(label, copy, cacheDir);
    const { dist } = warm;
    const html = await readFile(join(dist, 'blogs.html'));
    const dataFile = (await readdir(join(dist, 'blogs'))).find((f) => /^posts-.*\.json$/.test(f));
    const data = await readFile(join(dist, 'blogs', dataFile));
    const entry = JSON.parse(await readFile(join(dist, 'pagefind/pagefind-entry.json'), 'utf8'));
    const chunks = (dir) => folderBytes(join(dist, 'pagefind', dir));
    const indexBytes = (await chunks('index')) + (await chunks('fragment')) + (await chunks('filter').catch(() => 0));
    const site = await serveFolder(dist, port);
    const browser = await launchChromium();
    try {
      const explorer = await measureExplorer(browser, site.url);
      const search = await measureSiteSearch(browser, site.url, dist, 'visa');
      return {
        label,
        posts: (await readdir(copy.blogDir)).filter((f) => f.endsWith('.md')).length,
        pages: Number(/(\d+) page\(s\) built/.exec(warm.output)?.[1]),
        searchablePages: Object.values(entry.languages).reduce((sum, l) => sum + l.page_count, 0),
        buildColdSeconds: Number(cold.seconds.toFixed(1)),
        buildWarmSeconds: Number(warm.seconds.toFixed(1)),
        buildColdCpu: cold.cpuSeconds,
        buildWarmCpu: warm.cpuSeconds,
        buildColdLoad: cold.load,
        buildWarmLoad: warm.load,
        blogsHtmlKB: kb(html.length),
        // Each page carries its own CSS inline (src/integrations/pageStyles.ts): the markup alone, for comparison.
        blogsMarkupKB: kb(html.toString().replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').length),
        blogsHtmlGzipKB: kb(gzipSync(html).length),
        searchDataKB: kb(data.length),
        searchDataGzipKB: kb(gzipSync(data).length),
        searchDataWithPage: explorer.fetchedWithPage,
        keystrokeToPaintMs: explorer.keystrokeToPaint,
        keystrokeToResultsMs: explorer.keystrokeToResults,
        indexKB: kb(indexBytes),
        pagefindKB: kb(await folderBytes(join(dist, 'pagefind'))),
        siteSearchFetchedBeforeOpening: search.beforeOpening,
        siteSearchOpenKB: kb(search.onOpen.served),
        siteSearchQueryKB: kb(search.forQuery.served),
        siteSearchSeconds: search.seconds,
        siteSearchStatus: search.status,
        explorerStatus: explorer.status,
      };
    } finally {
      await browser.close();
      await site.close();
    }
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
}

const results = [];
const base = await makeProjectCopy('blog-bench-base-');
try {
  results.push(await measure('real posts', base));
} finally {
  await base.remove();
}
const scaled = await makeProjectCopy('blog-bench-scaled-');
try {
  await addSyntheticPosts(scaled, syntheticPosts(count));
  results.push(await measure(`${count} generated + real posts`, scaled));
} finally {
  await scaled.remove();
}

const [small, large] = results;
const row = (name, pick) => [name, ...results.map(pick)];
console.table(
  Object.fromEntries(
    [
      row('posts', (r) => r.posts),
      row('pages built', (r) => r.pages),
      row('pages in the site search', (r) => r.searchablePages),
      row('build, empty cache (s)', (r) => r.buildColdSeconds),
      row('  its CPU time (s) / load average', (r) => `${r.buildColdCpu} / ${r.buildColdLoad}`),
      row('build, unchanged site (s)', (r) => r.buildWarmSeconds),
      row('  its CPU time (s) / load average', (r) => `${r.buildWarmCpu} / ${r.buildWarmLoad}`),
      row('/blogs HTML (KB raw)', (r) => r.blogsHtmlKB),
      row('/blogs HTML without its inline CSS (KB raw)', (r) => r.blogsMarkupKB),
      row('/blogs HTML (KB gzip)', (r) => r.blogsHtmlGzipKB),
      row('explorer search data (KB raw)', (r) => r.searchDataKB),
      row('explorer search data (KB gzip)', (r) => r.searchDataGzipKB),
      row('search data fetched with the page', (r) => r.searchDataWithPage),
      row(
        'keystroke → paint, median/p90/max (ms)',
        (r) => `${r.keystrokeToPaintMs.median} / ${r.keystrokeToPaintMs.p90} / ${r.keystrokeToPaintMs.max}`,
      ),
      row(
        'keystroke → results, median/p90/max (ms)',
        (r) => `${r.keystrokeToResultsMs.median} / ${r.keystrokeToResultsMs.p90} / ${r.keystrokeToResultsMs.max}`,
      ),
      row('site-search index + fragments (KB, compressed)', (r) => r.indexKB),
      row('site-search folder in all (KB)', (r) => r.pagefindKB),
      row('site-search requests before opening', (r) => r.siteSearchFetchedBeforeOpening),
      row('site search: opening fetches (KB gzip)', (r) => r.siteSearchOpenKB),
      row('site search: "visa" then fetches (KB)', (r) => r.siteSearchQueryKB),
      row('site search: last key → results (s)', (r) => r.siteSearchSeconds),
    ].map(([name, ...values]) => [name, Object.fromEntries(results.map((r, i) => [r.label, values[i]]))]),
  ),
);
console.log(`Explorer at ${large.posts} posts: ${large.explorerStatus}; site search: ${large.siteSearchStatus}`);

const targets = [
  [
    `/blogs HTML at ${large.posts} posts ≤ 60 KB raw`,
    large.blogsHtmlKB <= 60,
    `${large.blogsHtmlKB} KB (${small.blogsHtmlKB} KB at ${small.posts}); without its inline CSS ${large.blogsMarkupKB} KB (${small.blogsMarkupKB} KB)`,
  ],
  ['search data fetched on first use ≤ 50 KB gzip', large.searchDataGzipKB <= 50, `${large.searchDataGzipKB} KB`],
  ['no search data with the page', large.searchDataWithPage === 0, `${large.searchDataWithPage} requests`],
  [
    'keystroke → results ≤ 50 ms (9 keystrokes in 10)',
    large.keystrokeToResultsMs.p90 <= 50,
    `median ${large.keystrokeToResultsMs.median} ms, p90 ${large.keystrokeToResultsMs.p90} ms, max ${large.keystrokeToResultsMs.max} ms`,
  ],
  [
    'build from cold ≤ 150 s',
    large.buildColdSeconds <= 150,
    `${large.buildColdSeconds} s (CPU ${large.buildColdCpu} s, load ${large.buildColdLoad} on ${cpus().length} cores)`,
  ],
  [
    'rebuild, unchanged posts ≤ 45 s',
    large.buildWarmSeconds <= 45,
    `${large.buildWarmSeconds} s (CPU ${large.buildWarmCpu} s, load ${large.buildWarmLoad})`,
  ],
  [
    'nothing of the site search before opening it',
    large.siteSearchFetchedBeforeOpening === 0,
    `${large.siteSearchFetchedBeforeOpening} requests`,
  ],
];
for (const [name, met, value] of targets) console.log(`${met ? '✓' : '✗'} ${name}: ${value}`);
const perPost = ((large.buildColdSeconds - small.buildColdSeconds) / (large.posts - small.posts)) * 1000;
console.log(
  `An extra post costs ${perPost.toFixed(0)} ms of build with an empty cache (page + share image), ` +
    `${(((large.buildWarmSeconds - small.buildWarmSeconds) / (large.posts - small.posts)) * 1000).toFixed(0)} ms when unchanged.`,
);
