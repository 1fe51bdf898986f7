import { describe, expect, it } from 'vitest';
import { maxTitleLength, pageTitle } from '~/lib/seo/pageTitle';
import { brand } from '~/config/site';

describe('pageTitle', () => {
  it('puts the screen before the brand', () => {
    expect(pageTitle('Contact Us', 'Brand', 'Tagline')).toBe('Contact Us | Brand');
  });
  it('uses the brand and tagline on the home page', () => {
    expect(pageTitle(undefined, 'Brand', 'Your Pathway to Global Education')).toBe('Brand | Your Pathway to Global Education');
    expect(pageTitle('  ', 'Brand', 'Tagline')).toBe('Brand | Tagline');
  });
  it('shortens the brand when the full title would be too long for search results', () => {
    const screen = 'x'.repeat(maxTitleLength - ' | Short'.length);
    expect(pageTitle(screen, 'A Much Longer Brand Name', 'Tagline', 'Short')).toBe(`${screen} | Short`);
  });
  it('cuts a screen name that is too long even then at a word, still followed by the brand', () => {
    const screen = 'How to Write a Statement of Purpose That Admissions Committees Remember for Years';
    const title = pageTitle(screen, brand.name, brand.tagline, brand.shortName);
    expect(title.length).toBeLessThanOrEqual(maxTitleLength);
    expect(title).toMatch(new RegExp(`^How to Write a Statement of Purpose\\b.*\\S… \\| ${brand.shortName}$`));
    expect(screen.startsWith(title.split('… |')[0]!)).toBe(true);
  });
  it('keeps every title within the limit whatever the screen name', () => {
    for (let n = 1; n < 120; n += 7) {
      const screen = Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
      expect(pageTitle(screen, brand.name, brand.tagline, brand.shortName).length).toBeLessThanOrEqual(maxTitleLength);
    }
    expect(pageTitle('A'.repeat(200), brand.name, brand.tagline, brand.shortName).length).toBeLessThanOrEqual(maxTitleLength);
  });
});
