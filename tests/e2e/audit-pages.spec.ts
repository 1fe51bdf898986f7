import { languageCodes } from '../../src/config/languages';
import { languageOfPath, pathInLanguage } from '../../src/lib/i18n/languagePaths';
import axe from 'axe-core';
import { gzipSync } from 'node:zlib';
import { devices, expect, test, type Page, type Response } from '@playwright/test';
import {
  animationsDone,
  budgetFor,
  hurryAnimations,
  isThirdParty,
  missingPath,
  pageTypes,
  quiet,
  scrollThrough,
  settle,
  stubThirdParties,
  typeLabel,
  type SitePage,
} from './audit-support';
import { waitingIslands } from '../../src/config/islands';
import { axeViolations } from './axe';

/**
 * The browser audits, on one page of each page type in each language (the richest: pageTypes() in
 * audit-support.ts), at each width: a page type shares its markup, styles and scripts among its
 * pages, and what depends on a page's own content is checked on every page without a browser
 * (built-pages.spec.ts). The page is loaded once per kind of screen and every check runs on that visit.
 * - Without JavaScript: it shows its heading, its content and a way to reach the consultancy.
 * - In the browser, loaded at 1280 px and then narrowed to 768, and loaded at 412 px (a phone, Pixel
 *   7) and then narrowed to 320: no console error, failed request or CSP violation on any visit; no
 *   horizontal overflow at any width; zero axe-core violations under every rule (WCAG A/AA/AAA, best
 *   practices and the experimental rules) at the phone and the desktop width; and, at the desktop
 *   width, the JavaScript it runs before interaction and its requests within tests/budgets.json (its
 *   HTML, CSS and images are held to theirs on every page, in built-pages.spec.ts), with no
 *   render-blocking request to another origin.
 */

const everyRule = axe.getRules().map((rule) => rule.ruleId);
const phone = devices['Pixel 7'].viewport;
/**
 * One tab with JavaScript off per worker, which goes from page to page: a tab for each page cost a
 * third of these visits' CPU, and a page without scripts leaves nothing behind for the next.
 */
