/**
 * The blog explorer's search and URL state (case-insensitive over title, excerpt or any tag,
 * combined with the category filter). Pure functions: the island and the tests share them.
 */
import { normaliseText } from '~/lib/text/normalise';
import { blogCategoryIds, type BlogCategoryId } from './categories';

export type BlogCategoryFilter = 'all' | BlogCategoryId;

export interface SearchablePost {
  title: string;
  excerpt: string;
  tags: readonly string[];
  category: string;
}

export interface BlogQuery {
  q: string;
  category: BlogCategoryFilter;
}

/**
 * The posts in the chosen category ('all' keeps every one) whose title, excerpt or one of whose tags
 * contains the search text, in their given order. The text is a literal substring (no pattern, so
 * "c++" or "(" are safe), compared ignoring case and runs of white space; white space alone is no
 * search. Each post's text is normalised once up front, for typing over many posts: each keystroke
 * then costs one substring test per field.
 */
export function createPostSearch<T extends SearchablePost>(posts: readonly T[]): (query: string, category: BlogCategoryFilter) => T[] {
  const index = posts.map((post) => ({ post, fields: [post.title, post.excerpt, ...post.tags].map(normaliseText) }));
  return (query, category) => {
    const needle = normaliseText(query);
    return index
      .filter(
        ({ post, fields }) =>
          (category === 'all' || post.category === category) && (!needle || fields.some((field) => field.includes(needle))),
      )
      .map(({ post }) => post);
  };
}

function isBlogCategoryFilter(value: unknown): value is BlogCategoryFilter {
  return value === 'all' || (blogCategoryIds as readonly unknown[]).includes(value);
}

/** Reads `?q=&category=` from a location's search string; anything unknown falls back to the defaults. */
export function readBlogQuery(search: string): BlogQuery {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    category: isBlogCategoryFilter(category) ? category : 'all',
  };
}

/** The search string for a state ('' for the default view), so shared links stay short. */
export function blogQueryString({ q, category }: BlogQuery): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q);
  if (category !== 'all') params.set('category', category);
  const text = params.toString();
  return text ? `?${text}` : '';
}
