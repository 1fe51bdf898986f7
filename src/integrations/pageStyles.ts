import type { AstroIntegration } from 'astro';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { inlineStylesheets, linkedStylesheets } from '../lib/build/inlineStyles';
import { pageScripts } from '../lib/build/pageScripts';
import { cssCandidates, usedCss } from '../lib/build/usedCss';

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
        const read = (path: string) => {
          const file = join(root, path);
          return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
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
          const used = new Set(cssCandidates(html));
          for (const [path, code] of pageScripts(html, read)) for (const c of candidates(path, code)) used.add(c);
          const css = await usedCss(sheets.map((s) => read(s) ?? '').join('\n'), used);
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
