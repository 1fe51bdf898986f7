/**
 * schema.org objects for the site-wide JSON-LD (pure: the layout passes in config and the origin).
 * Google reads these for the knowledge panel, the local-business card and breadcrumb trails.
 */
import { pagePath } from '~/lib/text/normalise';
import { dayCodes, type DayCode, type OpeningHours } from '~/lib/text/openingHours';

export interface OrganizationInput {
  name: string;
  description: string;
  foundedYear: number;
  phoneE164: string;
  email: string;
  hours: OpeningHours;
  address: { street: string; city: string; region: string; postalCode: string; countryCode: string };
  sameAs: readonly string[];
  /** Root-relative path of a square logo. */
  logoPath: string;
  /** The head office's name in the page's language ("GlobalPath Overseas Education, Noida Head Office"). */
  headOfficeName: string;
  /** The languages we advise in, as BCP 47 codes ("en", "hi"). */
  languages: readonly string[];
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "Mo-Su", "Mo-Fr" or "Sa" → the schema.org day names it covers. */
export function expandDays(range: string): string[] {
  const [from, to = from] = range.split('-').map((d) => dayCodes.indexOf(d.trim() as DayCode));
  if (from < 0 || to < 0 || to < from) throw new Error(`Unknown day range "${range}" (use e.g. "Mo-Su")`);
  return WEEK.slice(from, to + 1);
}

function postalAddress(a: OrganizationInput['address']) {
  return {
    '@type': 'PostalAddress',
    streetAddress: a.street,
    addressLocality: a.city,
    addressRegion: a.region,
    postalCode: a.postalCode,
    addressCountry: a.countryCode,
  };
}

export function organizationLd(org: OrganizationInput, site: URL) {
  return {
    '@type': 'EducationalOrganization',
    '@id': new URL('/#organization', site).href,
    name: org.name,
    url: new URL('/', site).href,
    logo: new URL(org.logoPath, site).href,
    description: org.description,
    foundingDate: String(org.foundedYear),
    email: org.email,
    telephone: org.phoneE164,
    address: postalAddress(org.address),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: org.phoneE164,
      email: org.email,
      areaServed: 'IN',
      availableLanguage: [...org.languages],
    },
    sameAs: [...org.sameAs],
  };
}

/** The head office as a local business, with its opening hours. */
export function localBusinessLd(org: OrganizationInput, site: URL) {
  return {
    '@type': 'LocalBusiness',
    '@id': new URL('/#head-office', site).href,
    name: org.headOfficeName,
    url: new URL('/contact', site).href,
    image: new URL(org.logoPath, site).href,
    telephone: org.phoneE164,
    email: org.email,
    address: postalAddress(org.address),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: expandDays(org.hours.days),
        opens: org.hours.opens,
        closes: org.hours.closes,
      },
    ],
    parentOrganization: { '@id': new URL('/#organization', site).href },
  };
}

export interface Crumb {
  name: string;
  /** Root-relative path. */
  path: string;
}

/**
 * Home → each ancestor that is a page of its own → this page. `names` gives the visible name of
 * ancestor paths; `aliases` maps a URL folder that is not a page (e.g. /blog) to the page that lists
 * its children (e.g. /blogs). Ancestors with neither are left out rather than linked to a 404.
 */
export function breadcrumbTrail(
  pathname: string,
  pageName: string,
  names: ReadonlyMap<string, string>,
  aliases: ReadonlyMap<string, Crumb> = new Map(),
): Crumb[] {
  const path = pagePath(pathname);
  const home = names.get('/');
  if (home === undefined) throw new Error('The breadcrumb names have no name for the home page "/"');
  const trail: Crumb[] = [{ name: home, path: '/' }];
  if (path === '/') return trail;
  const segments = path.split('/').filter(Boolean);
  for (let i = 1; i < segments.length; i++) {
    const ancestor = `/${segments.slice(0, i).join('/')}`;
    const alias = aliases.get(ancestor);
    if (alias) trail.push(alias);
    else if (names.has(ancestor)) trail.push({ name: names.get(ancestor)!, path: ancestor });
  }
  trail.push({ name: pageName, path });
  return trail;
}

export function breadcrumbLd(trail: readonly Crumb[], site: URL) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: new URL(crumb.path, site).href,
    })),
  };
}
