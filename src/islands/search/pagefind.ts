/**
 * Pagefind's browser API, loaded from the index the build writes to /pagefind/. Loaded on the first
 * call only (when the visitor opens search), never with the page.
 */
import { excerptParts, type ExcerptPart } from '~/lib/search/excerpt';

/** The parts of Pagefind's API the site uses (its full types: pagefind_web_js/types/index.d.ts). */
interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface PagefindResult {
  id: string;
  data: () => Promise<PagefindFragment>;
}
interface Pagefind {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (term: string, options?: object, debounceMs?: number) => Promise<{ results: PagefindResult[] } | null>;
}

/** One search result as the site shows it. */
export interface SearchHit {
  id: string;
  url: string;
  title: string;
  type: string;
  excerpt: ExcerptPart[];
}

export interface SearchOutcome {
  /** The matching pages in rank order; `hits` resolves their text, a page of them at a time. */
  results: PagefindResult[];
}

// A variable, so neither TypeScript nor Vite tries to resolve a file that exists only after the build.
const bundle = '/pagefind/pagefind.js';
let loading: Promise<Pagefind> | undefined;

export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ bundle) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 26 });
    await pagefind.init();
    return pagefind;
  });
  // A failed load (offline, say) may be tried again on the next search.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Searches for `term`; resolves to null when a newer search replaced this one while waiting. */
export async function searchSite(term: string): Promise<SearchOutcome | null> {
  const pagefind = await loadPagefind();
  const outcome = await pagefind.debouncedSearch(term, {}, 120);
  return outcome && { results: outcome.results };
}

/** The text of some results (only those about to be shown are fetched), with the language's full stop. */
export function hits(results: readonly PagefindResult[], fullStop: string): Promise<SearchHit[]> {
  return Promise.all(
    results.map(async (result) => {
      const data = await result.data();
      return {
        id: result.id,
        url: data.url,
        title: data.meta.title ?? data.url,
        type: data.meta.type ?? '',
        excerpt: excerptParts(data.excerpt, fullStop),
      };
    }),
  );
}
