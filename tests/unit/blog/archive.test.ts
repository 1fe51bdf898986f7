import { describe, expect, it } from 'vitest';
import { archivePage, archivePageCount, archivePagePath, pagerItems } from '~/lib/blog/archive';

describe('the blog archive pages', () => {
  it('have at least one page, and as many as the posts fill', () => {
    expect(archivePageCount(0, 24)).toBe(1);
    expect(archivePageCount(8, 24)).toBe(1);
    expect(archivePageCount(24, 24)).toBe(1);
    expect(archivePageCount(25, 24)).toBe(2);
    expect(archivePageCount(1008, 24)).toBe(42);
  });

  it('split the posts in order with nothing lost or repeated', () => {
    const posts = Array.from({ length: 50 }, (_, i) => i);
    const pages = Array.from({ length: archivePageCount(posts.length, 24) }, (_, i) => archivePage(posts, i + 1, 24));
    expect(pages.map((p) => p.length)).toEqual([24, 24, 2]);
    expect(pages.flat()).toEqual(posts);
  });

  it('live under /blogs/page/<n>', () => {
    expect(archivePagePath(1)).toBe('/blogs/page/1');
    expect(archivePagePath(12)).toBe('/blogs/page/12');
  });
});

describe('pagerItems', () => {
  it('lists every page when there are few', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pagerItems(1, 42)).toEqual([1, 2, null, 42]);
    expect(pagerItems(20, 42)).toEqual([1, null, 19, 20, 21, null, 42]);
    expect(pagerItems(42, 42)).toEqual([1, null, 41, 42]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pagerItems(4, 42)).toEqual([1, 2, 3, 4, 5, null, 42]);
    expect(pagerItems(39, 42)).toEqual([1, null, 38, 39, 40, 41, 42]);
  });
});
