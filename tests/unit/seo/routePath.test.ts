import { describe, expect, it } from 'vitest';
import { isCurrentSection, routePath } from '~/lib/seo/routePath';

describe('routePath', () => {
  it('names the home page / however Astro reports it', () => {
    for (const pathname of ['/', '/index', '/index.html', '']) expect(routePath(pathname)).toBe('/');
  });
  it('drops .html, a trailing slash and a nested index', () => {
    expect(routePath('/about.html')).toBe('/about');
    expect(routePath('/destinations/usa/')).toBe('/destinations/usa');
    expect(routePath('/destinations/index.html')).toBe('/destinations');
  });
  it('keeps a page whose name merely ends in "index"', () => {
    expect(routePath('/blog/reindex.html')).toBe('/blog/reindex');
  });
});

describe('isCurrentSection', () => {
  it('marks Home only on the home page', () => {
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/', '/about')).toBe(false);
  });
  it('marks a section on its own page and on the pages under it', () => {
    expect(isCurrentSection('/destinations', '/destinations')).toBe(true);
    expect(isCurrentSection('/destinations', '/destinations/usa')).toBe(true);
    expect(isCurrentSection('/destinations', '/destinations-guide')).toBe(false);
  });
});
