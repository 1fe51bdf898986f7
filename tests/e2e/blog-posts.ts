/**
 * The blog posts as the blog's searches and lists see them (title, excerpt, category, tags, day), for
 * tests that mix the content's posts with generated ones: the posts the build lists.
 */
import { day, shown } from './expected';

export interface PostFacts {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  /** YYYY-MM-DD */
  date: string;
  featured: boolean;
}

export function readPosts(): PostFacts[] {
  return shown().blog.posts.map(({ id, title, excerpt, category, tags, date, featured }) => ({
    id,
    title,
    excerpt,
    category,
    tags,
    date: day(date),
    featured,
  }));
}

/** Newest first, ties by id: the order the blog lists posts in. */
export const newestFirst = <T extends { id: string; date: string }>(posts: readonly T[]): T[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));

/** What the explorer's search should find: the text anywhere in the title, excerpt or a tag, any case. */
export const matching = <T extends PostFacts>(posts: readonly T[], text: string, category = 'all'): T[] => {
  const needle = text.trim().replace(/\s+/g, ' ').toLowerCase();
  return posts.filter(
    (p) =>
      (category === 'all' || p.category === category) &&
      [p.title, p.excerpt, ...p.tags].some((f) => f.replace(/\s+/g, ' ').toLowerCase().includes(needle)),
  );
};
