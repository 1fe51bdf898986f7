/**
 * A first visit asks before any third party: on a fresh profile, one page of every page type in
 * every language (pageTypes() in audit-support.ts: the routes that made the pages, found in the
 * build), requests nothing from any origin but the
 * site's own while the visitor scrolls it to the end (islands hydrated, the contact form and the
 * booking panel included), and, on every page of the site's layout, asks about analytics in a
 * banner that is never the page's largest paint and moves nothing. On a phone, where the banner
 * takes the most of the screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { languages, type Lang } from '../../src/config/languages';
import { pageTypes, scrollThrough, typeLabel } from './audit-support';
import { choiceBanner } from './analytics-choice';

/** The language a page says it is in (`<html lang>`). */
const pageLang = (lang: string): Lang => (lang in languages ? (lang as Lang) : 'en');

test.use({ storageState: { cookies: [], origins: [] } });

/** Every request of the page to another origin than the site's (data: and blob: addresses stay in the page). */
function requestsElsewhere(page: Page, origin: string): string[] {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) elsewhere.push(url);
  });
  return elsewhere;
}

/** From the start of each page: its largest-paint candidates (inside the banner or not) and its layout shifts. */
async function watchPaints(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { __paints?: { inBanner: boolean; at: number }[]; __shifts?: string[] };
    w.__paints = [];
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        w.__paints!.push({ inBanner: !!entry.element?.closest('[data-analytics-choice]'), at: entry.startTime });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      // Each shift names what moved, from where to where, so a failure points at its cause.
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      const name = (node: Node | null) =>
        node instanceof Element
          ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class')?.slice(0, 60) ?? ''}">`
          : (node?.nodeName ?? 'a removed node');
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`).join('; ');
        w.__shifts!.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => ({
      paints: (window as Window & { __paints?: { inBanner: boolean }[] }).__paints ?? [],
      shifts: (window as Window & { __shifts?: string[] }).__shifts ?? [],
    }));
}

for (const type of pageTypes()) {
  test(`${typeLabel(type)}: before a choice nothing leaves for another origin, and the banner is neither the largest paint nor a shift`, async ({
    page,
    baseURL,
  }) => {
    const elsewhere = requestsElsewhere(page, new URL(baseURL!).origin);
    const observed = await watchPaints(page);
    const path = type.page.path;
    await page.goto(path);
    // Every page of the site's layout asks (the coming-soon pages' own layout runs no analytics); a
    // missing address is answered by the reference language's 404 page where the host has no other.
    if (await page.locator('[data-analytics-choice]').count()) {
      await expect(choiceBanner(page, pageLang((await page.locator('html').getAttribute('lang')) ?? ''))).toBeVisible();
    }
    await page.waitForLoadState('load');
    await expect.poll(async () => (await observed()).paints.length, `${path}: a largest paint`).toBeGreaterThan(0);
    const { paints, shifts } = await observed();
    expect(paints.at(-1)!.inBanner, `${path}: the largest paint is the analytics banner`).toBe(false);
    expect(shifts, `${path}: layout shifts`).toEqual([]);
    await scrollThrough(page);
    expect(elsewhere, `${path}: requests to other origins before any choice`).toEqual([]);
  });
}
