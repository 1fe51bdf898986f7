/**
 * Per-page CSS: Tailwind writes one stylesheet for the whole site and every page linked it,
 * render-blocking. Each page now carries, inline, only the rules its own markup and scripts can use
 * (a few KB), and the shared stylesheet goes once no script refers to it. Against Astro's own
 * `inlineStylesheets: 'always'` (`npm run bench -- css`) it saves 5.5-7 KB gzip a page, which keeps
 * pages inside their CSS and HTML budgets, and its first paint was ahead on every page type measured
 * on a quiet machine (docs/performance.md, "Post-build steps").
 *
 * Trimming (PurgeCSS) is the slow part, so it runs once per distinct set of the candidates that can
 * matter to the stylesheet (src/build/usedCss.ts `cssVocabulary`): pages of one template that differ
 * only in their words share one result. Each result is kept in the build cache, and the distinct sets
 * are trimmed in parallel on worker threads.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cached } from '../build/buildCache';
import { inlineStylesheets, linkedStylesheets } from '../build/inlineStyles';
import { pageScripts, scriptEntries } from '../build/pageScripts';
import { cssCandidates, cssTrimmer, cssVocabulary, relevantCandidates, type CssVocabulary } from '../build/usedCss';
import { workerPool } from '../build/workerPool';
import type { TrimCssTask } from '../build/trimCssWorker';
import type { PostBuildStep } from './postBuild';

/** The value made once per key. */
function once<T>(made: Map<string, T>, key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key)!;
}

export const pageStyles: PostBuildStep = async ({ site }) => {
  const pool = workerPool<TrimCssTask, string>(new URL('../build/trimCssWorker.ts', import.meta.url));
  const stylesheets = new Map<string, string>();
  const vocabularies = new Map<string, Promise<CssVocabulary>>();
  const trimmed = new Map<string, Promise<{ css: string; gzipBytes: number }>>();
  // Pages name the same few scripts: the candidates of each set of them are found once.
  const scriptCandidates = new Map<string, string[]>();
  const inlined = new Set<string>();
  try {
    await Promise.all(
      site.pages.map(async (page) => {
        const sheets = linkedStylesheets(page.html);
        if (!sheets.length) return;
        sheets.forEach((sheet) => inlined.add(sheet));
        const sheetsKey = sheets.join(' ');
        const css = once(stylesheets, sheetsKey, () => sheets.map((sheet) => site.text(sheet) ?? '').join('\n'));
        const vocabulary = await once(vocabularies, sheetsKey, () => cssVocabulary(css));
        const entries = scriptEntries(page.html);
        const fromScripts = once(scriptCandidates, `${sheetsKey}\n${entries.join(' ')}`, () => {
          const candidates = new Set<string>();
          for (const code of pageScripts(entries, (path) => site.text(path)).values())
            for (const c of cssCandidates(code)) candidates.add(c);
          return relevantCandidates(candidates, vocabulary);
        });
        // Whether a candidate matters depends on it alone, so the page's and its scripts' are found apart.
        const relevant = [...new Set([...relevantCandidates(cssCandidates(page.html), vocabulary), ...fromScripts])].sort();
        const result = await once(trimmed, `${sheetsKey}\n${relevant.join(' ')}`, async () => {
          const output = await cached('page-css', [cssTrimmer, css, ...relevant], () => pool.run({ css, candidates: relevant }));
          return { css: output.toString(), gzipBytes: gzipSync(output).length };
        });
        page.html = inlineStylesheets(page.html, result.css);
      }),
    );
  } finally {
    await pool.close();
  }

  const scripts = (await readdir(join(site.root, '_astro'))).filter((file) => file.endsWith('.js'));
  const stillUsed = (sheet: string) => scripts.some((file) => site.text(`/_astro/${file}`)!.includes(sheet.split('/').pop()!));
  for (const sheet of inlined) if (!stillUsed(sheet)) await rm(join(site.root, sheet));
  const largest = Math.max(0, ...(await Promise.all(trimmed.values())).map((r) => r.gzipBytes));
  return `inlined each page's CSS, ${trimmed.size} distinct trimmings; the largest is ${(largest / 1024).toFixed(1)} KB gzip`;
};
