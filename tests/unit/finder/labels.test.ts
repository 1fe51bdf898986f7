import { describe, expect, it } from 'vitest';
import { checkedMonth, finderRates, intakeName, levelName, ratesDate, rupeeRange, withRupees } from '~/lib/finder/labels';
import { calendarDate, monthName } from '~/lib/text/localeFormats';
import { subjectAreas, subjectKeys } from '~/lib/universities/facts';
import { university } from './fixtures';
import { wordsOf } from '../support/strings';

const en = wordsOf('finder');
const hi = wordsOf('finder', 'hi');
const enChances = wordsOf('chances');
const hiChances = wordsOf('chances', 'hi');

const rupeesPer = { USD: 88.65, CAD: 63.2, GBP: 116.4, AUD: 57.75, NZD: 50.6 };

describe('finder labels', () => {
  it('says when a figure was checked, as month and year', () => {
    expect(checkedMonth('2026-11-01', en.locale)).toBe('November 2026');
    // A calendar day: never the month before, whatever the visitor's time zone.
    expect(checkedMonth('2026-12-01', en.locale)).toBe('December 2026');
    expect(checkedMonth('2026-11-01', hi.locale)).toBe(`${monthName(11, hi.locale)} 2026`);
  });

  it('dates the exchange rates', () => {
    expect(ratesDate('2026-11-01', en.locale)).toBe('1 November 2026');
    expect(ratesDate('2026-11-01', hi.locale)).toBe(`1 ${monthName(11, hi.locale)} 2026`);
    expect(ratesDate('2026-11-01', hi.locale)).toBe(calendarDate('2026-11-01', hi.locale));
    expect(finderRates({ asOf: new Date('2026-11-01'), rupeesPer })).toEqual({ asOf: '2026-11-01', rupeesPer });
  });

  it('writes rupee ranges in lakh, in the strings’ words', () => {
    expect(rupeeRange({ min: 50_53_050, max: 70_92_000 }, en)).toBe(`₹50.53\u00a0${en['money.lakh']}–₹70.92\u00a0${en['money.lakh']}`);
    expect(rupeeRange({ min: 20_00_000, max: 20_00_000 }, en)).toBe(`₹20\u00a0${en['money.lakh']}`);
    expect(rupeeRange({ min: 50_53_050, max: 1_20_00_000 }, hi)).toBe(`₹50.53\u00a0${hi['money.lakh']}–₹1.2\u00a0${hi['money.crore']}`);
  });

  it('names levels and intakes in the page’s language', () => {
    expect(levelName('Postgraduate', en)).toBe(en['level.postgraduate']);
    expect(levelName('PhD', hi)).toBe(hi['level.phd']);
    expect(levelName('Undergraduate', hi)).toBe(hi['level.undergraduate']);
    expect(intakeName('September', en.locale)).toBe('September');
    expect(intakeName('September', hi.locale)).toBe(monthName(9, hi.locale));
    expect(intakeName('January', hi.locale)).not.toMatch(/[A-Za-z]/);
  });

  it('names every subject area from the strings of the finder and of Check my chances, in both languages', () => {
    for (const area of subjectAreas) {
      const key = subjectKeys[area];
      // English shows the area as the content names it; Hindi has its own word for each.
      expect(en[key]).toBe(area);
      expect(enChances[key]).toBe(area);
      expect(hi[key]).toBe(hiChances[key]);
      expect(hi[key]).not.toMatch(/[A-Za-z]/);
    }
    expect(new Set(subjectAreas.map((area) => hi[subjectKeys[area]])).size).toBe(subjectAreas.length);
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
