/**
 * The address of a page of this site in one of its languages, made where the address is written: a
 * link, a form's target, an island's prop, the language switch and the hreflang alternates. English
 * is at the root and every other language of src/config/languages.ts under its code (the rule is
 * src/lib/i18n/languagePaths.ts's), so a page is written with its English path and each language's
 * render asks for its own. Anything else (another site, mail and phone links, a fragment of the same
 * page) is left as it is.
 */
import { languageCodes, type Lang } from '~/config/languages';
import { pagePath } from '../text/normalise';
import { languageOfPath, pathInLanguage, referencePath } from './languagePaths';

/** The language a page's address is in, as served or as built (/hi, /hi.html, /hi/about): its first segment when that is a language's code, else English. */
export const languageOf = (pathname: string): Lang => languageOfPath(pagePath(pathname), languageCodes);

/** A page's English path, its name in code whatever language it is rendered in (/hi/about.html → /about). */
export const englishPathOf = (pathname: string): string => referencePath(pagePath(pathname), languageCodes);

/** `path` in `lang`: /contact?purpose=visa → /hi/contact?purpose=visa, / → /hi, /hi/about → /about for English. */
export function localizedPath(path: string, lang: Lang): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return pathInLanguage(path, lang, languageCodes);
}

/**
 * A page's public address in `lang` on the site's origin, as canonical links, hreflang alternates and
 * shared plans give it: the path as served, without ".html" (/timeline.html → https://…/hi/timeline).
 */
export const pageAddress = (pathname: string, lang: Lang, site: URL | undefined): string =>
  new URL(localizedPath(pagePath(pathname), lang), site).href;

/**
 * HTML written from an editor's Markdown (a post, a policy) with each link to a page of the site in
 * `lang`: an editor links the English path, "[Refund Policy](/refund-policy)", in every language.
 */
export const withLocalizedLinks = (html: string, lang: Lang): string =>
  html.replace(/(<a\s[^>]*?\bhref=")(\/[^"]*)"/g, (_, before: string, path: string) => `${before}${localizedPath(path, lang)}"`);
