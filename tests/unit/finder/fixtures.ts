import type { PricedUniversity } from '~/lib/finder/university';

/** What a test sets: any fact, and any part of the admissions (the rest keep the defaults). */
type Overrides = Partial<Omit<PricedUniversity, 'admissions'>> & { id: string; admissions?: Partial<PricedUniversity['admissions']> };

/** A priced finder university with sensible defaults; each test overrides what it is about. */
export function university(overrides: Overrides): PricedUniversity {
  const base: PricedUniversity = {
    id: overrides.id,
    name: `University ${overrides.id}`,
    country: 'USA',
    countryId: 'usa',
    region: 'Somewhere',
    crest: { monogram: 'U', primary: '#000000', secondary: '#ffffff' },
    ranking: 'QS World #100 (2025)',
    rank: 100,
    programmes: ['Business'],
    admissionRate: '98%',
    featured: false,
    levels: ['Undergraduate', 'Postgraduate'],
    subjects: ['Business'],
    currency: 'USD',
    admissions: {
      academicYear: '2026-27',
      checked: '2026-11-01',
      source: 'Test fixture pages',
      tuition: { min: 30000, max: 40000 },
      applicationFee: 100,
      english: { ielts: 6.5, toefl: 90 },
      intakes: ['September'],
    },
    tuitionRupees: { min: 26_59_500, max: 35_46_000 },
  };
  return { ...base, ...overrides, admissions: { ...base.admissions, ...overrides.admissions } };
}
