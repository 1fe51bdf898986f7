/**
 * Shared by the audit specs: which pages exist (support/built-pages.ts) and how third parties are
 * stubbed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { dueIslandsHydrated } from '../../support/islands.ts';
import { waitingIslands } from '../../src/config/islands.ts';
import { sitePages, type SitePage } from '../../support/built-pages.ts';

export { adminPath, distDir, missingPath, sitePages, type SitePage } from '../../support/built-pages.ts';

/** One page type in one language, and the page of it the browser audits visit. */
export interface PageType {
  route: string;
  lang: string;
  /** The richest of its pages in that language. */
  page: SitePage;
  /** How many pages the type has in that language. */
  pages: number;
}

/** How much a page holds: its markup without inline styles, scripts and images inlined as data URLs. */
const richness = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/data:[^"')\s]+/g, '').length;

/**
 * The page types, each in each language: a type is the route that made a page (a src/pages file
 * with its getStaticPaths), so a new route is audited by itself, never listed here. Pages of one
 * type share their markup, styles and scripts and differ in content, which built-pages.spec.ts
 * checks on every page; the browser audits visit one page a type and language, the richest (the
 * most markup, as `richness` counts it: the longest post, the fullest policy), ties going to the
 * first path in alphabetical order.
 */
export function pageTypes(dir?: string): PageType[] {
  const unrouted = sitePages(dir).filter((page) => !page.route || !page.lang);
  if (unrouted.length)
    throw new Error(
      `pages without data-route on <body> or lang on <html> (their layout must write both): ${unrouted.map((p) => p.file).join(', ')}`,
    );
  const types = new Map<string, SitePage[]>();
  for (const page of sitePages(dir)) types.set(`${page.route} ${page.lang}`, [...(types.get(`${page.route} ${page.lang}`) ?? []), page]);
  return [...types.values()]
    .map((ofType) => {
      const sized = ofType
        .map((page) => ({ page, size: richness(page.file) }))
        .sort((a, b) => b.size - a.size || (a.page.path < b.page.path ? -1 : 1));
      return { route: ofType[0]!.route, lang: ofType[0]!.lang, page: sized[0]!.page, pages: ofType.length };
    })
    .sort((a, b) => (a.route === b.route ? (a.lang < b.lang ? -1 : 1) : a.route < b.route ? -1 : 1));
}

/** A page's byte budgets (tests/budgets.json): gzip KB of JS, CSS and HTML, raw KB of images, requests. */
export interface Budget {
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

/** The budgets of the page at `path`: the default, the lighter one of a page whose only islands wait for the visitor (`chatOnly`), and its own. */
export const budgetFor = (path: string, chatOnly = false): Budget => ({
  ...budgets.default,
  ...(chatOnly ? budgets.chatOnly : {}),
  ...(budgets.pages[path] ?? {}),
});

export function isThirdParty(url: string, baseURL: string): boolean {
  const u = new URL(url);
  return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin !== new URL(baseURL).origin;
}

const stubBodies: Record<string, { contentType: string; body: string }> = {
  script: { contentType: 'text/javascript', body: '/* stubbed third party */' },
  document: { contentType: 'text/html', body: '<!doctype html><title>stub</title>' },
  stylesheet: { contentType: 'text/css', body: '' },
};

/**
 * Answer every request to another origin locally (reCAPTCHA, Maps, EmailJS, analytics…): these
 * machines have no internet, and a gate must not depend on someone else's server. Returns the
 * stubbed URLs so tests can tell them from real failures.
 */
export async function stubThirdParties(target: Page | BrowserContext, baseURL: string): Promise<string[]> {
  const stubbed: string[] = [];
  if ('mainFrame' in target) trackRequests(target);
  await target.route(
    (url) => isThirdParty(url.href, baseURL),
    (route: Route) => {
      stubbed.push(route.request().url());
      const stub = stubBodies[route.request().resourceType()];
      return stub ? route.fulfill({ status: 200, ...stub }) : route.fulfill({ status: 204, body: '' });
    },
  );
  return stubbed;
}

/**
 * CSS animations and transitions on the page run 20 times faster from now on, on every visit (the
 * browser's own animation clock, through the DevTools protocol): checks that wait for things to come
 * to rest (the chat button's entrance one second after load) wait a twentieth as long, and see the
 * same end state. Not for tests of timing itself.
 */
export async function hurryAnimations(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 20 });
}

