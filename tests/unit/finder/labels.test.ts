import { describe, expect, it } from 'vitest';
import { checkedMonth, finderRates, ratesDate, rupeeRange, withRupees } from '~/lib/finder/labels';
import { university } from './fixtures';

const rupeesPer = { USD: 88.65, CAD: 63.2, GBP: 116.4, AUD: 57.75, NZD: 50.6 };

describe('finder labels', () => {
  it('says when a figure was checked, as month and year', () => {
    expect(checkedMonth('2026-11-01')).toBe('November 2026');
    // A calendar day: never the month before, whatever the visitor's time zone.
    expect(checkedMonth('2026-12-01')).toBe('December 2026');
  });

  it('dates the exchange rates', () => {
    expect(ratesDate('2026-11-01')).toBe('1 November 2026');
    expect(finderRates({ asOf: new Date('2026-11-01'), rupeesPer })).toEqual({ asOf: '2026-11-01', rupeesPer });
  });

  it('writes rupee ranges in lakh', () => {
    expect(rupeeRange({ min: 50_53_050, max: 70_92_000 })).toBe('₹50.53 lakh–₹70.92 lakh');
    expect(rupeeRange({ min: 20_00_000, max: 20_00_000 })).toBe('₹20 lakh');
  });

  it('converts each university’s tuition with the dated rates, in its own currency', () => {
    const [usd, gbp] = withRupees(
      [
        university({ id: 'usd', currency: 'USD', admissions: { tuition: { min: 10_000, max: 20_000 } } }),
        university({ id: 'gbp', currency: 'GBP', admissions: { tuition: { min: 10_000, max: 10_000 } } }),
      ],
      rupeesPer,
    );
    expect(usd.tuitionRupees).toEqual({ min: 8_86_500, max: 17_73_000 });
    expect(gbp.tuitionRupees).toEqual({ min: 11_64_000, max: 11_64_000 });
  });
});
