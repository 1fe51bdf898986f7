/**
 * The page being rendered, for the queries that read content: its language, set once per page by
 * src/middleware.ts (from Astro's currentLocale) and carried through every await of that page's
 * render, so pages rendered side by side in different languages never see each other's; and the
 * English texts its content kept in another language (src/lib/i18n/overlay.ts), which the
 * middleware marks as English where the page shows them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { defaultLang, type Lang } from '~/config/languages';
import type { StaysEnglish } from '~/lib/i18n/overlay';

interface PageRender {
  lang: Lang;
  /** Each English text the page's content kept, with why; `untranslated` outweighs `kept`. */
  english: Map<string, StaysEnglish>;
}

export const pageRender = new AsyncLocalStorage<PageRender>();

/** The current page's language; English outside a page's render (scripts, endpoints without i18n). */
export const currentLang = (): Lang => pageRender.getStore()?.lang ?? defaultLang;

/** Notes an English text the current page's content kept (nothing outside a page's render). */
export function keptInEnglish(text: string, why: StaysEnglish): void {
  const english = pageRender.getStore()?.english;
  if (english && english.get(text) !== 'untranslated') english.set(text, why);
}
