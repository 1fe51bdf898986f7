import { describe, expect, it } from 'vitest';
import { collections } from '~/content.config';
import { readContent } from '../support/content';
import { issuePaths as failingPaths, schemaOf, withImages } from '../support/schemas';

const { scholarships, lenders, universities, communityBenefits, events, recordings } = collections;

// The collections' own schemas, fed bad entries: each must fail and name the field at fault.

describe('universities schema', () => {
  const schema = withImages(universities);
  // A real entry from the content, so the test follows whatever an editor writes.
  const good = readContent<Record<string, never>[]>('universities/universities.json').find((u) => 'home' in u)!;
  const admissions = good.admissions as Record<string, unknown>;

  it('rejects each kind of mistake, naming the field', () => {
    expect(failingPaths(schema, { ...good, website: 'https://example.org' })).toEqual(['']);
    const { type: _type, ...missing } = good;
    expect(failingPaths(schema, missing)).toEqual(['type']);
    expect(failingPaths(schema, { ...good, scholarshipUpTo: '50000 dollars' })).toEqual(['scholarshipUpTo']);
    expect(failingPaths(schema, { ...good, crest: { ...(good.crest as object), monogram: 'harvard' } })).toEqual(['crest.monogram']);
    expect(failingPaths(schema, { ...good, page: '/colleges/nowhere' })).toEqual(['page']);
    expect(failingPaths(schema, { ...good, subjects: ['Business', 'Business'] })).toEqual(['subjects']);
    expect(failingPaths(schema, { ...good, levels: ['Diploma'] })).toEqual(['levels.0']);
    expect(failingPaths(schema, { ...good, admissions: { ...admissions, intakes: ['Septembre'] } })).toEqual(['admissions.intakes.0']);
    expect(failingPaths(schema, { ...good, admissions: { ...admissions, english: { ielts: 6.3 } } })).toEqual(['admissions.english.ielts']);
    expect(failingPaths(schema, { ...good, admissions: { ...admissions, english: {} } })).toEqual(['admissions.english']);
    expect(failingPaths(schema, { ...good, admissions: { ...admissions, tuition: { min: 50000, max: 40000 } } })).toEqual([
      'admissions.tuition.max',
    ]);
    expect(failingPaths(schema, { ...good, admissions: { ...admissions, checked: 'last week' } })).toEqual(['admissions.checked']);
    const { illustration: _illustration, ...noDrawing } = good;
    expect(failingPaths(schema, noDrawing)).toEqual(['home']);
  });
});

describe('scholarships and benefits schemas', () => {
  // Real entries from the content, so the tests follow whatever an editor writes.
  const scholarship = readContent<Record<string, unknown>[]>('scholarships/scholarships.json')[0]!;
  const lender = readContent<Record<string, unknown>[]>('lenders/lenders.json')[0]!;

  it('rejects a scholarship worth nothing, with no deadline or condition, or without its sources', () => {
    const schema = schemaOf(scholarships);
    expect(failingPaths(schema, scholarship)).toEqual([]);
    expect(failingPaths(schema, { ...scholarship, covers: [{ what: 'tuition', worth: 'share', share: 0 }] })).toEqual(['covers.0.share']);
    expect(failingPaths(schema, { ...scholarship, covers: [{ what: 'tuition', worth: 'share' }] })).toEqual(['covers.0.share']);
    expect(failingPaths(schema, { ...scholarship, covers: [{ what: 'other', worth: 'amount', amount: 5000, currency: 'EUR' }] })).toEqual([
      'covers.0.currency',
    ]);
    expect(failingPaths(schema, { ...scholarship, covers: [{ what: 'other', worth: 'varies', amount: 5000, currency: 'GBP' }] })).toEqual([
      'covers.0.amount',
    ]);
    expect(failingPaths(schema, { ...scholarship, deadline: {} })).toEqual(['deadline']);
    expect(failingPaths(schema, { ...scholarship, eligibility: {} })).toEqual(['eligibility']);
    expect(failingPaths(schema, { ...scholarship, sources: [] })).toEqual(['sources']);
    expect(failingPaths(schema, { ...scholarship, checked: 'recently' })).toEqual(['checked']);
    expect(failingPaths(schema, { ...scholarship, levels: ['Diploma'] })).toEqual(['levels.0']);
  });

  it('rejects a lender whose rates run backwards or whose fee is no figure', () => {
    const schema = schemaOf(lenders);
    expect(failingPaths(schema, lender)).toEqual([]);
    expect(failingPaths(schema, { ...lender, interest: { min: 12, max: 9, basis: 'floating' } })).toEqual(['interest.max']);
    expect(failingPaths(schema, { ...lender, processingFee: { kind: 'cheap' } })).toEqual(['processingFee.kind']);
    expect(failingPaths(schema, { ...lender, processingFee: { kind: 'percent' } })).toEqual(['processingFee.percent']);
    expect(failingPaths(schema, { ...lender, type: 'bank' })).toEqual(['type']);
  });

  it('only allows icons the page can draw', () => {
    const entry = { id: 'live', order: 1, icon: 'video', title: 'Live Webinars', description: 'y'.repeat(60) };
    expect(failingPaths(schemaOf(communityBenefits), entry)).toEqual([]);
    expect(failingPaths(schemaOf(communityBenefits), { ...entry, icon: 'rocket' })).toEqual(['icon']);
  });
});

describe('events and recordings schemas', () => {
  const event = {
    id: '1',
    title: 'Statement of Purpose Workshop',
    type: 'workshop',
    date: '2026-12-12',
    time: '11:00 AM IST',
    host: { team: 'neha-bansal' },
    image: './cover.webp',
    description: 'z'.repeat(80),
    featured: false,
  };

  it('accepts a good event with its date as a date', () => {
    expect(withImages(events).parse(event)).toMatchObject({ date: new Date('2026-12-12') });
  });

  it('rejects a bad type, a bad date, the old isFeatured, and a host written out instead of named', () => {
    expect(failingPaths(withImages(events), { ...event, type: 'party' })).toEqual(['type']);
    expect(failingPaths(withImages(events), { ...event, date: 'next Friday' })).toEqual(['date']);
    const { featured, ...old } = event;
    expect(failingPaths(withImages(events), { ...old, isFeatured: featured })).toContain('featured');
    expect(failingPaths(withImages(events), { ...event, host: 'Neha Bansal' })).toEqual(['host']);
    expect(failingPaths(withImages(events), { ...event, host: { team: 'neha-bansal', mentor: 'ishaan-malhotra' } })).toEqual(['host']);
  });

  it('accepts a mentor as host', () => {
    expect(failingPaths(withImages(events), { ...event, host: { mentor: 'ishaan-malhotra' } })).toEqual([]);
  });

  it('rejects a recording with a bad id or negative views', () => {
    const recording = {
      id: 'ielts-or-toefl',
      title: 'IELTS or TOEFL',
      type: 'webinar',
      date: '2026-09-26',
      image: './cover.webp',
      views: 10,
    };
    expect(failingPaths(withImages(recordings), recording)).toEqual([]);
    expect(failingPaths(withImages(recordings), { ...recording, id: 'IELTS or TOEFL' })).toEqual(['id']);
    expect(failingPaths(withImages(recordings), { ...recording, views: -1 })).toEqual(['views']);
  });
});
