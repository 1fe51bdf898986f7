import { defineMiddleware } from 'astro:middleware';
import { defaultLang, langOf } from '~/config/languages';
import { collections } from '~/content.config';
import { markEnglishParts, withPartsNote } from '~/lib/i18n/englishParts';
import { keepCodesWhole } from '~/lib/text/keepCodesWhole';
import { englishTextsIn } from '~/queries/collections';

/**
 * Every page renders in its route's language, which pages read from `Astro.locals.lang` and hand to
 * each query that returns words. A page in another language then gets `lang="en"` on the English
 * texts the content keeps in that language, and says so when one of them is not translated yet; and
 * every page keeps codes such as F-1 and I-20 on one line (after the English texts are found, which
 * it would split).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const lang = langOf(context.currentLocale);
  context.locals.lang = lang;
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  if (lang === defaultLang) return new Response(keepCodesWhole(html), response);
  const page = markEnglishParts(html, await englishTextsIn(lang, Object.keys(collections)));
  return new Response(keepCodesWhole(withPartsNote(page.html, page.showsUntranslated)), response);
});
