import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineMarkedImages, maxInlineImageBytes } from '../build/inlineImages';
import { contentTypes } from '../config/serving';

/**
 * After the build, each page's marked first-screen images are put inside the page
 * (src/build/inlineImages.ts). Astro has written the image files by then; the marker stays
 * harmless in `astro dev`, where the image simply loads from its URL.
 */
export function firstScreenImages(): AstroIntegration {
  return {
    name: 'first-screen-images',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const read = (path: string) => {
          const file = join(root, path);
          return path.startsWith('/_astro/') && existsSync(file) ? readFileSync(file) : undefined;
        };
        const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
        let inlined = 0;
        for (const page of pages) {
          const html = await readFile(join(root, page), 'utf8');
          if (!html.includes('data-inline-image')) continue;
          const result = inlineMarkedImages(html, read, contentTypes);
          await writeFile(join(root, page), result.html);
          inlined += result.inlined.length;
          for (const src of result.tooLarge) {
            logger.warn(`${page}: ${src} is over ${maxInlineImageBytes / 1024} KB, so it stays a link (a smaller file paints sooner)`);
          }
        }
        logger.info(`put ${inlined} first-screen images inside their pages`);
      },
    },
  };
}
