import { describe, expect, it } from 'vitest';
import { formatDay, levelName, monthsLabel, ratesAsOf, yearsLabel } from '~/lib/planner/format';
import { planSummary } from '~/lib/planner/summary';
import { formatRupees } from '~/lib/money/inr';
import { fillIn } from '~/lib/text/placeholders';
import { monthName } from '~/lib/text/localeFormats';
import { wordsOf } from '../support/strings';

const words = wordsOf('planner');
const hi = wordsOf('planner', 'hi');

describe('the plan summary (WhatsApp and the counsellor hand-off)', () => {
  const summary = {
    country: 'Canada',
    level: 'Postgraduate' as const,
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
    const lakh = words['money.lakh'];
    const range = (min: string, max: string) => fillIn(words.range, { min, max });
    expect(planSummary(summary, words).split('\n')).toEqual([
      fillIn(words['summary.plan'], {
        country: 'Canada',
        level: words['level.postgraduate.inText'],
        years: fillIn(words['years.other'], { count: 1.5 }),
      }),
      fillIn(words['summary.tuition'], { tuition: 'University of Toronto', home: 'Shared apartments', city: 'Toronto or Vancouver' }),
      fillIn(words['summary.total'], {
        rupees: range(`₹51.82\u00a0${lakh}`, `₹67.94\u00a0${lakh}`),
        local: range('CAD 82,000', 'CAD 107,500'),
      }),
      fillIn(words['summary.proof'], { rupees: range(`₹42\u00a0${lakh}`, `₹61\u00a0${lakh}`) }),
      fillIn(words['summary.savings'], { amount: '₹10,00,000' }),
      fillIn(words['summary.loan'], {
        amount: '₹57,94,000',
        rate: 10.5,
        years: fillIn(words['years.other'], { count: 10 }),
        emi: '₹78,180',
      }),
      fillIn(words['summary.url'], { url: summary.url }),
    ]);
  });

  it('says it in Hindi on Hindi pages: the level, lakh and years from the Hindi strings', () => {
    const lines = planSummary(summary, hi).split('\n');
    expect(lines[0]).toBe(
      fillIn(hi['summary.plan'], {
        country: 'Canada',
        level: hi['level.postgraduate.inText'],
        years: fillIn(hi['years.other'], { count: 1.5 }),
      }),
    );
    const lakh = hi['money.lakh'];
    expect(lines[2]).toBe(
      fillIn(hi['summary.total'], {
        rupees: fillIn(hi.range, { min: `₹51.82\u00a0${lakh}`, max: `₹67.94\u00a0${lakh}` }),
        local: fillIn(hi.range, { min: 'CAD 82,000', max: 'CAD 1,07,500' }),
      }),
    );
    expect(lines[4]).toBe(fillIn(hi['summary.savings'], { amount: formatRupees(10_00_000, hi.locale) }));
    expect(lines[4]).toContain('₹10,00,000');
    for (const line of lines.slice(0, -1))
      expect(line.replace(/Canada|University of Toronto|Shared apartments|Toronto or Vancouver|CAD|EMI/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('leaves the loan out when none is needed', () => {
    // The loan line's words before its first figure ("Education loan: ").
    const loanLine = words['summary.loan'].split('{')[0]!;
    expect(planSummary(summary, words)).toContain(loanLine);
    expect(planSummary({ ...summary, loan: { ...summary.loan, amount: 0 } }, words)).not.toContain(loanLine);
  });
});

describe('dates and lengths', () => {
  it('read the way the site writes them', () => {
    expect(formatDay('2026-11-01', words.locale)).toBe('1 November 2026');
    expect(ratesAsOf('2026-11-01', words)).toBe(fillIn(words.ratesAsOf, { date: '1 November 2026' }));
    expect(yearsLabel(1, words)).toBe(fillIn(words['years.one'], { count: 1 }));
    expect(yearsLabel(2.5, words)).toBe(fillIn(words['years.other'], { count: 2.5 }));
    expect(levelName('Undergraduate', words, 'label')).toBe(words['level.undergraduate']);
    expect(levelName('Postgraduate', words, 'inText')).toBe(words['level.postgraduate.inText']);
  });

  it('read in Hindi on Hindi pages, with Hindi plural rules', () => {
    expect(formatDay('2026-11-01', hi.locale)).toBe(`1 ${monthName(11, hi.locale)} 2026`);
    expect(ratesAsOf('2026-11-01', hi)).toBe(fillIn(hi.ratesAsOf, { date: `1 ${monthName(11, hi.locale)} 2026` }));
    expect(monthsLabel(1, hi)).toBe(fillIn(hi['months.one'], { count: 1 }));
    expect(monthsLabel(6, hi)).toBe(fillIn(hi['months.other'], { count: 6 }));
    // Hindi's "one" form is for 0 and 1.
    expect(monthsLabel(0, hi)).toBe(fillIn(hi['months.one'], { count: 0 }));
    expect(levelName('Undergraduate', hi, 'label')).toBe(hi['level.undergraduate']);
    expect(levelName('Postgraduate', hi, 'inText')).toBe(hi['level.postgraduate.inText']);
  });
});
