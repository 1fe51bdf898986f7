import { expect, test, type Locator, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { fillIn } from '../../src/lib/text/placeholders';
import { pageCopy, shown, stringsOf, titleOf } from './expected';
import { expectFigures } from './figures';
import { slowPhone } from './slow-phone';

const consultation = '/contact?purpose=consultation';
/** The home page's own words: its headline, section headings, closing, badge and figures. */
const copy = pageCopy('home');
/** The home page's components' words (src/content/strings/en/home.json), the carousel's (stories.json) and the calls to action (navigation.json). */
const h = stringsOf('home');
const st = stringsOf('stories');
const nav = stringsOf('navigation');
/** Each study level as the home grid names it ("Graduate" for the postgraduate level). */
const levelWords: Record<string, string> = {
  Undergraduate: h['level.undergraduate']!,
  Postgraduate: h['universities.postgraduate']!,
  PhD: h['level.phd']!,
};
/** The carousel's stories, in their order. */
const stories = shown().stories.home;
const { services } = shown();
const count = stories.length;
/** The slide n steps on from slide 1, wrapping at the end (1-based). */
const after = (steps: number) => (steps % count) + 1;
/** A carousel dot's name: "Show testimonial 2". */
const dotName = (n: number) => fillIn(st['carousel.show'], { number: n });

/**
 * The carousel's timings as a visitor meets them: a new slide every 5 s, and 10 s of rest after a
 * visitor moves it. Written here rather than imported from the carousel's code
 * (src/lib/carousel/autoplay.ts), so that a wrong value there fails these tests.
 */
const interval = 5_000;
const rest = 10_000;
/** Long enough for several slide changes, had the carousel not held still. */
const longWait = 4 * interval;

/** The carousel hydrates when scrolled into view; timings start from then. */
async function openCarousel(page: Page) {
  const carousel = page.getByRole('region', { name: st['carousel.label'] });
  await carousel.scrollIntoViewIfNeeded();
  await expect(page.locator(`astro-island:has([aria-roledescription="${st.roleCarousel}"])`)).not.toHaveAttribute('ssr', '');
  // The pointer rests away from the carousel unless a test hovers it.
  await page.mouse.move(5, 5);
  return carousel;
}

/**
 * Stops the page's clock before the page loads. Its timers, animation frames and performance.now() then
 * move only when the test runs the clock, so the carousel's timings are exact to the millisecond and
 * cost no real time. Autoplay starts on hydration, while the clock stands still.
 */
async function stopClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  // The installed clock runs until paused, and cannot be paused at a moment it has already passed.
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Takes the stopped clock's present moment as 0 and returns `runTo(ms)`, which runs the clock on to
 * `ms` after it, whatever the test has run in between.
 */
async function clockFromNow(page: Page) {
  const pageNow = () => page.evaluate(() => performance.now());
  const zero = await pageNow();
  return async (ms: number) => page.clock.runFor(zero + ms - (await pageNow()));
}

const slide = (carousel: Locator, n: number) => carousel.getByRole('group', { name: fillIn(st['carousel.slide'], { position: n, count }) });

async function expectCurrent(carousel: Locator, n: number) {
  await expect(carousel.getByRole('button', { name: dotName(n) })).toHaveAttribute('aria-current', 'true');
  await expect(slide(carousel, n)).toBeVisible();
}

/**
 * Slide n is current, on the stopped clock. Its dot changes at once; the slide's entrance also waits
 * for the browser to render, which the page's clock does not drive, so the clock runs on a frame at a
 * time (a fraction of a second in all) until the slide shows.
 */
async function expectCurrentOnClock(page: Page, carousel: Locator, n: number) {
  await expect(carousel.getByRole('button', { name: dotName(n) })).toHaveAttribute('aria-current', 'true');
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return slide(carousel, n).isVisible();
    })
    .toBe(true);
}

