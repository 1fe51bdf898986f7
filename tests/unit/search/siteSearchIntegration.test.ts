import { describe, expect, it } from 'vitest';
import { pagePathOf } from '~/integrations/siteSearch';

describe('site search result URLs', () => {
  it('are the clean paths the site links to', () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('about.html')).toBe('/about');
    expect(pagePathOf('destinations/canada.html')).toBe('/destinations/canada');
    expect(pagePathOf('destinations/index.html')).toBe('/destinations');
    expect(pagePathOf('blog\\usa-or-canada.html')).toBe('/blog/usa-or-canada');
  });
});
