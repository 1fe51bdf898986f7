/**
 * Every page is a route under `src/pages/[...lang]/`, generated in the open for each language of
 * src/config/languages.ts: English at the root (the `lang` parameter left out), every other language
 * under its code. A page written once lists one route per language; a page made from entries lists
 * its entries in each language, and says where one is shown in English because it is not
 * translated yet (a post, a policy: `isFallback`).
 */
import { defaultLang, langCodes, type Lang } from '~/config/languages';

/** The `[...lang]` parameter of a language's routes: none at the root for English, its code for every other. */
const langParam = (lang: Lang): string | undefined => (lang === defaultLang ? undefined : lang);

/** The routes of a page written once, one per language: /about, /hi/about. */
export const everyLanguage = () => langCodes.map((lang) => ({ params: { lang: langParam(lang) } }));

/** The routes of a page made from entries: each language's, its entries' params and props beside it. */
export async function inEveryLanguage<T>(routes: (lang: Lang) => Promise<{ params: Record<string, string | undefined>; props?: T }[]>) {
  const all = await Promise.all(
    langCodes.map(async (lang) => (await routes(lang)).map((route) => ({ ...route, params: { ...route.params, lang: langParam(lang) } }))),
  );
  return all.flat();
}
