/** The /search page's state in its URL (?q=), so a search can be shared as a link. */
export interface SiteSearchQuery {
  q: string;
}

export const searchPath = '/search';

export function readSearchQuery(search: string): SiteSearchQuery {
  return { q: (new URLSearchParams(search).get('q') ?? '').slice(0, 200) };
}

/** '?q=…' for a search, '' for none. */
export function searchQueryString({ q }: SiteSearchQuery): string {
  return q.trim() ? `?${new URLSearchParams({ q })}` : '';
}
