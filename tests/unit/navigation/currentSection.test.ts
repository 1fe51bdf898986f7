import { describe, expect, it } from 'vitest';
import { isCurrentSection } from '~/lib/navigation/currentSection';
import { pagePath } from '~/lib/text/normalise';

describe('isCurrentSection', () => {
  it('marks Home only on the home page, however Astro reports it', () => {
    for (const pathname of ['/', '/index', '/index.html', '']) expect(isCurrentSection('/', pagePath(pathname))).toBe(true);
    expect(isCurrentSection('/', '/about')).toBe(false);
  });
  it('marks a section on its own page and on the pages under it', () => {
    expect(isCurrentSection('/destinations', pagePath('/destinations.html'))).toBe(true);
    expect(isCurrentSection('/destinations', pagePath('/destinations/usa.html'))).toBe(true);
    expect(isCurrentSection('/destinations', pagePath('/destinations/index.html'))).toBe(true);
    expect(isCurrentSection('/destinations', '/destinations-guide')).toBe(false);
  });
  it('keeps a page whose name merely ends in "index"', () => {
    expect(isCurrentSection('/blog/reindex', pagePath('/blog/reindex.html'))).toBe(true);
  });
});