const audit = test.extend<object, { noScript: Page }>({
  noScript: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const type of pageTypes()) {
  audit(`${typeLabel(type)}: every audit, one visit per width`, async ({ browser, noScript, baseURL }) => {
    // Every axe rule, contrast included, takes a while on a long page; the machines are shared.
    test.setTimeout(120_000);
    const problems: string[] = [];

    problems.push(...(await withoutJavaScript(noScript, type.page)));

    const context = await browser.newContext({ baseURL });
    try {
      problems.push(...(await inTheBrowser(await context.newPage(), type.page, baseURL!)));
    } finally {
      // A close that fails (the test timed out and its pages are gone) must not hide the error of
      // the step that was running, whose line says where the visit stopped.
      await context.close().catch(() => undefined);
    }
    expect(problems, `${typeLabel(type)}:\n${problems.join('\n')}`).toEqual([]);
  });
}

/** The status a visit answers with: the site's own 404 page for a missing address, 200 for any page visited by its path. */
const expectedStatus = (sitePage: SitePage) => (sitePage.path === missingPath ? 404 : 200);

/** The visit with JavaScript off: what every visitor gets. */
async function withoutJavaScript(page: Page, sitePage: SitePage): Promise<string[]> {
  const problems: string[] = [];
  const response = await page.goto(sitePage.path);
  if (response?.status() !== expectedStatus(sitePage)) problems.push(`no JavaScript: status ${response?.status()}`);

  const h1 = page.getByRole('heading', { level: 1 });
  if ((await h1.count()) !== 1 || !(await h1.isVisible())) problems.push('no JavaScript: no visible h1');
  const reach =
    sitePage.kind === 'coming-soon'
      ? `a[href="${pathInLanguage('/contact', languageOfPath(sitePage.path, languageCodes), languageCodes)}"]`
      : 'a[href^="tel:"], a[href^="mailto:"]';
  if ((await page.locator(reach).filter({ visible: true }).count()) === 0) problems.push('no JavaScript: no visible way to contact us');
  const text = (await page.locator('main').innerText()).trim();
  // Coming-soon and 404 pages are short by design; every other page has real content.
  const least = sitePage.kind === 'page' ? 300 : 100;
  if (text.length < least) problems.push(`no JavaScript: main content shows only ${text.length} characters`);
  return problems;
}

/** The visits with JavaScript, one per width, every browser check on each. */
async function inTheBrowser(page: Page, sitePage: SitePage, baseURL: string): Promise<string[]> {
  const problems: string[] = [];
  let width = 0;
  const at = (problem: string) => problems.push(`at ${width} px: ${problem}`);
  const notFound = expectedStatus(sitePage) === 404;

  await hurryAnimations(page);
  await stubThirdParties(page, baseURL);
  // CSP violations are recorded in the page before any of its own scripts run.
  await page.addInitScript(() => {
    const w = window as Window & { __cspViolations?: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations!.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}${e.sample ? ` (${e.sample.slice(0, 60)})` : ''}`,
      );
    });
  });
  page.on('console', (msg) => {
    // The 404 page's own 404 status is logged by Chromium as a failed resource: that one is expected.
    const own404 = notFound && msg.location().url === page.url() && /status of 404/.test(msg.text());
    if (msg.type() === 'error' && !own404) at(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => at(`uncaught exception: ${err.message}`));
  page.on('requestfailed', (req) => {
    // A request the browser itself cancelled (a lazy image no longer wanted once the width changed)
    // is not the site failing; a broken one answers with a status, checked below.
    const cancelled = req.failure()?.errorText === 'net::ERR_ABORTED';
    if (!cancelled && !isThirdParty(req.url(), baseURL)) at(`request failed: ${req.url()} (${req.failure()?.errorText})`);
  });
  page.on('response', (res) => {
    const expected404 = notFound && res.request().isNavigationRequest();
    if (res.status() >= 400 && !expected404 && !isThirdParty(res.url(), baseURL)) at(`${res.status()} for ${res.url()}`);
  });

  const visit = async (viewport: { width: number; height: number }) => {
    // The last visit's requests end before the next begins: a request our own navigation cut off
    // would fail, and one that fails later still counts against the visit that made it.
    if (width) await quiet(page);
    width = viewport.width;
    await page.setViewportSize(viewport);
    const response = await page.goto(sitePage.path);
    if (response?.status() !== expectedStatus(sitePage)) at(`status ${response?.status()}`);
  };
  // The tablet and the smallest phone widths narrow the loaded page, as a resized window or a turned
  // phone does: the layout there is the stylesheet's, as on a page loaded at that width, and the
  // islands follow the change through their media queries. A load per width cost a sixth of the audit.
  const narrow = async (viewport: { width: number; height: number }) => {
    width = viewport.width;
    await page.setViewportSize(viewport);
    await animationsDone(page);
  };
  const cspViolations = async () => {
    for (const v of await page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? []))
      at(`CSP violation: ${v}`);
  };
  const overflow = async () => {
    const found = await page.evaluate(() => {
      const doc = document.documentElement;
      if (doc.scrollWidth <= doc.clientWidth) return null;
      // Name the widest offenders so the failure says where to look.
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1)
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 3).join('.')}`);
      return `scrollWidth ${doc.scrollWidth} > ${doc.clientWidth} (${culprits.join(', ')})`;
    });
    if (found) at(`horizontal overflow: ${found}`);
  };
  const accessibility = async () => {
    // Scrolled through first, so lazy content and client:visible islands are in their final state.
    await page.evaluate(() => window.scrollTo(0, 0));
    await animationsDone(page);
    for (const violation of await axeViolations(page, (axe) => axe.withRules(everyRule))) at(violation);
  };

  // Desktop: the page's weight before interaction and in all, then the rest once it is scrolled through.
  const weight = countWeight(page, baseURL);
  await visit({ width: 1280, height: 800 });
  await weight.check(sitePage, at);
  await cspViolations();
  await accessibility();
  await overflow();

  await narrow({ width: 768, height: 800 });
  await overflow();

  await visit(phone);
  await scrollThrough(page);
  await cspViolations();
  await accessibility();
  await overflow();

  await narrow({ width: 320, height: 800 });
  await overflow();
  await quiet(page);
  await cspViolations();
  return problems;
}

