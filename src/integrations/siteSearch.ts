/**
 * Site search index: Pagefind reads every built page and writes a static, chunked index to
 * <outDir>/pagefind/ (no server; the browser fetches only the chunks a search needs). It reads each
 * page's search copy (src/build/searchCopy.ts), not the built file as its CLI would: words stay apart
 * and results keep image URLs (`npm run bench -- steps` compares the two).
 * Only pages whose <main> carries data-pagefind-body are indexed (BaseLayout sets it on searchable
 * pages), so coming-soon pages, the 404, /search and /admin stay out. Result URLs are the clean paths
 * the site links to (/destinations/canada, not /destinations/canada.html).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';
import { cached } from '../build/buildCache';
import { packFolder, unpackFolder } from '../build/folderArchive';
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

/** Pagefind's index of the pages given, written into `dir`. */
async function indexPages(pages: readonly { url: string; content: string }[], dir: string): Promise<void> {
  // One index per language, split by each page's <html lang>: a Hindi page searches the Hindi pages
  // (Hindi words, and the Latin terms they keep, like IELTS), an English page the English ones.
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    // Pagefind indexes in a process of its own: a few pages in flight keep it busy.
    for (let i = 0; i < pages.length; i += 16) {
      await Promise.all(
        pages.slice(i, i + 16).map(async (page) => {
          const added = await index.addHTMLFile(page);
          if (added.errors.length) throw new Error(`Pagefind could not index ${page.url}: ${added.errors.join('; ')}`);
        }),
      );
    }
    const written = await index.writeFiles({ outputPath: dir });
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    await Promise.all(unusedUiFiles.map((file) => rm(join(dir, file), { force: true })));
  } finally {
    await close();
  }
}

/**
 * The index is made from the pages' search copies alone, so it is kept in the build cache under them:
 * a build whose searchable pages read as before (a rebuild, the morning's rebuild with no new post)
 * writes the index it made last time instead of indexing every page again.
 */
export const siteSearch: PostBuildStep = async ({ site, projectRoot }) => {
  // Pagefind's version is part of the key: a new one may write another index from the same pages.
  const { version } = JSON.parse(await readFile(new URL('node_modules/pagefind/package.json', projectRoot), 'utf8')) as { version: string };
  const pages = site.pages
    .filter((page) => page.html.includes('data-pagefind-body'))
    .map((page) => ({ url: page.path, content: searchCopy(page.html) }));
  const index = await cached('site-search', [`pagefind ${version}`, ...pages.flatMap((page) => [page.url, page.content])], async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-search-'));
    try {
      await indexPages(pages, dir);
      return await packFolder(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  const files = await unpackFolder(index, join(site.root, 'pagefind'));
  return `indexed ${pages.length} pages (${files} files)`;
};
