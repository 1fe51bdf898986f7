import { describe, expect, it } from 'vitest';
import type { BlogCard } from '~/lib/blog/card';
import { decodePostIndex, encodePostIndex } from '~/lib/blog/postIndex';

const card = (id: string, overrides: Partial<BlogCard> = {}): BlogCard => ({
  id,
  title: `Title of ${id}`,
  excerpt: `Excerpt of ${id}, long enough to read like one.`,
  category: 'tips',
  tags: ['visa', 'usa'],
  date: '2026-10-05',
  image: { src: '/_astro/cover.abc.webp', width: 640, height: 336 },
  readTime: 5,
  featured: false,
  author: 'Rohan Kapoor',
  ...overrides,
});

describe('the explorer search data file', () => {
  const cards = [
    card('a'),
    card('b', { category: 'student-life', featured: true, author: 'Ananya Iyer', tags: ['c++', 'work rights'] }),
    card('c', { image: { src: '/_astro/other.def.webp', width: 640, height: 336 }, readTime: 12 }),
  ];

  it('gives back exactly the cards it was made from, in order', () => {
    const file = JSON.parse(JSON.stringify(encodePostIndex(cards)));
    expect(decodePostIndex(file)).toEqual(cards);
  });

  it('lists each cover image and author once', () => {
    const file = encodePostIndex(cards);
    expect(file.images).toHaveLength(2);
    expect(file.authors).toEqual(['Rohan Kapoor', 'Ananya Iyer']);
  });

  it('is smaller than the cards written out in full', () => {
    const many = Array.from({ length: 200 }, (_, i) => card(`post-${i}`, { image: cards[i % 3]!.image, author: cards[i % 3]!.author }));
    expect(JSON.stringify(encodePostIndex(many)).length).toBeLessThan(JSON.stringify(many).length * 0.75);
  });

  it('refuses a file of another version or shape', () => {
    const file = encodePostIndex(cards);
    expect(() => decodePostIndex({ ...file, version: 99 })).toThrow();
    expect(() => decodePostIndex(null)).toThrow();
    expect(() => decodePostIndex({ ...file, images: [] })).toThrow(/missing entry/);
  });
});
