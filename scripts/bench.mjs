// Lighthouse benchmark (a script, not a test): `npm run bench` after `npm run build`.
// Runs Lighthouse BENCH_RUNS times (default 3) on one page of each type, mobile, in two throttling
// modes, against the built site served as a host serves it (its brotli/gzip copies), in Debian's Chromium:
// - applied: Lighthouse's `devtools` throttling, where Chromium itself slows the network (slow 4G:
//   562.5 ms per request, 1.47 Mbps) and the CPU (4×) and LCP is what it observes. The yardstick is a
//   minimal page (one headline and a paragraph, no CSS), written by this script to a temporary folder
//   served beside the build (never in dist/) and measured in the same run: each page type's LCP is
//   printed as a ratio to that floor, against ≤ 1.3×.
// - simulated: Lighthouse's default (Lantern's estimate of slow 4G from an unthrottled load), with
//   the four scores and the JS / CSS / HTML gzip bytes before interaction against tests/budgets.json,
//   and LCP against ≤ 1.0 s.
// Prints a Markdown table per mode for docs/performance.md, each figure marked PASS or FAIL.
// Env: BENCH_PORT (default 4321), BENCH_RUNS (default 3), BENCH_MODES (default "applied,simulated"),
// BENCH_DIST (the build to measure, default dist; e.g. a second build to compare), BENCH_PAGES (a
// comma-separated subset of page types, e.g. "Blogs,Blog post"), CHROMIUM_PATH (default /usr/bin/chromium).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { pageWeight } from './lib/page-weight.mjs';
import { isComingSoonPath } from '../src/config/comingSoon.ts';
import { serveFolder } from '../tests/e2e/static-server.ts';

const port = Number(process.env.BENCH_PORT ?? 4321);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const modes = (process.env.BENCH_MODES ?? 'applied,simulated').split(',').map((m) => m.trim());
const dist = resolve(process.env.BENCH_DIST ?? 'dist');
if (!existsSync(dist)) {
  console.error(`${dist} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
for (const mode of modes) if (!['applied', 'simulated'].includes(mode)) throw new Error(`BENCH_MODES: unknown mode ${mode}`);

/** The targets: LCP (simulated) and scores from docs/performance.md, the floor ratio (applied), bytes from the test suite's budgets. */
const budgets = JSON.parse(readFileSync(join(process.cwd(), 'tests/budgets.json'), 'utf8'));
const target = { lcpSeconds: 1.0, score: 100, floorRatio: 1.3 };

const isNoindex = (file) => /<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8'));
const firstHtml = (dir, accept) =>
  existsSync(join(dist, dir))
    ? readdirSync(join(dist, dir))
        .filter((f) => f.endsWith('.html') && accept(join(dist, dir, f)))
        .map((f) => `/${dir}/${f.replace(/\.html$/, '')}`)[0]
    : undefined;
const fileOf = (path) => join(dist, path === '/' ? 'index.html' : `${path}.html`);

// The floor: what any page costs on this network and CPU before it has anything of its own.
const floorDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
const floorPath = '/bench-floor';
writeFileSync(
  join(floorDir, `${floorPath.slice(1)}.html`),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Floor</title></head><body><h1>Study abroad with us</h1>' +
    '<p>A headline and a paragraph, with nothing else to fetch or run: the fastest any page can paint on this network and CPU.</p></body></html>',
);
if (existsSync(fileOf(floorPath))) throw new Error(`${floorPath} exists in ${dist}: the floor page must not shadow a real page`);

// One page per type; the blog post and coming-soon page are found in dist/, not hard-coded.
const comingSoon = readdirSync(dist)
  .map((f) => `/${f.replace(/\.html$/, '')}`)
  .find((path) => isComingSoonPath(path) && existsSync(fileOf(path)));
const only = process.env.BENCH_PAGES?.split(',').map((t) => t.trim());
const pageTypes = [
  ['Home', '/'],
  ['About', '/about'],
  ['Destination', '/destinations/usa'],
  ['Service', '/services/consultation'],
  ['Universities', '/universities'],
  ['Blogs', '/blogs'],
  ['Blog post', firstHtml('blog', (f) => !isNoindex(f))],
  ['Community', '/community'],
  ['Contact', '/contact'],
  ['Legal', '/privacy-policy'],
  ['Coming soon', comingSoon],
  ['Cost planner', '/cost-planner'],
].filter(([type]) => !only || only.includes(type));

const site = await serveFolder([dist, floorDir], port);
const origin = site.url;

// The same flags as playwright.config.ts, plus the new headless mode.
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** One Lighthouse run of `path` in `mode`. */
async function measure(path, mode) {
  const result = await lighthouse(`${origin}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod: mode === 'applied' ? 'devtools' : 'simulate',
    onlyCategories: mode === 'applied' ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
    // Every run is a first visit. Lighthouse empties the HTTP cache but by default keeps localStorage,
    // where the first page notes that it fetched Inter: later runs would then ask for the font at once
    // while it is no longer cached, a state no real first or second visit is in.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
  });
  const { categories: c, audits: a } = result.lhr;
  return {
    sample: {
      perf: c.performance.score * 100,
      a11y: (c.accessibility?.score ?? 0) * 100,
      bp: (c['best-practices']?.score ?? 0) * 100,
      seo: (c.seo?.score ?? 0) * 100,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
    },
    // Lighthouse loads the page and waits; it never scrolls, points or types: "before interaction".
    requests: (a['network-requests'].details?.items ?? []).filter((r) => r.url.startsWith(origin)),
  };
}