/**
 * Counts what the page fetches from the next visit on: call before the visit. `check` then holds
 * the JavaScript it runs before interaction (loaded and idle, nothing scrolled, pointed at or
 * focused; inline <script> counts, a page pays for it either way) and its requests over the whole
 * visit, scrolled to the bottom (it scrolls through), to tests/budgets.json, and finds any
 * render-blocking request to another origin. Both follow the page's type: its islands and scripts.
 * The bytes that follow its content (HTML, CSS, images) are held to their budgets on every page,
 * without a browser (built-pages.spec.ts); they are noted here beside the others.
 */
function countWeight(page: Page, baseURL: string) {
  const responses: Promise<void>[] = [];
  const fetched = { js: 0, css: 0, html: 0, image: 0, requests: 0 };
  const measure = async (res: Response) => {
    const type = res.request().resourceType();
    // Redirects carry no body; the 404 page's own document (status 404) still counts as HTML.
    if (isThirdParty(res.url(), baseURL) || (res.status() >= 300 && type !== 'document')) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    const gz = gzipSync(body).length;
    if (type === 'script') fetched.js += gz;
    else if (type === 'stylesheet') fetched.css += gz;
    else if (type === 'document') fetched.html += gz;
    else if (type === 'image') fetched.image += body.length;
  };
  const onRequest = () => (fetched.requests += 1);
  const onResponse = (res: Response) => void responses.push(measure(res));
  page.on('request', onRequest);
  page.on('response', onResponse);

  const check = async (sitePage: SitePage, problem: (text: string) => void) => {
    try {
      await settle(page, { hydrated: false });
      await Promise.all(responses);
      const inline = await page.evaluate(() => ({
        js: [...document.querySelectorAll('script:not([src])')]
          .filter((s) => !s.getAttribute('type') || /^(module|text\/javascript)$/.test(s.getAttribute('type')!))
          .map((s) => s.textContent ?? '')
          .join('\n'),
        css: [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'),
      }));
      const gzipped = (code: string) => (code ? gzipSync(code).length : 0);
      const before = { js: fetched.js + gzipped(inline.js), css: fetched.css + gzipped(inline.css), html: fetched.html };
      await scrollThrough(page);
      await Promise.all(responses);

      const ownIslands = (await page.locator('astro-island').count()) - (await page.locator(waitingIslands).count());
      const budget = budgetFor(sitePage.path, ownIslands === 0);
      const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
      if (kb(before.js) > budget.jsKb)
        problem(`JS before interaction (gzip) ${kb(before.js)} KB > budget ${budget.jsKb} KB (tests/budgets.json)`);
      if (fetched.requests > budget.requests) problem(`${fetched.requests} requests > budget ${budget.requests} (tests/budgets.json)`);
      test.info().annotations.push({
        type: 'page weight',
        description: `JS before interaction ${kb(before.js)} KB, JS in all ${kb(fetched.js + gzipped(inline.js))} KB, CSS ${kb(before.css)} KB, HTML ${kb(before.html)} KB, images ${kb(fetched.image)} KB, ${fetched.requests} requests, ${ownIslands} island(s) of its own`,
      });
    } finally {
      page.off('request', onRequest);
      page.off('response', onResponse);
    }

    const blocking = await page.evaluate((origin) => {
      const offOrigin = (url: string) => new URL(url, location.href).origin !== origin;
      const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')]
        .filter((l) => offOrigin(l.href) && (!l.media || l.media === 'all' || matchMedia(l.media).matches))
        .map((l) => l.href);
      const scripts = [...document.querySelectorAll<HTMLScriptElement>('head script[src]')]
        .filter((s) => offOrigin(s.src) && !s.async && !s.defer && s.type !== 'module')
        .map((s) => s.src);
      const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
        .filter((l) => l.href && offOrigin(l.href))
        .map((l) => l.href);
      return [...styles, ...scripts, ...preloads];
    }, new URL(baseURL).origin);
    for (const url of blocking) problem(`render-blocking request to another origin: ${url}`);
  };
  return { check };
}