test.describe('home page content', () => {
  test('hero: headline, visa success badge, consultation button and title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(titleOf('/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    if (copy.hero.lead) await expect(page.getByText(copy.hero.lead, { exact: true })).toBeVisible();
    await expect(page.getByText(copy.word('heroBadge'))).toBeVisible();
    const cta = page.getByRole('main').getByRole('link', { name: nav['action.consultation'] }).first();
    await expect(cta).toHaveAttribute('href', consultation);
    await cta.click();
    await expect(page).toHaveURL(/\/contact\?purpose=consultation$/);
  });

  test('figure cards give the home readings', async ({ page }) => {
    await page.goto('/');
    await expectFigures(
      page.getByRole('region', { name: stringsOf('common').record }),
      copy.figures('highlights').map(({ value, label }) => [value, label] as const),
    );
  });

  test('the featured universities with location, study levels and their links', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: copy.sections.featuredUniversities!.title, exact: true });
    const cards = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    const featured = shown().universities.home;
    await expect(cards).toHaveCount(featured.length);
    for (const university of featured) {
      const { name } = university;
      const card = cards.filter({ hasText: name });
      await expect(card.getByRole('link', { name })).toHaveAttribute('href', university.link);
      await expect(card).toContainText(university.location);
      // The home grid names the levels in its own words ("Graduate" for the postgraduate level).
      await expect(card.getByRole('list', { name: fillIn(h['university.programmesAt'], { name }) }).getByRole('listitem')).toHaveText(
        university.levels.map((level) => levelWords[level]!),
      );
      await expect(card.locator('img')).toHaveCount(1);
    }
    const first = featured[0]!;
    await section.getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`${first.link}$`));
  });

  test('every service links to its page', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: copy.sections.services!.title, exact: true });
    await expect(section.getByRole('listitem')).toHaveCount(services.length);
    for (const { title, link } of services) {
      await expect(section.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', link);
    }
  });

  test('closing call to action offers the free consultation', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByRole('heading', { name: copy.closing!.title }).locator('..');
    await expect(panel).toContainText(copy.closing!.text);
    await expect(panel.getByRole('link', { name: nav['action.consultation'] })).toHaveAttribute('href', consultation);
    await expect(panel.getByRole('link', { name: nav['action.contact'] })).toHaveAttribute('href', '/contact');
  });
});

