import { describe, expect, it } from 'vitest';
import { breadcrumbLd, breadcrumbTrail, expandDays, localBusinessLd, organizationLd } from '../../../src/lib/seo/structuredData';

const site = new URL('https://example.org');
const org = {
  name: 'Brand',
  description: 'About the brand',
  foundedYear: 2015,
  phoneE164: '+911234567890',
  email: 'a@example.org',
  hours: { days: 'Mo-Su', opens: '07:00', closes: '22:00' },
  address: { street: 'Sector 62', city: 'Noida', region: 'UP', postalCode: '201309', countryCode: 'IN' },
  sameAs: ['https://social.example/brand'],
  logoPath: '/logo.png',
  headOfficeName: 'Brand, Noida मुख्य कार्यालय',
  languages: ['en', 'hi'],
};

describe('expandDays', () => {
  it('expands ranges and single days', () => {
    expect(expandDays('Mo-Su')).toHaveLength(7);
    expect(expandDays('Mo-Fr')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(expandDays('Sa')).toEqual(['Saturday']);
  });
  it('refuses what it cannot read', () => {
    expect(() => expandDays('Mon-Sun')).toThrow(/Unknown day range/);
    expect(() => expandDays('Su-Mo')).toThrow();
  });
});

describe('organization and office', () => {
  it('gives absolute URLs and a contact point', () => {
    const ld = organizationLd(org, site);
    expect(ld).toMatchObject({
      '@type': 'EducationalOrganization',
      name: 'Brand',
      url: 'https://example.org/',
      logo: 'https://example.org/logo.png',
      contactPoint: { telephone: '+911234567890', availableLanguage: ['en', 'hi'] },
    });
  });
  it('gives the office address and opening hours', () => {
    const ld = localBusinessLd(org, site);
    expect(ld.address.addressLocality).toBe('Noida');
    expect(ld.name).toBe('Brand, Noida मुख्य कार्यालय');
    expect(ld.openingHoursSpecification[0]).toMatchObject({ opens: '07:00', closes: '22:00' });
    expect(ld.openingHoursSpecification[0].dayOfWeek).toContain('Sunday');
  });
});

describe('breadcrumbTrail', () => {
  const names = new Map([
    ['/', 'Home'],
    ['/services', 'Services'],
    ['/blogs', 'Resources & Blog'],
  ]);
  it('walks from Home through named ancestors to the page', () => {
    expect(breadcrumbTrail('/services/consultation.html', 'Study Abroad Consultation', names)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Study Abroad Consultation', path: '/services/consultation' },
    ]);
  });
  it('uses an alias for a folder that is not a page and skips unknown folders', () => {
    const aliases = new Map([['/blog', { name: 'Resources & Blog', path: '/blogs' }]]);
    expect(breadcrumbTrail('/blog/visa-tips', 'Visa tips', names, aliases).map((c) => c.path)).toEqual(['/', '/blogs', '/blog/visa-tips']);
    expect(breadcrumbTrail('/x/y', 'Y', names).map((c) => c.path)).toEqual(['/', '/x/y']);
  });
  it('is only Home on the home page', () => {
    expect(breadcrumbTrail('/', 'ignored', names)).toEqual([{ name: 'Home', path: '/' }]);
  });
  it('numbers the list items from 1 with absolute URLs', () => {
    const ld = breadcrumbLd(
      [
        { name: 'Home', path: '/' },
        { name: 'About Us', path: '/about' },
      ],
      site,
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.org/' },
      { '@type': 'ListItem', position: 2, name: 'About Us', item: 'https://example.org/about' },
    ]);
  });
});
