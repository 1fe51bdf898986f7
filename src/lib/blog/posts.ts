/** Ordering and grouping of blog posts for the pages: newest first, panels, related posts. */

export interface DatedPost {
  id: string;
  date: Date | string;
  category: string;
  tags: readonly string[];
  featured?: boolean;
}

const time = (date: Date | string) => new Date(date).getTime();

/** Newest first; posts of the same day by id, so the order is stable between builds. */
export function newestFirst<T extends DatedPost>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => time(b.date) - time(a.date) || a.id.localeCompare(b.id));
}

/** The newest `limit` posts of one category (the panels under 'all' show at most 3). */
export function newestInCategory<T extends DatedPost>(posts: readonly T[], category: string, limit = 3): T[] {
  return newestFirst(posts.filter((post) => post.category === category)).slice(0, limit);
}

/** The newest featured posts (Featured Resources). */
export function featuredPosts<T extends DatedPost>(posts: readonly T[], limit = 3): T[] {
  return newestFirst(posts.filter((post) => post.featured)).slice(0, limit);
}

/**
 * Up to `limit` other posts, most related first: one point per shared tag, two for the same
 * category; ties go to the newer post. Posts sharing nothing are never suggested. Every post page
 * asks this of the whole blog, so only the related posts are sorted, each date read once.
 */
export function relatedPosts<T extends DatedPost>(post: DatedPost, posts: readonly T[], limit = 3): T[] {
  const tags = new Set(post.tags);
  const scored: { other: T; score: number; time: number }[] = [];
  for (const other of posts) {
    if (other.id === post.id) continue;
    const score = (other.category === post.category ? 2 : 0) + other.tags.filter((tag) => tags.has(tag)).length;
    if (score > 0) scored.push({ other, score, time: time(other.date) });
  }
  return scored
    .sort((a, b) => b.score - a.score || b.time - a.time || a.other.id.localeCompare(b.other.id))
    .slice(0, limit)
    .map(({ other }) => other);
}
