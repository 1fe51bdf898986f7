/**
 * The pseudo-language build (`PSEUDO_LOCALE=1`): the site built with one more language, made from
 * the English as its words are read (src/lib/i18n/pseudo.ts), so a word that bypasses the content
 * and a layout that cannot grow show at a glance. It is added as any language is, by its entry in
 * src/config/languages.ts, which this build writes into that module as Vite reads it: every route,
 * the language switch, the hreflang alternates and every query then have it, and nothing else
 * changes. Its pages are never published: noindex (src/components/layout/Seo.astro) and left out of
 * the sitemap (astro.config.mjs). Without the variable the build is the production build, unchanged.
 */
import type { AstroIntegration } from 'astro';
import { withPseudoEntry } from '../build/pseudoEntry';

/** Whether this build adds the pseudo-language. */
const buildsPseudoLanguage = (): boolean => Boolean(process.env.PSEUDO_LOCALE);

export function pseudoLanguage(): AstroIntegration {
  return {
    name: 'pseudo-language',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        if (!buildsPseudoLanguage()) return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'pseudo-language-entry',
                enforce: 'pre',
                transform: (code, id) =>
                  /[\\/]src[\\/]config[\\/]languages\.ts$/.test(id.split('?')[0]!) ? withPseudoEntry(code) : undefined,
              },
            ],
          },
        });
      },
    },
  };
}
