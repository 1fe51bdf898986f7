import type { APIRoute } from 'astro';
import { langCodes } from '~/config/languages';
import { contentShown } from '~/queries/contentShown';

/**
 * What the pages show from the content, in every language (src/queries/contentShown.ts), for the
 * browser tests. The post-build pipeline moves the file out of the output to generated/, so it is
 * never served.
 */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(Object.fromEntries(await Promise.all(langCodes.map(async (lang) => [lang, await contentShown(lang)])))), {
    headers: { 'Content-Type': 'application/json' },
  });
