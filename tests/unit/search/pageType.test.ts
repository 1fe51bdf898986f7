import { describe, expect, it } from 'vitest';
import { pageTypeFor } from '~/lib/search/pageType';
import { searchPageTypes } from '~/config/search';
import { destinationLinks, legalLinks, serviceLinks } from '~/config/navigation';

describe('the kind of page a search result shows', () => {
  it('matches a path and everything below it, first rule first', () => {
    const rules = [
      { type: 'Home', paths: ['/'] },
      { type: 'Article', paths: ['/blog'] },
      { type: 'Blog', paths: ['/blogs'] },
    ];
    expect(pageTypeFor('/', rules)).toBe('Home');
    expect(pageTypeFor('/index.html', rules)).toBe('Home');
    expect(pageTypeFor('/blog/usa-or-canada', rules)).toBe('Article');
    expect(pageTypeFor('/blog/usa-or-canada.html', rules)).toBe('Article');
    expect(pageTypeFor('/blogs', rules)).toBe('Blog');
    expect(pageTypeFor('/blogs/', rules)).toBe('Blog');
    expect(pageTypeFor('/blogsmith', rules)).toBe('Page');
  });

  it('names every destination, service and legal page the site links to', () => {
    for (const { path } of destinationLinks) expect(pageTypeFor(path, searchPageTypes)).toBe('Destination');
    for (const { path } of serviceLinks) expect(pageTypeFor(path, searchPageTypes)).toBe('Service');
    for (const { path } of legalLinks) expect(pageTypeFor(path, searchPageTypes)).toBe('Legal');
  });
});
