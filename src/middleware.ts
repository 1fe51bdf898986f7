import { defineMiddleware } from 'astro:middleware';
import { defaultLang, langOf } from '~/config/languages';
import { markEnglishParts, withPartsNote } from '~/lib/i18n/englishParts';
import type { StaysEnglish } from '~/lib/i18n/overlay';
import { pageRender } from '~/queries/language';

/**
 * Every page renders in its route's language, which the content queries read
 * (src/queries/language.ts). A page in another language then gets `lang="en"` on the English texts
 * its content kept, and says so when one of them is not translated yet.
 */
export const onRequest = defineMiddleware((context, next) => {
  const lang = langOf(context.currentLocale);
  const english = new Map<string, StaysEnglish>();
  return pageRender.run({ lang, english }, async () => {
    const response = await next();
    if (lang === defaultLang || !response.headers.get('content-type')?.startsWith('text/html')) return response;
    // Read inside the page's render, so a page streamed as it renders still knows its language.
    const page = markEnglishParts(await response.text(), english);
    return new Response(withPartsNote(page.html, page.showsUntranslated), response);
  });
});
