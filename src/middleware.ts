import { defineMiddleware } from 'astro:middleware';
import { langOf } from '~/config/languages';
import { keepCodesWhole } from '~/lib/text/keepCodesWhole';

/**
 * Every page renders in its route's language, which pages read from `Astro.locals.lang` and hand to
 * each query that returns words; and every page keeps codes such as F-1 and I-20 on one line.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.lang = langOf(context.currentLocale);
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(keepCodesWhole(await response.text()), response);
});
