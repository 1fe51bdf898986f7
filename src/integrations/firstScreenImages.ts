/**
 * Each page's marked first-screen images are put inside the page, and its first paint waits for the
 * high-priority one among them (src/build/inlineImages.ts): on a slow network the image paints with
 * the page's words instead of one request later (`npm run bench -- steps` counts the requests spared;
 * docs/performance.md, "Post-build steps", has the largest paints). Astro has written the image files by
 * then; the marker stays harmless in `astro dev`, where the image simply loads from its URL.
 */
import { contentTypes } from '../config/serving';
import { firstPaintWithImage, inlineMarkedImages, maxInlineImageBytes } from '../build/inlineImages';
import type { PostBuildStep } from './postBuild';

export const firstScreenImages: PostBuildStep = async ({ site, logger }) => {
  const read = (path: string) => (path.startsWith('/_astro/') ? site.file(path) : undefined);
  let inlined = 0;
  for (const page of site.pages) {
    if (!page.html.includes('data-inline-image')) continue;
    const result = inlineMarkedImages(page.html, read, contentTypes);
    page.html = firstPaintWithImage(result.html);
    inlined += result.inlined.length;
    for (const src of result.tooLarge) {
      logger.warn(`${page.file}: ${src} is over ${maxInlineImageBytes / 1024} KB, so it stays a link (a smaller file paints sooner)`);
    }
  }
  return `put ${inlined} first-screen images inside their pages`;
};
