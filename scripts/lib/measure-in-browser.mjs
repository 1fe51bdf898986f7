// Browser measurements shared by the content and explorer benchmarks, run in Debian's Chromium against a
// served build: the blog explorer's first-use data and keystroke latency, and what a site search fetches.
import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dueIslandsHydrated } from '../../support/islands.ts';
import { chromiumFlags, chromiumPath } from '../../support/chromium.mjs';

/** Debian's Chromium; `options` add to Playwright's launch options (`env`: the fonts it finds, support/fonts.mjs). */
export const launchChromium = (options = {}) =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumFlags,
    ...options,
  });

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    samples: times.map((t) => Math.round(t)),
    median: Number(at(0.5).toFixed(1)),
    p90: Number(at(0.9).toFixed(1)),
    max: Number((sorted.at(-1) ?? 0).toFixed(1)),
    count: sorted.length,
  };
};

/**
 * Opens /blogs, checks the search data is not fetched with the page, focuses the search box (which
 * fetches it) and types `text` one key at a time: for each keystroke, the time from its input event
 * to the next paint, and for those that changed the results, to the paint that showed them.
 */
export async function measureExplorer(browser, base, text = 'guide 1') {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const dataRequests = [];
  page.on('request', (request) => /\/blogs\/posts-[^/]+\.json$/.test(new URL(request.url()).pathname) && dataRequests.push(request.url()));
  await page.goto(`${base}/blogs`);
  // The site-wide chat button and search dialog wait for the visitor; the explorer hydrates on idle.
  await dueIslandsHydrated(page, 30_000);
  const fetchedWithPage = dataRequests.length;
  const box = page.getByLabel('Search articles');
  const dataResponse = page.waitForResponse((response) => /\/blogs\/posts-[^/]+\.json$/.test(new URL(response.url()).pathname));
  await box.focus();
  const data = await (await dataResponse).body();
  await page
    .getByRole('status')
    .filter({ hasText: /articles in/ })
    .waitFor();

  await page.evaluate(() => {
    window.__echo = [];
    window.__results = [];
    let lastInput = 0;
    const afterNextPaint = (done) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = done;
        channel.port2.postMessage(null);
      });
    document.addEventListener(
      'input',
      (event) => {
        const start = (lastInput = event.timeStamp);
        afterNextPaint(() => window.__echo.push(performance.now() - start));
      },
      true,
    );
    const status = [...document.querySelectorAll('[role="status"]')].find((el) => /article/.test(el.textContent ?? ''));
    new MutationObserver(() => {
      const start = lastInput;
      afterNextPaint(() => window.__results.push(performance.now() - start));
    }).observe(status, { childList: true, characterData: true, subtree: true });
  });
  await box.pressSequentially(text, { delay: 150 });
  await page
    .getByRole('status')
    .filter({ hasText: `matching “${text}”` })
    .waitFor();
  await page.waitForTimeout(400);
  const status = await page.getByRole('status').filter({ hasText: 'matching' }).textContent();
  const { echo, results } = await page.evaluate(() => ({ echo: window.__echo, results: window.__results }));
  await page.close();
  return {
    fetchedWithPage,
    dataBytes: data.length,
    dataGzipBytes: gzipSync(data).length,
    status,
    keystrokeToPaint: stats(echo),
    keystrokeToResults: stats(results),
  };
}

/** Bytes of the files behind some URL paths of a build: as stored, and gzipped where a host would compress. */
async function filesBytes(dist, paths) {
  let stored = 0;
  let served = 0;
  for (const path of new Set(paths)) {
    const body = await readFile(join(dist, decodeURIComponent(path)));
    stored += body.length;
    // Pagefind's index, fragments and WebAssembly are compressed already; its JS and JSON are not.
    served += /\.(js|json)$/.test(path) ? gzipSync(body).length : body.length;
  }
  return { stored, served };
}

/**
 * Opens a page, checks nothing of the search is fetched before the visitor opens it, opens the
 * header's search with "/" and searches for `term`: what opening fetches, what the search then
 * fetches (bytes of the files behind the requests, gzipped where a host would compress them) and the
 * time from the last keystroke to the results.
 */
export async function measureSiteSearch(browser, base, dist, term) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const requested = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/pagefind/')) requested.push(pathname);
  });
  await page.goto(`${base}/`);
  await page.waitForLoadState('networkidle');
  const beforeOpening = requested.length;
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.waitFor();
  await page.waitForLoadState('networkidle');
  const onOpen = requested.slice();
  await page.keyboard.type(term, { delay: 100 });
  const started = Date.now();
  await dialog
    .getByRole('status')
    .filter({ hasText: new RegExp(`results? for “${term}”`) })
    .waitFor();
  const seconds = (Date.now() - started) / 1000;
  await page.waitForLoadState('networkidle');
  const status = await dialog.getByRole('status').textContent();
  const forQuery = requested.slice(onOpen.length);
  await page.close();
  return { beforeOpening, onOpen: await filesBytes(dist, onOpen), forQuery: await filesBytes(dist, forQuery), status, seconds };
}
