import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Response } from '@playwright/test';
import { auditedPages, isThirdParty, label, perPageTimeout, scrollThrough, settle, stubThirdParties } from './audit-support';
import { waitingIslands } from '../../src/config/islands';

interface Budget {
  jsKb: number;
  cssKb: number;
  htmlKb: number;
  imageKb: number;
  requests: number;
}
const budgets = JSON.parse(readFileSync(join(process.cwd(), 'tests/budgets.json'), 'utf8')) as {
  default: Budget;
  chatOnly: Partial<Budget>;
  pages: Record<string, Partial<Budget>>;
};

test('no console error and no failed request on any page', async ({ page, baseURL }) => {
  const pages = auditedPages();
  test.setTimeout(perPageTimeout(pages.length));
  await stubThirdParties(page, baseURL!);
  let current = '';
  const problems: string[] = [];
  page.on('console', (msg) => {
    // The 404 page's own 404 status is logged by Chromium as a failed resource: that one is expected.
    const own404 = current.endsWith('(404 page)') && msg.location().url === page.url() && /status of 404/.test(msg.text());
    if (msg.type() === 'error' && !own404) problems.push(`${current}: console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`${current}: uncaught exception: ${err.message}`));
  page.on('requestfailed', (req) => {
    if (!isThirdParty(req.url(), baseURL!)) problems.push(`${current}: request failed: ${req.url()} (${req.failure()?.errorText})`);
  });
  page.on('response', (res) => {
    const expected404 = current.endsWith('(404 page)') && res.request().isNavigationRequest();
    if (res.status() >= 400 && !expected404 && !isThirdParty(res.url(), baseURL!)) {
      problems.push(`${current}: ${res.status()} for ${res.url()}`);
    }
  });
  for (const sitePage of pages) {
    current = label(sitePage);
    const response = await page.goto(sitePage.path);
    expect(response?.status(), `${current} status`).toBe(sitePage.kind === 'not-found' ? 404 : 200);
    await scrollThrough(page);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('no horizontal overflow at 320, 768 and 1280 px on any page', async ({ page, baseURL }) => {
  const pages = auditedPages();
  test.setTimeout(perPageTimeout(pages.length));
  await stubThirdParties(page, baseURL!);
  const problems: string[] = [];
  for (const sitePage of pages) {
    for (const width of [320, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(sitePage.path);
      const overflow = await page.evaluate(() => {
        const doc = document.documentElement;
        if (doc.scrollWidth <= doc.clientWidth) return null;
        // Name the widest offenders so the failure says where to look.
        const culprits = [...document.body.querySelectorAll('*')]
          .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1)
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 3).join('.')}`);
        return `scrollWidth ${doc.scrollWidth} > ${doc.clientWidth} (${culprits.join(', ')})`;
      });
      if (overflow) problems.push(`${label(sitePage)} at ${width}px: ${overflow}`);
    }
  }
  expect(problems, `Horizontal overflow:\n${problems.join('\n')}`).toEqual([]);
});

test('every page stays within its budgets and has no render-blocking request to another origin', async ({ page, baseURL }) => {
  const pages = auditedPages();
  test.setTimeout(perPageTimeout(pages.length));
  await stubThirdParties(page, baseURL!);
  const problems: string[] = [];
  const report: string[] = [];
  let responses: Promise<void>[] = [];
  let fetched = { js: 0, css: 0, html: 0, image: 0, requests: 0 };

  const measure = async (res: Response) => {
    const type = res.request().resourceType();
    // Redirects carry no body; the 404 page's own document (status 404) still counts as HTML.
    if (isThirdParty(res.url(), baseURL!) || (res.status() >= 300 && type !== 'document')) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    const gz = gzipSync(body).length;
    if (type === 'script') fetched.js += gz;
    else if (type === 'stylesheet') fetched.css += gz;
    else if (type === 'document') fetched.html += gz;
    else if (type === 'image') fetched.image += body.length;
  };
  page.on('request', () => (fetched.requests += 1));
  page.on('response', (res) => void responses.push(measure(res)));

  for (const sitePage of pages) {
    responses = [];
    fetched = { js: 0, css: 0, html: 0, image: 0, requests: 0 };
    // Before interaction: loaded and idle, nothing scrolled, pointed at or focused.
    await page.goto(sitePage.path);
    await settle(page, { hydrated: false });
    await Promise.all(responses);
    // Inline <script> and <style> count with the files: a page pays for its JS and CSS either way.
    const inline = await page.evaluate(() => ({
      js: [...document.querySelectorAll('script:not([src])')]
        .filter((s) => !s.getAttribute('type') || /^(module|text\/javascript)$/.test(s.getAttribute('type')!))
        .map((s) => s.textContent ?? '')
        .join('\n'),
      css: [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'),
    }));
    const before = {
      js: fetched.js + (inline.js ? gzipSync(inline.js).length : 0),
      css: fetched.css + (inline.css ? gzipSync(inline.css).length : 0),
      html: fetched.html,
    };
    // Then the whole visit: scrolled to the bottom, lazy images and visible islands loaded.
    await scrollThrough(page);
    await settle(page);
    await Promise.all(responses);

    const ownIslands = (await page.locator('astro-island').count()) - (await page.locator(waitingIslands).count());
    const budget: Budget = {
      ...budgets.default,
      ...(ownIslands === 0 ? budgets.chatOnly : {}),
      ...(budgets.pages[sitePage.path] ?? {}),
    };
    const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
    const checks: [string, number, number][] = [
      ['JS before interaction (gzip)', kb(before.js), budget.jsKb],
      ['CSS (gzip)', kb(before.css), budget.cssKb],
      ['HTML (gzip)', kb(before.html), budget.htmlKb],
      ['images', kb(fetched.image), budget.imageKb],
    ];
    for (const [what, value, max] of checks) {
      if (value > max) problems.push(`${label(sitePage)}: ${what} ${value} KB > budget ${max} KB`);
    }
    if (fetched.requests > budget.requests) problems.push(`${label(sitePage)}: ${fetched.requests} requests > budget ${budget.requests}`);
    report.push(
      `${label(sitePage)}: JS before interaction ${kb(before.js)} KB, JS in all ${kb(fetched.js + (inline.js ? gzipSync(inline.js).length : 0))} KB, CSS ${kb(before.css)} KB, HTML ${kb(before.html)} KB, images ${kb(fetched.image)} KB, ${fetched.requests} requests, ${ownIslands} island(s) of its own`,
    );

    const blocking = await page.evaluate((origin) => {
      const offOrigin = (url: string) => new URL(url, location.href).origin !== origin;
      const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')]
        .filter((l) => offOrigin(l.href) && (!l.media || l.media === 'all' || matchMedia(l.media).matches))
        .map((l) => l.href);
      const scripts = [...document.querySelectorAll<HTMLScriptElement>('head script[src]')]
        .filter((s) => offOrigin(s.src) && !s.async && !s.defer && s.type !== 'module')
        .map((s) => s.src);
      const fonts = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"], link[rel="preload"]')].filter((l) => l.href && offOrigin(l.href) && l.rel === 'preload').map((l) => l.href);
      return [...styles, ...scripts, ...fonts];
    }, new URL(baseURL!).origin);
    for (const url of blocking) problems.push(`${label(sitePage)}: render-blocking request to another origin: ${url}`);
  }
  test.info().annotations.push({ type: 'page weights', description: report.join('\n') });
  console.log(`Page weights:\n${report.join('\n')}`);
  expect(problems, `Budget problems (tests/budgets.json):\n${problems.join('\n')}`).toEqual([]);
});
