import { describe, expect, it } from 'vitest';
import { pageTypeFor } from '~/lib/search/pageType';
import { searchPageTypes } from '~/config/search';
import { readFileSync } from 'node:fs';
import { destinationPath, servicePath } from '~/lib/navigation/paths';

const idsIn = (file: string) => (JSON.parse(readFileSync(`src/content/${file}`, 'utf8')) as { id: string }[]).map((entry) => entry.id);

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
    expect(pageTypeFor('/blogsmith', rules)).toBeUndefined();
  });

  it('names every destination and service page', () => {
    for (const id of idsIn('destinations/destinations.json')) expect(pageTypeFor(destinationPath(id), searchPageTypes)).toBe('destination');
    for (const id of idsIn('services/services.json')) expect(pageTypeFor(servicePath(id), searchPageTypes)).toBe('service');
  });
});
