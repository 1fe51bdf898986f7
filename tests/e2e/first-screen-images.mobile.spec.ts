import { expect, test, type Page } from '@playwright/test';
import { maxInlineImageBytes } from '../../src/build/inlineImages';
import { blogPosts } from './content';

// The pages whose first screen on a phone shows images: the home hero, the first featured post on
// /blogs, and each post's cover and author photo.
const pages = ['/', '/blogs', ...blogPosts.map((post) => `/blog/${post.id}`)];

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
