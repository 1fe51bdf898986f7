import type { AstroIntegration } from 'astro';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { inlineStylesheets, linkedStylesheets } from '../build/inlineStyles';
import { pageScripts } from '../build/pageScripts';
import { cssCandidates, usedCss } from '../build/usedCss';
import { cached } from '../build/buildCache';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Per-page CSS after the build: Tailwind writes one stylesheet for the whole site and every page
 * linked it, render-blocking. Each page now carries, inline, only the rules its own markup and
 * scripts can use (a few KB), and the shared stylesheet goes once no script refers to it.
 */
export function pageStyles(): AstroIntegration {
  return {
    name: 'page-styles',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        // Every page names the same few scripts: each is read once.
        const files = new Map<string, string | undefined>();
        const read = (path: string) => {
          if (!files.has(path)) {
            const file = join(root, path);
            files.set(path, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
          }
          return files.get(path);
        };
        const candidatesOf = new Map<string, Set<string>>();
        const candidates = (path: string, code: string) => {
          if (!candidatesOf.has(path)) candidatesOf.set(path, cssCandidates(code));
          return candidatesOf.get(path)!;
        };
        const inlined = new Set<string>();
        let largest = { page: '', bytes: 0 };
        for (const file of htmlFiles(root)) {
          const html = readFileSync(file, 'utf8');
          const sheets = linkedStylesheets(html);
          if (!sheets.length) continue;
          const scripts = pageScripts(html, read);
          const sheetsCss = sheets.map((s) => read(s) ?? '').join('\n');
          // Trimming is the slow part of this step: a page whose markup, scripts (their names carry a
          // content hash) and stylesheet are unchanged reads its CSS back from the build cache.
          const trimmed = await cached('page-css', [sheetsCss, html, ...scripts.keys()], () => {
            const used = new Set(cssCandidates(html));
            for (const [path, code] of scripts) for (const c of candidates(path, code)) used.add(c);
            return usedCss(sheetsCss, used);
          });
          const css = trimmed.toString();
          writeFileSync(file, inlineStylesheets(html, css));
          sheets.forEach((s) => inlined.add(s));
          const bytes = gzipSync(css).length;
          if (bytes > largest.bytes) largest = { page: file.slice(root.length), bytes };
        }
        const scripts = readdirSync(join(root, '_astro')).filter((f) => f.endsWith('.js'));
        const stillUsed = (sheet: string) => scripts.some((f) => read(`/_astro/${f}`)!.includes(sheet.split('/').pop()!));
        for (const sheet of inlined) if (!stillUsed(sheet)) rmSync(join(root, sheet));
        logger.info(`inlined per-page CSS; the largest is ${(largest.bytes / 1024).toFixed(1)} KB gzip (${largest.page})`);
      },
    },
  };
}
