/**
 * The floating chat button never hides a control on a phone: in the first screen no control lies
 * under it (the browser's own hit testing decides: a card's link stretched over its card counts
 * where a tap would land on it), and no control reached with the keyboard ends up behind it or the
 * scroll-to-top button (WCAG 2.2, 2.4.11 Focus Not Obscured). Each layout once: one page of each
 * page type that carries the button (the richest, as the page audit picks it), in each language, on
 * each screen, looked at once the first screen has finished laying out.
 */
import { languageCodes } from '../../src/config/languages';
import { referencePath } from '../../src/lib/i18n/languagePaths';
import { waitingIslands } from '../../src/config/islands';
import { readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';
import { pageTypes, settle, stubThirdParties, typeLabel } from './audit-support';
import { analyticsChoiceKey } from '../../src/lib/analytics/consent';

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
// Every page type that carries it (the coming-soon pages have no floating buttons).
const typesWithChat = pageTypes().filter((type) =>
  /<astro-island[^>]*component-url="[^"]*ChatButton/.test(readFileSync(type.page.file, 'utf8')),
);

/**
 * The controls a tap on the chat button would otherwise reach, every 4 px over its box: at each point
 * where the button is on top, the element beneath it, if it is (inside) a control.
 */
function coveredInFirstScreen(page: Page) {
  return page.evaluate(
    ({ controls, chatSelector }) => {
      const chat = document.querySelector<HTMLElement>(chatSelector);
      if (!chat) throw new Error('no chat button on the page');
      const chatBox = chat.getBoundingClientRect();
      const describe = (el: Element) =>
        `<${el.tagName.toLowerCase()}> "${(el.textContent || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      const covered = new Map<Element, string>();
      for (let x = Math.max(chatBox.left, 0) + 1; x < Math.min(chatBox.right, innerWidth); x += 4) {
        for (let y = Math.max(chatBox.top, 0) + 1; y < Math.min(chatBox.bottom, innerHeight); y += 4) {
          const stack = document.elementsFromPoint(x, y);
          if (!stack[0] || !chat.contains(stack[0])) continue;
          const control = stack.find((element) => !chat.contains(element))?.closest(controls);
          if (control && !covered.has(control)) covered.set(control, `${describe(control)} at (${Math.round(x)}, ${Math.round(y)})`);
        }
      }
      return [...covered.values()];
    },
    { controls, chatSelector },
  );
}

/**
 * Waits until the first screen has finished laying out: the page loaded, its fonts loaded, every
 * island due in the first screen hydrated (those that wait for the visitor, and those below the
 * screen that wait to be seen, are not due), and then ten frames in a row with no layout shift and
 * no change of the page's height (at most 5 s of frames: a busy machine may hold frames back).
 */
async function firstScreenLaidOut(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    (waiting) => {
      const seen = (island: Element) =>
        [...island.querySelectorAll('*')].some((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
        });
      return ![...document.querySelectorAll('astro-island[ssr]')].some(
        (island) => !island.matches(waiting) && (!['visible', 'seen'].includes(island.getAttribute('client') ?? '') || seen(island)),
      );
    },
    waitingIslands,
    { timeout: 10_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    let shifts = 0;
    const observer = new PerformanceObserver((list) => (shifts += list.getEntries().length));
    observer.observe({ type: 'layout-shift' });
    const frame = () =>
      Promise.race([new Promise((resolve) => requestAnimationFrame(resolve)), new Promise((resolve) => setTimeout(resolve, 100))]);
    const until = performance.now() + 5_000;
    let seen = { shifts, height: document.documentElement.scrollHeight };
    for (let still = 0; still < 10 && performance.now() < until;) {
      await frame();
      const now = { shifts, height: document.documentElement.scrollHeight };
      still = now.shifts === seen.shifts && now.height === seen.height ? still + 1 : 0;
      seen = now;
    }
    observer.disconnect();
  });
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
      if (!button || button.contains(focused) || getComputedStyle(button).visibility === 'hidden' || button.checkVisibility() === false)
        continue;
      const over = button.getBoundingClientRect();
      const overlaps = box.left < over.right && over.left < box.right && box.top < over.bottom && over.top < box.bottom;
      // A region taller than the room between the fixed header and the button (a long table, a tab panel) cannot scroll
      // clear of it: for such a control the rule is WCAG's minimum, that not all of it is hidden.
      const wholly = (top: number, bottom: number) =>
        box.left >= over.left && box.right <= over.right && top >= over.top && bottom <= over.bottom;
      const room = over.top - (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
      const hidden = box.height > room ? wholly(Math.max(box.top, 0), Math.min(box.bottom, innerHeight)) : overlaps;
      if (hidden)
        return {
          name,
          again,
          inFooter,
          hiddenBy: `${button.matches(chatSelector) ? 'the chat button' : 'the scroll-to-top button'} (${Math.round(box.top)}-${Math.round(box.bottom)} px against ${Math.round(over.top)}-${Math.round(over.bottom)} px)`,
        };
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
  for (let presses = 0; ;) {
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
      await page.addInitScript(
        (answered) => {
          if (window !== window.top) return;
          localStorage.clear();
          sessionStorage.clear();
          // But for the analytics banner, answered: while it asks, the floating buttons make way (analytics-choice.spec.ts).
          localStorage.setItem(answered.key, answered.choice);
        },
        { key: analyticsChoiceKey, choice: 'denied' },
      );
      await page.addInitScript(countFramesShown, chatSelector);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test("the page types checked below are the site's own, found by the chat button they carry", () => {
  expect(typesWithChat.map((type) => type.route)).toEqual(
    expect.arrayContaining(['/[...lang]', '/[...lang]/contact', '/[...lang]/universities']),
  );
});

for (const screen of screens) {
  test.describe(`on a ${screen.width}×${screen.height} phone`, () => {
    for (const type of typesWithChat) {
      test(`${typeLabel(type)}: the chat button covers no control, first screen or focused`, async ({ tab: page }) => {
        await page.setViewportSize(screen);
        await page.goto(type.page.path);
        // Loaded, with the chat button's entrance over, and the first screen laid out for good.
        await settle(page, { hydrated: false });
        await firstScreenLaidOut(page);

        expect(await coveredInFirstScreen(page), 'controls in the first screen under the chat button').toEqual([]);
        if (!(await page.locator(chatSelector).isVisible())) {
          const shown = await page.evaluate(() => (window as Window & { chatFramesShown?: number }).chatFramesShown);
          expect(shown, 'frames in which the chat button showed where it now waits (its entrance must not flash it)').toBe(0);
        }

        const stops = await walkWithTab(page, referencePath(type.page.path, languageCodes) === '/');
        const hidden = stops.filter((stop) => stop.hiddenBy).map((stop) => `${stop.name} behind ${stop.hiddenBy}`);
        expect(hidden, 'focused controls behind a floating button').toEqual([]);

        // It gives way, not away: below the first screen the chat button is there to tap.
        await page.evaluate(() => window.scrollTo(0, innerHeight));
        const chat = page.locator(chatSelector);
        await expect(chat).toBeVisible();
        const box = (await chat.boundingBox())!;
        expect(
          await page.evaluate(([x, y, selector]) => document.querySelector(selector)!.contains(document.elementFromPoint(x, y)), [
            box.x + box.width / 2,
            box.y + box.height / 2,
            chatSelector,
          ] as const),
          'the chat button is on top where it sits',
        ).toBe(true);
      });
    }
  });
}