const loadBefore = loadavg();
const started = new Date();
const results = Object.fromEntries(modes.map((mode) => [mode, { floor: [], rows: [] }]));
try {
  for (const mode of modes) {
    const samples = new Map(pageTypes.map(([type]) => [type, []]));
    const requests = new Map();
    // Round by round over the page types, with the floor measured after each one, so a change in
    // the machine's load reaches the pages and their floor alike.
    for (let i = 0; i < runs; i++) {
      for (const [type, path] of pageTypes) {
        if (!path) continue;
        const run = await measure(path, mode);
        samples.get(type).push(run.sample);
        requests.set(type, run.requests);
        if (mode === 'applied') results[mode].floor.push((await measure(floorPath, mode)).sample.lcp);
        process.stderr.write('.');
      }
    }
    for (const [type, path] of pageTypes) {
      if (!path) {
        results[mode].rows.push({ type, path: '(none in dist/: skipped)' });
        continue;
      }
      const m = (k) => median(samples.get(type).map((s) => s[k]));
      const file = fileOf(path);
      results[mode].rows.push({ type, path, noindex: isNoindex(file), ...pageWeight(dist, file, requests.get(type)), perf: m('perf'), a11y: m('a11y'), bp: m('bp'), seo: m('seo'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls') });
    }
  }
} finally {
  chrome.kill();
  await site.close();
  rmSync(floorDir, { recursive: true, force: true });
}
const loadAfter = loadavg();

const mark = (ok, text) => `${text} ${ok ? 'PASS' : '**FAIL**'}`;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const load = (l) => l.map((x) => x.toFixed(2)).join(' ');
process.stderr.write('\n');
console.log(`Lighthouse ${runs}× per page, median; mobile; ${dist === resolve('dist') ? 'dist/' : dist}; ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
console.log(`Load average (1, 5, 15 min): ${load(loadBefore)} before, ${load(loadAfter)} after, on ${cpus().length} cores.`);
let failures = 0;

if (results.applied) {
  const { floor, rows } = results.applied;
  const floorLcp = median(floor);
  console.log(`\n### Applied throttling (devtools: slow 4G, 562.5 ms per request, 1.47 Mbps, 4× CPU)\n`);
  console.log(`Floor (${floorPath}: a headline and a paragraph, no CSS): LCP ${(floorLcp / 1000).toFixed(2)} s, median of ${floor.length} runs taken between the pages' (${(Math.min(...floor) / 1000).toFixed(2)}-${(Math.max(...floor) / 1000).toFixed(2)} s). Target: every page type ≤ ${target.floorRatio}× the floor.\n`);
  console.log('| Page type | Path | LCP | × floor | Performance | TBT | CLS |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    if (r.lcp === undefined) {
      console.log(`| ${r.type} | ${r.path} | – | – | – | – | – |`);
      continue;
    }
    const ratio = r.lcp / floorLcp;
    failures += ratio <= target.floorRatio ? 0 : 1;
    console.log(`| ${r.type} | ${r.path} | ${(r.lcp / 1000).toFixed(2)} s | ${mark(ratio <= target.floorRatio, `${ratio.toFixed(2)}×`)} | ${Math.round(r.perf)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`);
  }
}

if (results.simulated) {
  const { rows } = results.simulated;
  console.log(`\n### Simulated throttling (Lighthouse's default: slow 4G, 150 ms RTT, 1.6 Mbps, 4× CPU)\n`);
  console.log(`Targets: LCP ≤ ${target.lcpSeconds.toFixed(1)} s; every score ${target.score} (SEO exempt on noindex pages); JS before interaction ≤ ${budgets.chatOnly.jsKb} KB gzip on pages with no island of their own (only the chat button and search dialog, which wait for the visitor; ≤ ${budgets.default.jsKb} KB elsewhere); CSS ≤ ${budgets.default.cssKb} KB; HTML ≤ ${budgets.default.htmlKb} KB.\n`);
  console.log('| Page type | Path | LCP | Performance | Accessibility | Best Practices | SEO | JS (KB) | CSS (KB) | HTML (KB) | TBT | CLS |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    if (r.perf === undefined) {
      console.log(`| ${r.type} | ${r.path} | – | – | – | – | – | – | – | – | – | – |`);
      continue;
    }
    const budget = { ...budgets.default, ...(r.islands === 0 ? budgets.chatOnly : {}), ...(budgets.pages[r.path] ?? {}) };
    const cells = [
      [r.lcp / 1000 <= target.lcpSeconds, `${(r.lcp / 1000).toFixed(2)} s`],
      [r.perf >= target.score, Math.round(r.perf)],
      [r.a11y >= target.score, Math.round(r.a11y)],
      [r.bp >= target.score, Math.round(r.bp)],
      [r.noindex || r.seo >= target.score, `${Math.round(r.seo)}${r.noindex ? ' (noindex)' : ''}`],
      [r.js <= budget.jsKb * 1024, `${kb(r.js)} / ${budget.jsKb}`],
      [r.css <= budget.cssKb * 1024, `${kb(r.css)} / ${budget.cssKb}`],
      [r.html <= budget.htmlKb * 1024, `${kb(r.html)} / ${budget.htmlKb}`],
    ];
    failures += cells.filter(([ok]) => !ok).length;
    console.log(`| ${r.type} | ${r.path} | ${cells.map(([ok, text]) => mark(ok, text)).join(' | ')} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`);
  }
}
console.log(`\n${failures === 0 ? 'Every target met.' : `${failures} cell(s) miss their target.`}`);
