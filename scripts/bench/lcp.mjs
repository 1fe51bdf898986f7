// Lighthouse benchmark (a script, not a test): `npm run bench -- lcp` after `npm run build`.
// Runs Lighthouse BENCH_RUNS times (default 3) on one page of each type, mobile, in two throttling
// modes, against the built site served as a host serves it (its brotli/gzip copies), in Debian's Chromium:
// - applied: Lighthouse's `devtools` throttling, where Chromium itself slows the network (slow 4G:
//   562.5 ms per request, 1.47 Mbps) and the CPU (4×), and LCP is what it observes. The yardstick is a
//   minimal page (one headline and a paragraph, no CSS), written by this script to a temporary folder
//   served beside the build (never in dist/) and measured after each page in the same run: each page
//   type's LCP is printed as a ratio to that floor, against ≤ 1.3×.
// - simulated: Lighthouse's default (Lantern's estimate of slow 4G from an unthrottled load), with
//   the four scores and the JS / CSS / HTML gzip bytes before interaction against tests/budgets.json,
//   and LCP against ≤ 1.0 s.
// Prints a Markdown table per mode for docs/performance.md, each figure marked PASS or FAIL.
// Env: BENCH_PORT (default 4321), BENCH_RUNS (default 3), BENCH_MODES (default "applied,simulated"),
// BENCH_DIST (the build to measure, default dist; several, comma-separated, are measured page by page
// in the same rounds against the same floor, to compare two ways of building: the first is served on
// BENCH_PORT, the others on free ports), BENCH_PAGES (a comma-separated subset of page types, e.g.
// "Blogs,Blog post"), CHROMIUM_PATH (default /usr/bin/chromium).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { pageWeight } from '../lib/page-weight.mjs';
import { phoneFontEnv } from '../../support/fonts.mjs';
import { chromiumFlags, chromiumPath } from '../../support/chromium.mjs';
import { isComingSoonPath } from '../../src/config/comingSoon.ts';
import { serveFolder } from '../../support/static-server.ts';

