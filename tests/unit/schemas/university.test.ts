import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { collections } from '~/content.config';

const { scholarships, universities, communityBenefits, events, recordings } = collections;

// The collections' own schemas, fed bad entries: each must fail and name the field at fault.
const schemaOf = (collection: { schema?: unknown }) => collection.schema as z.ZodType;
const good = {
  id: 'harvard',
  order: 1,
  name: 'Harvard University',
  country: 'USA',
  region: 'Massachusetts',
  logo: { monogram: 'HU', primary: '#7f1d1d', secondary: '#fbbf24' },
  ranking: 'QS World #4 (2025)',
  programs: ['Business', 'Law'],
  scholarshipAmount: '$50,000',
  featured: true,
};
const failingPaths = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('universities schema', () => {
  const schema = schemaOf(universities);

  it('accepts a good entry and fills the admission rate from figures', () => {
    expect(schema.parse(good)).toMatchObject({ admissionRate: '98%' });
  });

  it('rejects a bad country, an unknown key, a missing field, a bad amount and a drifting admission rate', () => {
    expect(failingPaths(schema, { ...good, country: 'France' })).toEqual(['country']);
    expect(failingPaths(schema, { ...good, website: 'https://example.org' })).toEqual(['']);
    const { ranking: _ranking, ...missing } = good;
    expect(failingPaths(schema, missing)).toEqual(['ranking']);
    expect(failingPaths(schema, { ...good, scholarshipAmount: '50000 dollars' })).toEqual(['scholarshipAmount']);
    expect(failingPaths(schema, { ...good, admissionRate: '97%' })).toEqual(['admissionRate']);
    expect(failingPaths(schema, { ...good, logo: { ...good.logo, monogram: 'harvard' } })).toEqual(['logo.monogram']);
  });
});

describe('scholarships and benefits schemas', () => {
  it('only allows bands that figures.scholarships defines', () => {
    const entry = { id: 'merit-based', title: 'Merit-Based Scholarships', band: 'meritBased', description: 'x'.repeat(60) };
    expect(failingPaths(schemaOf(scholarships), entry)).toEqual([]);
    expect(failingPaths(schemaOf(scholarships), { ...entry, band: 'needBased' })).toEqual(['band']);
  });

  it('only allows icons the page can draw', () => {
    const entry = { id: 'live', icon: 'video', title: 'Live Webinars', description: 'y'.repeat(60) };
    expect(failingPaths(schemaOf(communityBenefits), entry)).toEqual([]);
    expect(failingPaths(schemaOf(communityBenefits), { ...entry, icon: 'rocket' })).toEqual(['icon']);
  });
});

// Image fields are Astro's image() helper at build time; here a plain path stands in for it.
const withImages = (collection: { schema?: unknown }) =>
  (collection.schema as (ctx: { image: () => z.ZodType }) => z.ZodType)({ image: () => z.string() });

describe('events and recordings schemas', () => {
  const event = {
    id: '1',
    title: 'Statement of Purpose Workshop',
    type: 'workshop',
    date: '2026-12-12',
    time: '11:00 AM IST',
    host: 'Neha Bansal',
    hostTitle: 'Application Essay Coach',
    image: 'cover.webp',
    description: 'z'.repeat(80),
    isFeatured: false,
    registrationLink: '/events/register/1',
  };

  it('accepts a good event with its date as a date', () => {
    expect(withImages(events).parse(event)).toMatchObject({ date: new Date('2026-12-12') });
  });

  it('rejects a bad type, a bad date, and a registration link that is not the event’s own', () => {
    expect(failingPaths(withImages(events), { ...event, type: 'party' })).toEqual(['type']);
    expect(failingPaths(withImages(events), { ...event, date: 'next Friday' })).toEqual(['date']);
    expect(failingPaths(withImages(events), { ...event, registrationLink: '/events/register/2' })).toEqual(['registrationLink']);
  });

  it('rejects a recording whose watch link is not /webinars/<its id>', () => {
    const recording = {
      id: 'ielts-or-toefl',
      title: 'IELTS or TOEFL',
      type: 'webinar',
      date: '2026-09-26',
      videoLink: '/webinars/ielts-or-toefl',
      image: 'cover.webp',
      views: 10,
    };
    expect(failingPaths(withImages(recordings), recording)).toEqual([]);
    expect(failingPaths(withImages(recordings), { ...recording, videoLink: '/webinars/other' })).toEqual(['videoLink']);
    expect(failingPaths(withImages(recordings), { ...recording, views: -1 })).toEqual(['views']);
  });
});
