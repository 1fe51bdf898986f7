import type { APIRequestContext } from '@playwright/test';

/** The paths the built sitemap lists (sitemap-index.xml and each sitemap it names). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const locs = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const paths: string[] = [];
  for (const sitemap of await locs('/sitemap-index.xml')) paths.push(...(await locs(sitemap)));
  return paths;
}
