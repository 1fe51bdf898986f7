import { expect, test, type Page } from '@playwright/test';
import { maxInlineImageBytes } from '../../src/build/inlineImages';
import { languageCodes } from '../../src/config/languages';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';
import { shown } from './expected';
import { slowPhone } from './slow-phone';

// The pages whose first screen on a phone shows images: the home hero, the first featured post on
// /blogs, and each post's cover and author photo.
const pages = ['/', '/blogs', ...shown().blog.posts.map((post) => `/blog/${post.id}`)];

interface ShownImage {
  src: string;
  naturalWidth: number;
}

/** The images a visitor sees in the first screen, before scrolling. */
const firstScreenImages = (page: Page) =>
  page.locator('img').evaluateAll((images): ShownImage[] =>
    (images as HTMLImageElement[])
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0 && getComputedStyle(img).visibility !== 'hidden';
      })
      .map((img) => ({ src: img.currentSrc, naturalWidth: img.naturalWidth })),
  );

test.describe('images in the first screen on a phone', () => {
  for (const path of pages) {
    test(`${path} carries them inside the page, unless a file is over ${maxInlineImageBytes / 1024} KB`, async ({ page }) => {
      await page.goto(path);
      const shown = await firstScreenImages(page);
      expect(shown.length, 'the first screen shows an image').toBeGreaterThan(0);
      for (const image of shown) {
        expect(image.naturalWidth, `${image.src.slice(0, 60)} is drawn`).toBeGreaterThan(0);
        if (image.src.startsWith('data:image/')) continue;
        // A link is right only for a file too large to send inside every visit's page.
        const file = await page.request.get(image.src);
        expect((await file.body()).byteLength, `${image.src} is small enough to be inside the page`).toBeGreaterThan(maxInlineImageBytes);
      }
    });
  }
});

test.describe('on a slow phone (Lighthouse’s mobile network and CPU)', () => {
  // The pages whose first screen shows an image inside the page below words, in both languages: the
  // first featured post on /blogs and a post's cover. Painted a frame after the words, the image
  // would be the page's largest paint; the page waits for it, so its largest paint is its first.
  const [post] = shown().blog.posts;
  const slowPages = ['/blogs', `/blog/${post!.id}`].flatMap((path) =>
    languageCodes.codes.map((lang) => pathInLanguage(path, lang, languageCodes)),
  );
  for (const path of slowPages) {
    test(`${path} shows its largest element in its first paint, not a frame later`, async ({ page }) => {
      await slowPhone(page);
      await page.addInitScript(() => {
        const w = window as Window & { paints?: { kind: string; at: number }[] };
        w.paints = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[])
            w.paints!.push({ kind: entry.element?.tagName ?? 'none', at: entry.startTime });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.name === 'first-contentful-paint') w.paints!.push({ kind: entry.name, at: entry.startTime });
        }).observe({ type: 'paint', buffered: true });
      });
      await page.goto(path, { waitUntil: 'load' });
      // An image too large to travel inside the page stays a link, and then nothing can hold the
      // first paint for it (the test above checks when that is allowed).
      const inside = await page
        .locator('img[fetchpriority="high"]')
        .first()
        .evaluate((img: HTMLImageElement) => img.src.startsWith('data:image/'));
      if (!inside) {
        await expect(page.locator('link[rel="expect"]')).toHaveCount(0);
        return;
      }
      const paints = () => page.evaluate(() => (window as Window & { paints?: { kind: string; at: number }[] }).paints ?? []);
      await expect.poll(async () => (await paints()).some((p) => p.kind === 'first-contentful-paint')).toBe(true);
      const all = await paints();
      const first = all.find((p) => p.kind === 'first-contentful-paint')!;
      const largest = all.filter((p) => p.kind !== 'first-contentful-paint').at(-1)!;
      expect(largest.at, `the largest paint (${largest.kind}) is the first paint`).toBe(first.at);
    });
  }
});