/**
 * Scroll to the bottom in steps (so lazy images and client:visible islands load), then wait for quiet.
 * On a busy machine a step can pass an island between two frames, so it never counts as seen: each
 * island still waiting is then brought into view, as a visitor scrolling back would, before the
 * page is scrolled to the bottom again.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async (waiting) => {
    const frames = () =>
      Promise.race([new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))), new Promise((r) => setTimeout(r, 2_000))]);
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    for (const island of document.querySelectorAll('astro-island[ssr]')) {
      if (island.matches(waiting) || !island.hasAttribute('ssr')) continue;
      // The island itself has no box (display: contents): its first element that has one is scrolled to.
      const shown = [...island.querySelectorAll('*')].find((element) => element.getClientRects().length > 0);
      shown?.scrollIntoView({ block: 'center' });
      await frames();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  }, waitingIslands);
  await page.waitForLoadState('load');
  await settle(page);
}

const inflight = new WeakMap<Page, Set<Request>>();

/** Requests of this page still on the wire (media streams excluded: a video may stream for long). */
function trackRequests(page: Page): Set<Request> {
  let pending = inflight.get(page);
  if (!pending) {
    const set = new Set<Request>();
    page.on('request', (r) => r.resourceType() !== 'media' && set.add(r));
    page.on('requestfinished', (r) => set.delete(r));
    page.on('requestfailed', (r) => set.delete(r));
    page.on('framenavigated', (f) => f === page.mainFrame() && set.clear());
    inflight.set(page, set);
    pending = set;
  }
  return pending;
}

/**
 * Wait until the page is really done: one idle callback (client:idle islands start then), the
 * islands that are due hydrated (Astro drops the `ssr` attribute; the site-wide chat button and search
 * dialog wait for the visitor, and with `hydrated: false` nothing is waited for) and no request in
 * flight for 300 ms. (waitForLoadState('networkidle') would return at once on a page that was idle before.)
 * An island still not hydrated after 10 s fails by name: its directive's script may be missing from
 * the page, and a visitor would get a control that never works.
 */
export async function settle(page: Page, { hydrated = true } = {}): Promise<void> {
  trackRequests(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200),
      ),
  );
  if (hydrated) {
    await dueIslandsHydrated(page, 10_000).catch(async () => {
      const stuck = await page.evaluate(
        (waiting) =>
          [...document.querySelectorAll('astro-island[ssr]')]
            .filter((island) => !island.matches(waiting))
            .map((island) => `${island.getAttribute('component-url')} (client:${island.getAttribute('client')})`),
        waitingIslands,
      );
      const counted = [...new Set(stuck)].map((island) => `${stuck.filter((s) => s === island).length}× ${island}`);
      throw new Error(`islands still not hydrated after 10 s: ${counted.join(', ')}`);
    });
  }
  await animationsDone(page);
  await quiet(page);
}

/**
 * Waits two frames (for what a scroll or an attribute just started) and then until finite animations
 * and transitions end: the chat button's entrance 1 s after load, its fade as the page scrolls. A
 * contrast check mid-fade would read a colour half-way. An animation still running after 15 s fails
 * the test by name (element, animation, state), instead of the test's own timeout saying nothing; so
 * does a page that does not answer at all for 45 s (its main thread busy).
 */
export async function animationsDone(page: Page): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${page.url()} did not answer for 45 s: its main thread is busy`)), 45_000);
  });
  const answer = page.evaluate(async () => {
    // A page that paints no frame (a busy machine may hold them back) is still checked after 2 s.
    await Promise.race([
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
    const running = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    const done = Promise.all(running.map((a) => a.finished.catch(() => undefined))).then(() => true);
    const late = new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000));
    if (await Promise.race([done, late])) return [];
    return running
      .filter((a) => a.playState !== 'finished' && a.playState !== 'idle')
      .map((a) => {
        const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
        const name =
          a instanceof CSSAnimation
            ? a.animationName
            : a instanceof CSSTransition
              ? `transition of ${a.transitionProperty}`
              : a.id || 'a script animation';
        const where = target
          ? `<${target.tagName.toLowerCase()} class="${target.getAttribute('class')?.slice(0, 80) ?? ''}">`
          : 'no element';
        return `${name} on ${where}: ${a.playState} at ${Math.round(Number(a.currentTime))} ms`;
      });
  });
  const stuck = await Promise.race([answer, unanswered]).finally(() => clearTimeout(timer));
  if (stuck.length) throw new Error(`animations still running after 15 s:\n${stuck.join('\n')}`);
}

/** Wait until none of the page's requests has been in flight for 300 ms (at most 10 s). */
export async function quiet(page: Page): Promise<void> {
  const pending = trackRequests(page);
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
    await page.waitForTimeout(50);
  }
}

/** Label for failure messages. */
export const label = (p: SitePage) => (p.kind === 'not-found' ? `${p.path} (404 page)` : p.path);

/** A page type's name in test titles: its route and language, and the page visited. */
export const typeLabel = (t: PageType) => `${t.route} (${t.lang}${t.pages > 1 ? `, richest of ${t.pages}` : ''}): ${label(t.page)}`;
