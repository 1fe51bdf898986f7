import { describe, expect, it } from 'vitest';
import { featuredPosts, newestFirst, newestInCategory, relatedPosts } from '~/lib/blog/posts';

const post = (id: string, date: string, category: string, tags: string[], featured = false) => ({
  id,
  date: new Date(date),
  category,
  tags,
  featured,
});
const posts = [
  post('a', '2026-01-10', 'tips', ['visa', 'usa'], true),
  post('b', '2026-03-01', 'tips', ['money']),
  post('c', '2026-02-01', 'tips', ['usa']),
  post('d', '2026-04-01', 'tips', ['ielts'], true),
  post('e', '2026-05-01', 'updates', ['visa', 'usa'], true),
  post('f', '2026-06-01', 'student-life', ['housing']),
  post('g', '2026-06-01', 'updates', ['visa'], true),
  post('h', '2026-07-01', 'updates', ['canada'], true),
];
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('blog ordering and grouping', () => {
  it('sorts newest first, same-day posts by id', () => {
    expect(ids(newestFirst(posts))).toEqual(['h', 'f', 'g', 'e', 'd', 'b', 'c', 'a']);
  });

  it('gives each category panel its newest three at most', () => {
    expect(ids(newestInCategory(posts, 'tips'))).toEqual(['d', 'b', 'c']);
    expect(ids(newestInCategory(posts, 'student-life'))).toEqual(['f']);
    expect(newestInCategory(posts, 'study-guides')).toEqual([]);
  });

  it('features the newest featured posts, three at most', () => {
    expect(ids(featuredPosts(posts))).toEqual(['h', 'g', 'e']);
  });

  it('relates posts by category and shared tags, never the post itself or an unrelated one', () => {
    const related = relatedPosts(posts[0]!, posts);
    expect(ids(related)).toEqual(['c', 'e', 'd']); // c: tips + usa (3); e: visa + usa (2); d, b: tips (2), newer first
    expect(ids(relatedPosts(posts[5]!, posts))).toEqual([]);
    expect(relatedPosts(posts[0]!, posts, 1)).toHaveLength(1);
  });
});
