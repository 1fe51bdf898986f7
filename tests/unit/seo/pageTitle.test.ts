import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../src/lib/seo/pageTitle';

describe('pageTitle', () => {
  it('puts the screen before the brand', () => {
    expect(pageTitle('Contact Us', 'Brand', 'Tagline')).toBe('Contact Us | Brand');
  });
  it('uses the brand and tagline on the home page', () => {
    expect(pageTitle(undefined, 'Brand', 'Your Pathway to Global Education')).toBe(
      'Brand | Your Pathway to Global Education',
    );
    expect(pageTitle('  ', 'Brand', 'Tagline')).toBe('Brand | Tagline');
  });
});
