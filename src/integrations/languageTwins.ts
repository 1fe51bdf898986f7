/**
 * The sitemap lists every page's twin in the other languages. Astro reports the pages its i18n
 * fallback renders for dynamic routes (a post, a policy, a country) to no integration, so after the
 * build this collects each English page's twins that were written, into the list the sitemap
 * integration reads as its custom pages (list it before the sitemap: hooks run in order).
 */
import type { AstroIntegration } from 'astro';
import { existsSync } from 'node:fs';
import { langCodes, languageCodes } from '../config/languages';
import { languageOfPath, pathInLanguage } from '../lib/i18n/languagePaths';
import { pagePath } from '../lib/text/normalise';

export function languageTwins(found: string[]): AstroIntegration {
  let site: URL | undefined;
  return {
    name: 'language-twins',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ? new URL(config.site) : undefined;
      },
      'astro:build:done': ({ dir, pages }) => {
        if (!site) return;
        for (const { pathname } of pages) {
          const path = pagePath(`/${pathname}`);
          if (languageOfPath(path, languageCodes) !== languageCodes.reference) continue;
          for (const lang of langCodes.filter((code) => code !== languageCodes.reference)) {
            const twin = pathInLanguage(path, lang, languageCodes);
            if (existsSync(new URL(`.${twin}.html`, dir))) found.push(new URL(twin, site).href);
          }
        }
      },
    },
  };
}