test.describe('testimonial carousel', () => {
  test('every home story with photo, quote, five stars and country tag', async ({ page }) => {
    await page.goto('/');
    const carousel = await openCarousel(page);
    await expect(carousel).toHaveAttribute('aria-roledescription', st.roleCarousel!);
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(1); // hidden slides are out of the accessibility tree
    expect(count).toBeGreaterThan(1);
    for (const [i, { name, country, programme, university }] of stories.entries()) {
      const n = i + 1;
      await carousel.getByRole('button', { name: dotName(n) }).click();
      const current = slide(carousel, n);
      await expect(current).toBeVisible();
      await expect(current).toHaveAttribute('aria-roledescription', st.roleSlide!);
      await expect(current.getByRole('img', { name: fillIn(st.portrait, { name }) })).toBeVisible();
      // Five stars: every story has them (src/schemas/studentStory.ts).
      await expect(current.getByRole('img', { name: fillIn(st.rated, { stars: 5 }) })).toBeVisible();
      await expect(current.locator('blockquote')).not.toBeEmpty();
      await expect(current).toContainText(fillIn(st.role, { programme, university }));
      await expect(current).toContainText(country);
    }
  });

  test('advances every 5 seconds on its own', async ({ page }) => {
    await stopClock(page);
    await page.goto('/');
    const carousel = await openCarousel(page);
    await expectCurrent(carousel, 1);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    const runTo = await clockFromNow(page);
    await runTo(interval - 1);
    await expectCurrent(carousel, 1);
    await runTo(interval);
    await expectCurrentOnClock(page, carousel, after(1));
    await runTo(2 * interval - 1);
    await expectCurrent(carousel, after(1));
    await runTo(2 * interval);
    await expectCurrentOnClock(page, carousel, after(2));
  });

  test('pauses while hovered', async ({ page }) => {
    await stopClock(page);
    await page.goto('/');
    const carousel = await openCarousel(page);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    const runTo = await clockFromNow(page);
    await carousel.hover();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await runTo(longWait);
    await expectCurrent(carousel, 1);
    // Leaving starts a fresh interval.
    await page.mouse.move(5, 5);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await runTo(longWait + interval - 1);
    await expectCurrent(carousel, 1);
    await runTo(longWait + interval);
    await expectCurrentOnClock(page, carousel, after(1));
  });

  test('after next it rests 10 seconds, then plays again', async ({ page }) => {
    await stopClock(page);
    await page.goto('/');
    const carousel = await openCarousel(page);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    const runTo = await clockFromNow(page);
    // Pressed partway through an interval, so the rest is seen to count from the press.
    const pressed = 2_000;
    await runTo(pressed);
    await carousel.getByRole('button', { name: st['carousel.next'] }).click();
    await page.mouse.move(5, 5);
    await expectCurrentOnClock(page, carousel, after(1));
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await runTo(pressed + rest - 1);
    await expectCurrent(carousel, after(1));
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    // The rest over, autoplay resumes, and one interval later shows the slide after.
    await runTo(pressed + rest);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await runTo(pressed + rest + interval - 1);
    await expectCurrent(carousel, after(1));
    await runTo(pressed + rest + interval);
    await expectCurrentOnClock(page, carousel, after(2));
  });

  test('Pause holds until Play', async ({ page }) => {
    await stopClock(page);
    await page.goto('/');
    const carousel = await openCarousel(page);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    const runTo = await clockFromNow(page);
    await carousel.getByRole('button', { name: st['carousel.pause'] }).click();
    await page.mouse.move(5, 5);
    const play = carousel.getByRole('button', { name: st['carousel.play'] });
    await expect(play).toBeVisible();
    await runTo(longWait);
    await expectCurrent(carousel, 1);
    await play.click();
    await page.mouse.move(5, 5);
    await expect(carousel.getByRole('button', { name: st['carousel.pause'] })).toBeVisible();
    await runTo(longWait + interval - 1);
    await expectCurrent(carousel, 1);
    await runTo(longWait + interval);
    await expectCurrentOnClock(page, carousel, after(1));
  });

  test('a tap on Next before the carousel is ready shows the next story once it is (a slow phone)', async ({ page }) => {
    // The clock stands still, so autoplay cannot move the carousel for the tap.
    await stopClock(page);
    // The carousel's code arrives only when the test lets it, as on a slow network.
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/\/_astro\/TestimonialCarousel\.[^/]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: st['carousel.label'] });
    await carousel.scrollIntoViewIfNeeded();
    const island = page.locator(`astro-island:has([aria-roledescription="${st.roleCarousel}"])`);
    await carousel.getByRole('button', { name: st['carousel.next'] }).click();
    await expect(island, 'not hydrated when tapped').toHaveAttribute('ssr', '');
    await page.mouse.move(5, 5);
    arrive();
    await expect(island).not.toHaveAttribute('ssr', '');
    await expectCurrentOnClock(page, carousel, after(1));
  });

  test('previous, next and dots move and wrap at both ends', async ({ page }) => {
    await page.goto('/');
    const carousel = await openCarousel(page);
    await carousel.getByRole('button', { name: st['carousel.previous'] }).click();
    await expectCurrent(carousel, count);
    await carousel.getByRole('button', { name: st['carousel.next'] }).click();
    await expectCurrent(carousel, 1);
    await carousel.getByRole('button', { name: dotName(count) }).click();
    await expectCurrent(carousel, count);
    await expect(carousel.locator('[aria-current="true"]')).toHaveCount(1);
    await carousel.getByRole('button', { name: st['carousel.next'] }).click();
    await expectCurrent(carousel, 1);
    await carousel.getByRole('button', { name: st['carousel.next'] }).click();
    await expectCurrent(carousel, 2);
  });

  test('arrow keys move between slides', async ({ page }) => {
    await page.goto('/');
    const carousel = await openCarousel(page);
    await carousel.getByRole('button', { name: st['carousel.next'] }).focus();
    await page.keyboard.press('ArrowRight');
    await expectCurrent(carousel, 2);
    await page.keyboard.press('ArrowLeft');
    await expectCurrent(carousel, 1);
    await page.keyboard.press('ArrowLeft');
    await expectCurrent(carousel, count);
  });

  test('keyboard focus inside holds the slides still', async ({ page }) => {
    await stopClock(page);
    await page.goto('/');
    const carousel = await openCarousel(page);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    const runTo = await clockFromNow(page);
    const dot = carousel.getByRole('button', { name: dotName(1) });
    await dot.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(dot).toBeFocused();
    await runTo(longWait);
    await expectCurrent(carousel, 1);
  });

  test('under reduced motion nothing moves until Play, and slides do not slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopClock(page);
    await page.goto('/');
    const carousel = await openCarousel(page);
    const play = carousel.getByRole('button', { name: st['carousel.play'] });
    await expect(play).toBeVisible();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(longWait);
    await expectCurrent(carousel, 1);
    await carousel.getByRole('button', { name: st['carousel.next'] }).click();
    await expectCurrentOnClock(page, carousel, 2);
    // No slide: the new slide is in place as soon as it shows.
    const transform = await slide(carousel, 2).evaluate((el) => getComputedStyle(el).transform);
    expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(transform);
    await play.click();
    await page.mouse.move(5, 5);
    const runTo = await clockFromNow(page);
    await runTo(interval - 1);
    await expectCurrent(carousel, 2);
    await runTo(interval);
    await expectCurrentOnClock(page, carousel, after(2));
  });

  test('without JavaScript every testimonial is shown', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: st['carousel.label'] });
    for (const [i, { name }] of stories.entries()) {
      await expect(slide(carousel, i + 1)).toBeVisible();
      await expect(carousel.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(carousel.getByRole('button')).toHaveCount(0);
    await context.close();
  });
});

