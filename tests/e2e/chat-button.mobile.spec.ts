/**
 * The floating chat button never hides a control on a phone: in the first screen no control lies
 * under it (the browser's own hit testing decides), and no control reached with the keyboard ends up
 * behind it or the scroll-to-top button (WCAG 2.2, 2.4.11 Focus Not Obscured). Every page with the
 * button, one visit per page per screen.
 */
import { languageCodes } from '../../src/config/languages';
import { referencePath } from '../../src/lib/i18n/languagePaths';
import { readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';
import { label, settle, sitePages, stubThirdParties } from './audit-support';

const screens = [
  { width: 360, height: 640 },
  { width: 412, height: 915 },
];

// Everything a visitor can click, tap or focus.
const controls = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  'label',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
  '[role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"], [role="slider"]',
].join(', ');

// The chat button is the link inside its island (found by the island's component, not its words).
const chatSelector = 'astro-island[component-url*="ChatButton"] a[href]';
// Every page the build produced that carries it (the coming-soon pages have no floating buttons).
const pagesWithChat = sitePages().filter((p) => /<astro-island[^>]*component-url="[^"]*ChatButton/.test(readFileSync(p.file, 'utf8')));

/** The controls in the first screen that the chat button covers at some point of their visible box. */
function coveredInFirstScreen(page: Page) {
  return page.evaluate(
    ({ controls, chatSelector }) => {
      const chat = document.querySelector<HTMLElement>(chatSelector);
      if (!chat) throw new Error('no chat button on the page');
      const chatBox = chat.getBoundingClientRect();
      const describe = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      const covered: string[] = [];
      for (const el of document.querySelectorAll(controls)) {
        if (chat.contains(el) || el.contains(chat)) continue;
        const box = el.getBoundingClientRect();
        // The part of the control inside the first screen.
        const left = Math.max(box.left, 0);
        const right = Math.min(box.right, innerWidth);
        const top = Math.max(box.top, 0);
        const bottom = Math.min(box.bottom, innerHeight);
        if (right - left < 1 || bottom - top < 1) continue;
        // Its centre and corners (just inside its box), and a 4 px grid over the part that lies in
        // the chat button's box: the button can cover a wide control's middle and none of those.
        const points: [number, number][] = [
          [(left + right) / 2, (top + bottom) / 2],
          [left + 1, top + 1],
          [right - 1, top + 1],
          [left + 1, bottom - 1],
          [right - 1, bottom - 1],
        ];
        const [x0, x1] = [Math.max(left, chatBox.left), Math.min(right, chatBox.right)];
        const [y0, y1] = [Math.max(top, chatBox.top), Math.min(bottom, chatBox.bottom)];
        for (let x = x0; x < x1; x += 4) for (let y = y0; y < y1; y += 4) points.push([x, y]);
        const hit = points.find(([x, y]) => {
          const topmost = document.elementFromPoint(x, y);
          return topmost !== null && chat.contains(topmost);
        });
        if (hit) covered.push(`${describe(el)} at (${Math.round(hit[0])}, ${Math.round(hit[1])})`);
      }
      return covered;
    },
    { controls, chatSelector },
  );
}

