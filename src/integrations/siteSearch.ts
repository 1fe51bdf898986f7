/**
 * Site search index: Pagefind reads every built page and writes a static, chunked index to
 * <outDir>/pagefind/ (no server; the browser fetches only the chunks a search needs).
 * Only pages whose <main> carries data-pagefind-body are indexed (BaseLayout sets it on searchable
 * pages), so coming-soon pages, the 404, /search and /admin stay out. Result URLs are the clean paths
 * the site links to (/destinations/canada, not /destinations/canada.html).
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';
import { searchCopy } from '../build/searchCopy';
import type { PostBuildStep } from './postBuild';

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

export const siteSearch: PostBuildStep = async ({ site }) => {
  // One index per language, split by each page's <html lang>: a Hindi page searches the Hindi pages
  // (Hindi words, and the Latin terms they keep, like IELTS), an English page the English ones.
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const searchable = site.pages.filter((page) => page.html.includes('data-pagefind-body'));
    // Pagefind indexes in a process of its own: a few pages in flight keep it busy.
    for (let i = 0; i < searchable.length; i += 16) {
      await Promise.all(
        searchable.slice(i, i + 16).map(async (page) => {
          const added = await index.addHTMLFile({ url: page.path, content: searchCopy(page.html) });
          if (added.errors.length) throw new Error(`Pagefind could not index ${page.file}: ${added.errors.join('; ')}`);
        }),
      );
    }
    const written = await index.writeFiles({ outputPath: join(site.root, 'pagefind') });
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    await Promise.all(unusedUiFiles.map((file) => rm(join(site.root, 'pagefind', file), { force: true })));
    return `indexed ${searchable.length} pages`;
  } finally {
    await close();
  }
};
