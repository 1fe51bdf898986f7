import type { CostSheet } from '~/lib/costs/sheet';

const sourced = { source: 'Test figures', checked: '2026-11-01' };

/** A small sheet with round numbers, so the worked examples can be checked by hand. */
export const fixtureSheet: CostSheet = {
  country: 'uk',
  currency: 'GBP',
  typicalYears: { Undergraduate: 3, Postgraduate: 1 },
  tuition: [
    {
      id: 'taught',
      label: 'Taught master’s',
      levels: ['Postgraduate'],
      min: 10_000,
      max: 20_000,
      note: 'A test tuition kind.',
      ...sourced,
    },
    { id: 'degree', label: 'Bachelor’s', levels: ['Undergraduate'], min: 9_000, max: 15_000, note: 'A test tuition kind.', ...sourced },
  ],
  living: {
    major: { label: 'London', min: 6_000, max: 8_000 },
    elsewhere: { label: 'Elsewhere', min: 5_000, max: 6_000 },
    note: 'Test living costs.',
    ...sourced,
  },
  accommodation: {
    per: 'month',
    dorm: { label: 'Halls', min: 500, max: 1_000, note: 'Test halls.' },
    shared: { label: 'Shared houses', min: 400, max: 800, note: 'Test shared.' },
    studio: { label: 'Studios', min: 900, max: 1_500, note: 'Test studios.' },
    ...sourced,
  },
  deposit: { weeks: { min: 4, max: 5 }, note: 'Test deposit.', ...sourced },
  healthInsurance: { label: 'Health insurance', min: 600, max: 900, note: 'Test insurance.', ...sourced },
  fees: [
    { id: 'visa', label: 'Visa fee', amount: 500, per: 'application', note: 'Test visa fee.', ...sourced },
    { id: 'surcharge', label: 'Health surcharge', amount: 800, per: 'year', note: 'Test surcharge.', ...sourced },
  ],
  proofOfFunds: {
    label: 'Tuition plus 9 months',
    living: { basis: 'per-month', major: 1_500, elsewhere: 1_100, maxMonths: 9 },
    note: 'Test.',
    ...sourced,
  },
  flight: { min: 400, max: 800, note: 'Test flight.', ...sourced },
  settlingIn: { min: 300, max: 600, note: 'Test settling in.', ...sourced },
};

/** ₹100 to the pound (and round figures for the rest), so rupees are the pounds times 100. */
export const roundRates = { USD: 90, CAD: 60, GBP: 100, AUD: 60, NZD: 50 };
