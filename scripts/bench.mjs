// Lighthouse benchmark (a script, not a test): `npm run bench` after `npm run build`.
// Runs Lighthouse BENCH_RUNS times (default 3) on one page of each type against the built site served
// by `astro preview` (mobile form factor, Lighthouse's default simulated slow 4G and 4x CPU, Debian's
// Chromium) and prints, per page type, the median LCP and four scores and the JS / CSS / HTML gzip
// bytes the page costs before interaction, each against its budget with PASS or FAIL, as a Markdown
// table for docs/performance.md. Byte budgets come from tests/budgets.json (the test suite's own).
// Env: BENCH_PORT (default 4321), BENCH_RUNS (default 3), CHROMIUM_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { pageWeight } from './lib/page-weight.mjs';
import { isComingSoonPath } from '../src/config/comingSoon.ts';

const port = Number(process.env.BENCH_PORT ?? 4321);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const origin = `http://127.0.0.1:${port}`;
const dist = join(process.cwd(), 'dist');
if (!existsSync(dist)) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

/** The targets: LCP and scores from the performance brief, bytes from the test suite's budgets. */
const budgets = JSON.parse(readFileSync(join(process.cwd(), 'tests/budgets.json'), 'utf8'));
const target = { lcpSeconds: 1.0, score: 100 };

const isNoindex = (file) => /<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8'));
const firstHtml = (dir, accept) =>
  existsSync(join(dist, dir))
    ? readdirSync(join(dist, dir))
        .filter((f) => f.endsWith('.html') && accept(join(dist, dir, f)))
        .map((f) => `/${dir}/${f.replace(/\.html$/, '')}`)[0]
    : undefined;
const fileOf = (path) => join(dist, path === '/' ? 'index.html' : `${path}.html`);

// One page per type; the blog post and coming-soon page are found in dist/, not hard-coded.
const comingSoon = readdirSync(dist)
  .map((f) => `/${f.replace(/\.html$/, '')}`)
  .find((path) => isComingSoonPath(path) && existsSync(fileOf(path)));
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
];

async function up() {
  try {
    return (await fetch(origin)).ok;
  } catch {
    return false;
  }
}

let server;
if (!(await up())) {
  server = spawn('npm', ['run', '-s', 'astro', '--', 'preview', '--host', '127.0.0.1', '--port', String(port)], { stdio: 'ignore', detached: true });
  for (let i = 0; i < 120 && !(await up()); i++) await new Promise((r) => setTimeout(r, 500));
  if (!(await up())) throw new Error(`astro preview did not start on ${origin}`);
}

// The same flags as playwright.config.ts, plus the new headless mode.
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const loadBefore = loadavg();
const started = new Date();
const rows = [];
try {
  for (const [type, path] of pageTypes) {
    if (!path) {
      rows.push({ type, path: '(none in dist/: skipped)' });
      continue;
    }
    const samples = [];
    let requests = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Every run is a first visit. Lighthouse empties the HTTP cache but by default keeps localStorage,
        // where the first page notes that it fetched Inter: later runs would then ask for the font at once
        // while it is no longer cached, a state no real first or second visit is in.
        clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
      });
      const { categories: c, audits: a } = result.lhr;
      samples.push({
        perf: c.performance.score * 100,
        a11y: c.accessibility.score * 100,
        bp: c['best-practices'].score * 100,
        seo: c.seo.score * 100,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
      });
      // Lighthouse loads the page and waits; it never scrolls, points or types: "before interaction".
      requests = (a['network-requests'].details?.items ?? []).filter((r) => r.url.startsWith(origin));
      process.stderr.write('.');
    }
    const m = (k) => median(samples.map((s) => s[k]));
    const file = fileOf(path);
    rows.push({ type, path, noindex: isNoindex(file), ...pageWeight(dist, file, requests), perf: m('perf'), a11y: m('a11y'), bp: m('bp'), seo: m('seo'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls') });
  }
} finally {
  chrome.kill();
  if (server) process.kill(-server.pid);
}
const loadAfter = loadavg();

const mark = (ok, text) => `${text} ${ok ? 'PASS' : '**FAIL**'}`;
const kb = (bytes) => (bytes / 1024).toFixed(1);
process.stderr.write('\n');
const load = (l) => l.map((x) => x.toFixed(2)).join(' ');
console.log(`Lighthouse ${runs}× per page, median; mobile, simulated slow 4G and 4× CPU; ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
console.log(`Load average (1, 5, 15 min): ${load(loadBefore)} before, ${load(loadAfter)} after, on ${(await import('node:os')).cpus().length} cores.\n`);
console.log(`Targets: LCP ≤ ${target.lcpSeconds.toFixed(1)} s; every score ${target.score} (SEO exempt on noindex pages); JS before interaction ≤ ${budgets.chatOnly.jsKb} KB gzip on pages with no island of their own (only the chat button and search dialog, which wait for the visitor; ≤ ${budgets.default.jsKb} KB elsewhere); CSS ≤ ${budgets.default.cssKb} KB; HTML ≤ ${budgets.default.htmlKb} KB.\n`);
console.log('| Page type | Path | LCP | Performance | Accessibility | Best Practices | SEO | JS (KB) | CSS (KB) | HTML (KB) | TBT | CLS |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
let failures = 0;
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
console.log(`\n${failures === 0 ? 'Every target met.' : `${failures} cell(s) miss their target.`}`);