/** Opens the home page and returns the hero video requests made by 2.5 s after the load event (it starts at 1 s). */
async function heroVideoRequestsAfterLoad(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/hero-loop/.test(request.url())) requests.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(2_500);
  return requests;
}

test.describe('hero video and performance', () => {
  test('the video plays after load, muted and looping, and a real image or the headline is the LCP', async ({ page }) => {
    await page.goto('/');
    const video = page.locator('video[data-hero-video]');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).not.toHaveAttribute('autoplay');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);
    await expect(page.locator('img[fetchpriority="high"]')).toBeVisible();
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
            resolve(entries.at(-1)?.element?.tagName ?? 'none');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    console.log(`home LCP element: ${lcp}`);
    expect(['IMG', 'H1', 'P']).toContain(lcp);
    // The visitor can stop the moving background (WCAG 2.2.2).
    await page.getByRole('button', { name: h['video.pause'] }).click();
    await expect(video).toHaveJSProperty('paused', true);
    await expect(page.getByRole('button', { name: h['video.play'] })).toBeVisible();
  });

  test('under reduced motion the video never loads or plays', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const videoRequests = await heroVideoRequestsAfterLoad(page);
    const video = page.locator('video[data-hero-video]');
    await expect(video).toHaveJSProperty('paused', true);
    await expect(video).toHaveJSProperty('currentSrc', '');
    expect(videoRequests).toEqual([]);
    await expect(page.getByRole('button', { name: h['video.pause'] }).or(page.getByRole('button', { name: h['video.play'] }))).toBeHidden();
  });

  test('with Save-Data on, the video is never fetched', async ({ page }) => {
    // The browser reports the visitor's data-saver setting through navigator.connection.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    const videoRequests = await heroVideoRequestsAfterLoad(page);
    await expect(page.locator('video[data-hero-video]')).toHaveJSProperty('paused', true);
    expect(videoRequests).toEqual([]);
    await expect(page.locator('img[fetchpriority="high"]')).toBeVisible();
  });

  test('no layout shift, and the page ships at most 110 KB of JavaScript (gzip)', async ({ page }) => {
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto('/');
    // Each shift is recorded with what moved and where from, so a failure names the element.
    await page.evaluate(() => {
      const w = window as unknown as { shifts: string[] };
      w.shifts = [];
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      const name = (node: Node | null) =>
        node instanceof Element
          ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class')?.slice(0, 60) ?? ''}">`
          : (node?.nodeName ?? 'a removed node');
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`).join('; ');
          w.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms, scrolled ${Math.round(scrollY)} px: ${moved}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (let y = 0; y <= 6_000; y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(150);
    }
    await openCarousel(page);
    await page.waitForTimeout(interval + 1_000); // one automatic slide change
    await page.mouse.wheel(0, 4_000);
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
    expect(shifts, 'layout shifts').toEqual([]);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    test.info().annotations.push({ type: 'home JS gzip bytes', description: `${total} in ${scripts.size} files` });
    console.log(`home JS gzip: ${total} bytes in ${scripts.size} files`);
    expect(total).toBeLessThanOrEqual(110 * 1024);
  });
});

test.describe('on a slow phone (Lighthouse’s mobile screen, network and CPU)', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  test('on a slow phone the poster stays the largest paint once the video plays', async ({ page }) => {
    await slowPhone(page);
    await page.addInitScript(() => {
      const w = window as Window & { largestPaints?: string[] };
      w.largestPaints = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[])
          w.largestPaints!.push(entry.element?.tagName ?? 'none');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/');
    const video = page.locator('video[data-hero-video]');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.5);
    await expect.poll(() => video.evaluate((v) => getComputedStyle(v).opacity)).toBe('1');
    const paints = await page.evaluate(() => (window as Window & { largestPaints?: string[] }).largestPaints ?? []);
    expect(paints.at(-1)).toBe('IMG');
    expect(paints).not.toContain('VIDEO');
  });
});
