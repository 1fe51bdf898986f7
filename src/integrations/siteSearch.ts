/**
 * Site search index: after `astro build`, Pagefind reads every built page and writes a static, chunked
 * index to <outDir>/pagefind/ (no server; the browser fetches only the chunks a search needs).
 * Only pages whose <main> carries data-pagefind-body are indexed (BaseLayout sets it on searchable
 * pages), so coming-soon pages, the 404, /search and /admin stay out. Result URLs are the clean paths
 * the site links to (/destinations/canada, not /destinations/canada.html).
 */
import type { AstroIntegration } from 'astro';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { close, createIndex } from 'pagefind';
import { pagePath } from '../lib/text/normalise';

/** The path a built file is served at: about.html → /about, index.html → /. */
export const pagePathOf = (file: string): string => pagePath(`/${file.split('\\').join('/')}`.replace(/^\/+/, '/'));

/** Pagefind's ready-made interfaces: the site draws its own results (src/islands/search/), so these are not shipped. */
const unusedUiFiles = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

export function siteSearch(): AstroIntegration {
  return {
    name: 'site-search',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const outDir = fileURLToPath(dir);
        const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
        const { index, errors } = await createIndex({ forceLanguage: 'en' });
        if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
        try {
          let pages = 0;
          // A few files in flight at a time keep Pagefind busy without reading the whole site into memory.
          const addFile = async (file: string) => {
            const content = await readFile(join(outDir, file), 'utf8');
            if (!content.includes('data-pagefind-body')) return;
            const added = await index.addHTMLFile({ url: pagePathOf(file), content });
            if (added.errors.length) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
            pages += 1;
          };
          for (let i = 0; i < files.length; i += 16) await Promise.all(files.slice(i, i + 16).map(addFile));
          const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
          if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
          await Promise.all(unusedUiFiles.map((file) => rm(join(outDir, 'pagefind', file), { force: true })));
          logger.info(`indexed ${pages} pages in ${Math.round(performance.now() - started)} ms`);
        } finally {
          await close();
        }
      },
    },
  };
}