const port = Number(process.env.BENCH_PORT ?? 4321);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const modes = (process.env.BENCH_MODES ?? 'applied,simulated').split(',').map((m) => m.trim());
const dists = (process.env.BENCH_DIST ?? 'dist').split(',').map((d) => resolve(d.trim()));
for (const dist of dists) {
  if (!existsSync(dist)) {
    console.error(`${dist} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
for (const mode of modes) if (!['applied', 'simulated'].includes(mode)) throw new Error(`BENCH_MODES: unknown mode ${mode}`);

/** The targets: LCP (simulated) and scores from docs/performance.md, the floor ratio (applied), bytes from the test suite's budgets. */
const budgets = JSON.parse(readFileSync(join(process.cwd(), 'tests/budgets.json'), 'utf8'));
const target = { lcpSeconds: 1.0, score: 100, floorRatio: 1.3 };

const isNoindex = (file) => /<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8'));
const fileOf = (dist, path) => join(dist, path === '/' ? 'index.html' : `${path}.html`);

// The floor: what any page costs on this network and CPU before it has anything of its own.
const floorDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
const floorPath = '/bench-floor';
writeFileSync(
  join(floorDir, `${floorPath.slice(1)}.html`),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Floor</title></head><body><h1>Study abroad with us</h1>' +
    '<p>A headline and a paragraph, with nothing else to fetch or run: the fastest any page can paint on this network and CPU.</p></body></html>',
);
for (const dist of dists)
  if (existsSync(fileOf(dist, floorPath))) throw new Error(`${floorPath} exists in ${dist}: the floor page must not shadow a real page`);

// One page per type; the blog post and coming-soon page are found in the (first) build, not hard-coded.
const [main] = dists;
const firstHtml = (dir, accept) =>
  existsSync(join(main, dir))
    ? readdirSync(join(main, dir))
        .filter((f) => f.endsWith('.html') && accept(join(main, dir, f)))
        .map((f) => `/${dir}/${f.replace(/\.html$/, '')}`)[0]
    : undefined;
const comingSoon = readdirSync(main)
  .map((f) => `/${f.replace(/\.html$/, '')}`)
  .find((path) => isComingSoonPath(path) && existsSync(fileOf(main, path)));
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
  ['Scholarships', '/scholarships'],
  ['Education loans', '/education-loans'],
  // The Hindi edition is held to the same targets: its home page, the blog, a post and the money pages.
  ['Hindi home', '/hi'],
  ['Hindi blogs', '/hi/blogs'],
  ['Hindi blog post', firstHtml('hi/blog', (f) => !isNoindex(f))],
  ['Hindi scholarships', '/hi/scholarships'],
  ['Hindi education loans', '/hi/education-loans'],
].filter(([type]) => !only || only.includes(type));

const sites = [];
for (const [i, dist] of dists.entries()) sites.push({ dist, ...(await serveFolder([dist, floorDir], i === 0 ? port : 0)) });
const floorOrigin = sites[0].url;

// The tests' flags plus the new headless mode; the fonts a phone has.
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  envVars: { ...process.env, ...phoneFontEnv() },
  chromeFlags: ['--headless=new', ...chromiumFlags],
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** One Lighthouse run of `url` in `mode`. */
async function measure(url, mode) {
  const result = await lighthouse(url, {
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
  const origin = new URL(url).origin;
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
// results[mode] = { floor: [lcp…], rows: Map(dist → rows) }
const results = Object.fromEntries(modes.map((mode) => [mode, { floor: [], rows: new Map(dists.map((d) => [d, []])) }]));
try {
  for (const mode of modes) {
    const samples = new Map();
    const requests = new Map();
    const key = (dist, type) => `${dist}\n${type}`;
    // Round by round over the page types (and the builds), with the floor measured after each page
    // type, so a change in the machine's load reaches the pages and their floor alike.
    for (let i = 0; i < runs; i++) {
      for (const [type, path] of pageTypes) {
        if (!path) continue;
        for (const site of sites) {
          if (!existsSync(fileOf(site.dist, path))) continue;
          const run = await measure(`${site.url}${path}`, mode);
          samples.set(key(site.dist, type), [...(samples.get(key(site.dist, type)) ?? []), run.sample]);
          requests.set(key(site.dist, type), run.requests);
          process.stderr.write('.');
        }
        if (mode === 'applied') results[mode].floor.push((await measure(`${floorOrigin}${floorPath}`, mode)).sample.lcp);
      }
    }
    for (const { dist } of sites) {
      for (const [type, path] of pageTypes) {
        const taken = samples.get(key(dist, type));
        if (!path || !taken) {
          results[mode].rows.get(dist).push({ type, path: path ? '(not in this build: skipped)' : '(none in dist/: skipped)' });
          continue;
        }
        const m = (k) => median(taken.map((s) => s[k]));
        const file = fileOf(dist, path);
        results[mode].rows.get(dist).push({
          type,
          path,
          noindex: isNoindex(file),
          ...pageWeight(dist, file, requests.get(key(dist, type))),
          perf: m('perf'),
          a11y: m('a11y'),
          bp: m('bp'),
          seo: m('seo'),
          lcp: m('lcp'),
          tbt: m('tbt'),
          cls: m('cls'),
        });
      }
    }
  }
} finally {
  chrome.kill();
  for (const site of sites) await site.close();
  rmSync(floorDir, { recursive: true, force: true });
}
const loadAfter = loadavg();

const mark = (ok, text) => `${text} ${ok ? 'PASS' : '**FAIL**'}`;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const load = (l) => l.map((x) => x.toFixed(2)).join(' ');
const named = (dist) => `${relative(process.cwd(), dist) || '.'}/`;
process.stderr.write('\n');
console.log(
  `Lighthouse ${runs}× per page, median; mobile; ${dists.map(named).join(' and ')}; ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
);
console.log(`Load average (1, 5, 15 min): ${load(loadBefore)} before, ${load(loadAfter)} after, on ${cpus().length} cores.`);
let failures = 0;

if (results.applied) {
  const { floor, rows } = results.applied;
  const floorLcp = median(floor);
  console.log(`\n### Applied throttling (devtools: slow 4G, 562.5 ms per request, 1.47 Mbps, 4× CPU)\n`);
  console.log(
    `Floor (${floorPath}: a headline and a paragraph, no CSS): LCP ${(floorLcp / 1000).toFixed(2)} s, median of ${floor.length} runs taken between the pages' (${(Math.min(...floor) / 1000).toFixed(2)}-${(Math.max(...floor) / 1000).toFixed(2)} s). Target: every page type ≤ ${target.floorRatio}× the floor.\n`,
  );
  console.log(`| Page type | Path | ${dists.map((d) => `LCP, ${named(d)} | × floor`).join(' | ')} | Performance | TBT | CLS |`);
  console.log(`|---|---|${dists.map(() => '---:|---:').join('|')}|---:|---:|---:|`);
  for (const [i, [type]] of pageTypes.entries()) {
    const all = dists.map((d) => rows.get(d)[i]);
    const first = all[0];
    if (first.lcp === undefined) {
      console.log(`| ${type} | ${first.path} | ${dists.map(() => '– | –').join(' | ')} | – | – | – |`);
      continue;
    }
    const cells = all.map((r) => {
      if (r.lcp === undefined) return '– | –';
      const ratio = r.lcp / floorLcp;
      if (r === first) failures += ratio <= target.floorRatio ? 0 : 1;
      return `${(r.lcp / 1000).toFixed(2)} s | ${mark(ratio <= target.floorRatio, `${ratio.toFixed(2)}×`)}`;
    });
    console.log(
      `| ${type} | ${first.path} | ${cells.join(' | ')} | ${Math.round(first.perf)} | ${Math.round(first.tbt)} ms | ${first.cls.toFixed(3)} |`,
    );
  }
}

if (results.simulated) {
  console.log(`\n### Simulated throttling (Lighthouse's default: slow 4G, 150 ms RTT, 1.6 Mbps, 4× CPU)\n`);
  console.log(
    `Targets: LCP ≤ ${target.lcpSeconds.toFixed(1)} s; every score ${target.score} (SEO exempt on noindex pages); JS before interaction ≤ ${budgets.chatOnly.jsKb} KB gzip on pages with no island of their own (only the chat button and search dialog, which wait for the visitor; ≤ ${budgets.default.jsKb} KB elsewhere); CSS ≤ ${budgets.default.cssKb} KB; HTML ≤ ${budgets.default.htmlKb} KB.`,
  );
  for (const [i, dist] of dists.entries()) {
    if (dists.length > 1) console.log(`\n${named(dist)}`);
    console.log(
      '\n| Page type | Path | LCP | Performance | Accessibility | Best Practices | SEO | JS (KB) | CSS (KB) | HTML (KB) | TBT | CLS |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of results.simulated.rows.get(dist)) {
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
      if (i === 0) failures += cells.filter(([ok]) => !ok).length;
      console.log(
        `| ${r.type} | ${r.path} | ${cells.map(([ok, text]) => mark(ok, text)).join(' | ')} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
      );
    }
  }
}
console.log(
  `\n${failures === 0 ? 'Every target met' : `${failures} cell(s) miss their target`}${dists.length > 1 ? ` (${named(main)}; the other builds are for comparison)` : ''}.`,
);
