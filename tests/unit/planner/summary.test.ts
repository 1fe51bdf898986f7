import { describe, expect, it } from 'vitest';
import { formatDay, ratesAsOf, yearsLabel } from '~/lib/planner/format';
import { planSummary } from '~/lib/planner/summary';
import words from '~/content/strings/en/planner.json';

describe('the plan summary (WhatsApp and the counsellor hand-off)', () => {
  const summary = {
    country: 'Canada',
    level: 'Postgraduate',
    years: 1.5,
    tuition: 'University of Toronto',
    home: 'Shared apartments',
    city: 'Toronto or Vancouver',
    currency: 'CAD' as const,
    total: { local: { min: 82_000, max: 1_07_500 }, rupees: { min: 51_82_400, max: 67_94_000 } },
    proofOfFunds: { min: 42_00_000, max: 61_00_000 },
    savings: 10_00_000,
    loan: { amount: 57_94_000, annualRate: 10.5, tenureYears: 10, emi: 78_180 },
    url: 'https://www.example.org/cost-planner?country=canada',
  };

  it('says the plan in a few lines, in lakh for totals and full rupees for the loan', () => {
    expect(planSummary(summary, words)).toBe(
      [
        'My study-abroad cost plan: Canada, postgraduate, 1.5 years',
        'Tuition: University of Toronto. Home: Shared apartments, Toronto or Vancouver',
        'Total cost: ₹51.82 lakh to ₹67.94 lakh (CAD 82,000 to CAD 107,500)',
        'Proof of funds for the visa: ₹42 lakh to ₹61 lakh',
        'Savings: ₹10,00,000',
        'Education loan: ₹57,94,000 at 10.5% over 10 years, EMI ₹78,180 a month',
        'Full plan: https://www.example.org/cost-planner?country=canada',
      ].join('\n'),
    );
  });

  it('leaves the loan out when none is needed', () => {
    expect(planSummary({ ...summary, loan: { ...summary.loan, amount: 0 } }, words)).not.toContain('Education loan');
  });
});

describe('dates and lengths', () => {
  it('read the way the site writes them', () => {
    expect(formatDay('2026-11-01')).toBe('1 November 2026');
    expect(ratesAsOf('2026-11-01', words)).toBe('Rates as of 1 November 2026');
    expect(yearsLabel(1, words)).toBe('1 year');
    expect(yearsLabel(2.5, words)).toBe('2.5 years');
  });
});
