/**
 * The language of the page being rendered, for the queries that read content: set once per page by
 * src/middleware.ts (from Astro's currentLocale) and carried through every await of that page's
 * render, so pages rendered side by side in different languages never see each other's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { defaultLang, type Lang } from '~/config/languages';

export const pageLanguage = new AsyncLocalStorage<Lang>();

/** The current page's language; English outside a page's render (scripts, endpoints without i18n). */
export const currentLang = (): Lang => pageLanguage.getStore() ?? defaultLang;
