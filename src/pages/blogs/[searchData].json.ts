/**
 * The blog explorer's search data (/blogs/posts-<hash>.json): every post's card, fetched by the explorer
 * the first time a visitor searches or picks a tab. The name changes whenever the content does.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { langCodes, type Lang } from '~/config/languages';
import { loadBlogSearchData } from '~/queries/blog';

// One file per language, each named by its content.
export const getStaticPaths = (async () =>
  Promise.all(
    langCodes.map(async (lang) => ({ params: { searchData: (await loadBlogSearchData(lang)).name }, props: { lang } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ lang: Lang }> = async ({ props }) =>
  new Response((await loadBlogSearchData(props.lang)).json, { headers: { 'Content-Type': 'application/json' } });
