import { defineMiddleware } from 'astro:middleware';
import { defaultLang, langOf } from '~/config/languages';
import { markEnglishParts, withPartsNote } from '~/lib/i18n/englishParts';
import type { StaysEnglish } from '~/lib/i18n/overlay';
import { keepCodesWhole } from '~/lib/text/keepCodesWhole';
import { pageRender } from '~/queries/language';

/**
 * Every page renders in its route's language, which the content queries read
 * (src/queries/language.ts). A page in another language then gets `lang="en"` on the English texts
 * its content kept, and says so when one of them is not translated yet; and every page keeps codes
 * such as F-1 and I-20 on one line (after the English texts are found, which it would split).
 */
export const onRequest = defineMiddleware((context, next) => {
  const lang = langOf(context.currentLocale);
  const english = new Map<string, StaysEnglish>();
  return pageRender.run({ lang, english }, async () => {
    const response = await next();
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
    // Read inside the page's render, so a page streamed as it renders still knows its language.
    const html = await response.text();
    if (lang === defaultLang) return new Response(keepCodesWhole(html), response);
    const page = markEnglishParts(html, english);
    return new Response(keepCodesWhole(withPartsNote(page.html, page.showsUntranslated)), response);
  });
});
