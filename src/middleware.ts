import { defineMiddleware } from 'astro:middleware';
import { languageOf } from '~/lib/i18n/localizedPath';
import { keepCodesWhole } from '~/lib/text/keepCodesWhole';

/**
 * Every page renders in its route's language (the routes are made per language:
 * src/lib/i18n/routes.ts), which pages read from `Astro.locals.lang` and hand to each query that
 * returns words; and every page keeps codes such as F-1 and I-20 on one line.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.lang = languageOf(context.url.pathname);
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(keepCodesWhole(await response.text()), response);
});