/** Runs before the page's scripts: counts the frames of the first 3 s in which the chat button shows. */
function countFramesShown(chatSelector: string) {
  const w = window as Window & { chatFramesShown?: number };
  w.chatFramesShown = 0;
  const sample = (now: number) => {
    const chat = document.querySelector(chatSelector);
    if (chat) {
      const style = getComputedStyle(chat);
      if (style.visibility === 'visible' && Number(style.opacity) > 0) w.chatFramesShown! += 1;
    }
    if (now < 3000) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

interface FocusStop {
  /** The focused control, for the failure message; empty when focus has left the page. */
  name: string;
  /** Whether focus has come back to a control it visited before (the walk is over). */
  again: boolean;
  /** Whether the control is in the site's footer. */
  inFooter: boolean;
  /** How the control overlaps a floating button it is not part of, if it does. */
  hiddenBy: string;
}

type Walk = Window & { focusStops?: FocusStop[] };

/**
 * Runs in the page: from now on, each Tab press first records where the last one left focus (the
 * page has scrolled it into view by then) and whether a floating button hides any of it, so the
 * test need not look at the page after every press.
 */
function recordFocusStops(chatSelector: string) {
  const w = window as Walk;
  const seen = new Set<Element>();
  w.focusStops = [];
  const focusStop = (): FocusStop => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { name: '', again: true, inFooter: false, hiddenBy: '' };
    // Focus inside a frame stays on the frame element in this document for a press or two.
    const again = seen.has(focused) && focused.tagName !== 'IFRAME';
    seen.add(focused);
    const inFooter = focused.closest('body > footer') !== null;
    const name = `<${focused.tagName.toLowerCase()}> "${(focused.textContent || focused.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const box = focused.getBoundingClientRect();
    const floating = [document.querySelector(chatSelector), document.querySelector('[data-scroll-top]')];
    for (const button of floating) {
      if (!button || button.contains(focused) || getComputedStyle(button).visibility === 'hidden' || button.checkVisibility() === false) continue;
      const over = button.getBoundingClientRect();
      const overlaps = box.left < over.right && over.left < box.right && box.top < over.bottom && over.top < box.bottom;
      // A region taller than the room between the fixed header and the button (a long table, a tab panel) cannot scroll
      // clear of it: for such a control the rule is WCAG's minimum, that not all of it is hidden.
      const wholly = (top: number, bottom: number) => box.left >= over.left && box.right <= over.right && top >= over.top && bottom <= over.bottom;
      const room = over.top - (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
      const hidden = box.height > room ? wholly(Math.max(box.top, 0), Math.min(box.bottom, innerHeight)) : overlaps;
      if (hidden) return { name, again, inFooter, hiddenBy: `${button.matches(chatSelector) ? 'the chat button' : 'the scroll-to-top button'} (${Math.round(box.top)}-${Math.round(box.bottom)} px against ${Math.round(over.top)}-${Math.round(over.bottom)} px)` };
    }
    return { name, again, inFooter, hiddenBy: '' };
  };
  let started = false;
  // Capture on the window: the first listener to hear the press, before focus moves on.
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab') return;
      if (started) w.focusStops!.push(focusStop());
      started = true;
    },
    { capture: true },
  );
}

/**
 * Walks the page with Tab, a few presses between looks, and returns every stop up to the walk's end:
 * focus back on a control it visited, gone from the page, or (except on the home page) in the
 * footer, which ends every page the same way.
 */
async function walkWithTab(page: Page, walksFooter: boolean): Promise<FocusStop[]> {
  await page.evaluate(recordFocusStops, chatSelector);
  const stops: FocusStop[] = [];
  for (let presses = 0; ; ) {
    expect(presses, 'Tab reaches the end of the page').toBeLessThan(600);
    for (let i = 0; i < 8; i++, presses++) await page.keyboard.press('Tab');
    // The last press's stop is recorded by the next one.
    for (const stop of await page.evaluate(() => (window as Walk).focusStops!.splice(0))) {
      if (stop.again || (stop.inFooter && !walksFooter)) return stops;
      stops.push(stop);
    }
  }
}

/**
 * One tab per worker, on the project's phone, goes from page to page: a new browser context for
 * each page cost an eighth of this file's CPU (a renderer started, every script fetched and compiled
 * again). Each visit still starts as a first visit: storage is emptied before the page's scripts run
 * (the web fonts' note that their files are at hand would otherwise apply them at once from the
 * second page on). The visits only look and press Tab, and a failed test starts a new worker, so no
 * page inherits another's trouble. The messages name the control, so no trace is kept.
 */
const test = base.extend<object, { tab: Page }>({
  tab: [
    async ({ browser }, use, { project }) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = project.use;
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
      const page = await context.newPage();
      // Animations play at their real speed here: the entrance one second after load is the time
      // the page has to decide that the button waits, and a hurried one would flash it on a busy machine.
      await stubThirdParties(page, baseURL!);
      await page.addInitScript(() => {
        if (window !== window.top) return;
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.addInitScript(countFramesShown, chatSelector);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('the pages checked below are the site\'s own, found by the chat button they carry', () => {
  expect(pagesWithChat.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/contact', '/universities']));
});

for (const screen of screens) {
  test.describe(`on a ${screen.width}×${screen.height} phone`, () => {
    for (const sitePage of pagesWithChat) {
      test(`${label(sitePage)}: the chat button covers no control, first screen or focused`, async ({ tab: page }) => {
        await page.setViewportSize(screen);
        await page.goto(sitePage.path);
        // Loaded, with the chat button's entrance over; islands below the first screen may wait.
        await settle(page, { hydrated: false });

        expect(await coveredInFirstScreen(page), 'controls in the first screen under the chat button').toEqual([]);
        if (!(await page.locator(chatSelector).isVisible())) {
          const shown = await page.evaluate(() => (window as Window & { chatFramesShown?: number }).chatFramesShown);
          expect(shown, 'frames in which the chat button showed where it now waits (its entrance must not flash it)').toBe(0);
        }

        const stops = await walkWithTab(page, referencePath(sitePage.path, languageCodes) === '/');
        const hidden = stops.filter((stop) => stop.hiddenBy).map((stop) => `${stop.name} behind ${stop.hiddenBy}`);
        expect(hidden, 'focused controls behind a floating button').toEqual([]);

        // It gives way, not away: below the first screen the chat button is there to tap.
        await page.evaluate(() => window.scrollTo(0, innerHeight));
        const chat = page.locator(chatSelector);
        await expect(chat).toBeVisible();
        const box = (await chat.boundingBox())!;
        expect(
          await page.evaluate(([x, y, selector]) => document.querySelector(selector)!.contains(document.elementFromPoint(x, y)), [box.x + box.width / 2, box.y + box.height / 2, chatSelector] as const),
          'the chat button is on top where it sits',
        ).toBe(true);
      });
    }
  });
}
