/**
 * The blog explorer's search data (/blogs/posts-<hash>.json): every post's card, fetched by the explorer
 * the first time a visitor searches or picks a tab. The name changes whenever the content does.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadBlogSearchData } from '~/queries/blog';

export const getStaticPaths = (async () => [{ params: { searchData: (await loadBlogSearchData()).name } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response((await loadBlogSearchData()).json, { headers: { 'Content-Type': 'application/json' } });
