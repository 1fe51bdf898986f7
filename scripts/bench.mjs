// Lighthouse benchmark (a script, not a test): `npm run bench` after `npm run build`.
// Runs Lighthouse 3 times on one page of each type against the built site served by `astro preview`
// (mobile form factor, Lighthouse's default simulated throttling, Debian's Chromium) and prints the
// median scores and LCP / TBT / CLS as a Markdown table for docs/performance.md.
// Env: BENCH_PORT (default 4321), BENCH_RUNS (default 3), CHROMIUM_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const port = Number(process.env.BENCH_PORT ?? 4321);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const origin = `http://127.0.0.1:${port}`;
const dist = join(process.cwd(), 'dist');
if (!existsSync(dist)) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const isNoindex = (file) => /<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8'));
const firstHtml = (dir, accept) =>
  existsSync(join(dist, dir))
    ? readdirSync(join(dist, dir))
        .filter((f) => f.endsWith('.html') && accept(join(dist, dir, f)))
        .map((f) => `/${dir}/${f.replace(/\.html$/, '')}`)[0]
    : undefined;

// One page per type; the blog post and coming-soon page are found in dist/, not hard-coded.
const comingSoon = readdirSync(dist)
  .filter((f) => f.endsWith('.html') && f !== '404.html' && isNoindex(join(dist, f)))
  .map((f) => `/${f.replace(/\.html$/, '')}`)[0];
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
  ['Coming soon', comingSoon],
  ['Legal', '/privacy-policy'],
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
  for (let i = 0; i < 60 && !(await up()); i++) await new Promise((r) => setTimeout(r, 500));
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
const rows = [];
try {
  for (const [type, path] of pageTypes) {
    if (!path) {
      rows.push({ type, path: '(none in dist/: skipped)' });
      continue;
    }
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
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
      process.stderr.write('.');
    }
    const m = (k) => median(samples.map((s) => s[k]));
    rows.push({ type, path, perf: m('perf'), a11y: m('a11y'), bp: m('bp'), seo: m('seo'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls') });
  }
} finally {
  chrome.kill();
  if (server) process.kill(-server.pid);
}

process.stderr.write('\n');
console.log(`Lighthouse ${runs}× per page, median, mobile, simulated throttling — ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| Page type | Path | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  if (r.perf === undefined) console.log(`| ${r.type} | ${r.path} | – | – | – | – | – | – | – |`);
  else console.log(`| ${r.type} | ${r.path} | ${Math.round(r.perf)} | ${Math.round(r.a11y)} | ${Math.round(r.bp)} | ${Math.round(r.seo)} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`);
}
