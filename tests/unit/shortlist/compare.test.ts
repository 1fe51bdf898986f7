import { describe, expect, it } from 'vitest';
import { comparedIds, compareRows } from '~/lib/shortlist/compare';
import { fillIn } from '~/lib/text/placeholders';
import { monthName } from '~/lib/text/localeFormats';
import { compareLimit } from '~/lib/shortlist/shortlist';
import { englishTestFacts } from '~/lib/universities/facts';
import { university } from '../finder/fixtures';
import { wordsOf } from '../support/strings';

const words = wordsOf('shortlist');
const hi = wordsOf('shortlist', 'hi');

const items = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, name: id.toUpperCase(), country: 'USA' }));

describe('comparison', () => {
  it('compares the first four shortlisted until the visitor chooses', () => {
    expect(compareLimit).toBe(4);
    expect(comparedIds(items, null)).toEqual(['a', 'b', 'c', 'd']);
    expect(comparedIds(items.slice(0, 2), null)).toEqual(['a', 'b']);
  });

  it('keeps the visitor’s choice, at most four, of what is still shortlisted', () => {
    expect(comparedIds(items, ['f', 'a'])).toEqual(['f', 'a']);
    expect(comparedIds(items, ['f', 'gone', 'a', 'b', 'c', 'd'])).toEqual(['f', 'a', 'b', 'c']);
    expect(comparedIds(items, [])).toEqual([]);
  });

  it('puts one fact a row and one university a column', () => {
    const harvard = university({
      id: 'harvard',
      name: 'Harvard University',
      country: 'USA',
      region: 'Massachusetts',
      ranking: 'QS World #4 (2025)',
      levels: ['Undergraduate', 'PhD'],
      currency: 'USD',
      scholarshipUpTo: '$50,000',
      tuitionRupees: { min: 50_53_050, max: 70_92_000 },
      admissions: {
        source: 'Harvard fee pages',
        tuition: { min: 57000, max: 80000 },
        applicationFee: 105,
        english: { ielts: 7, toefl: 100 },
      },
    });
    const oxford = university({
      id: 'oxford',
      name: 'University of Oxford',
      country: 'UK',
      region: 'England',
      currency: 'GBP',
      scholarshipUpTo: undefined,
      admissions: { applicationFee: 0, english: { ielts: 7.5 }, intakes: ['October', 'January'] },
    });
    const rows = compareRows([harvard, oxford], words);
    // Every label and word from the English strings; the figures from the fixtures.
    const row = (label: string) => rows.find((r) => r.label === label)?.cells;
    const minimum = (test: keyof typeof englishTestFacts) => fillIn(words['row.english'], { test: englishTestFacts[test].name });
    expect(row(words['row.country'])).toEqual([
      fillIn(words['cell.place'], { country: 'USA', region: 'Massachusetts' }),
      fillIn(words['cell.place'], { country: 'UK', region: 'England' }),
    ]);
    expect(row(words['row.ranking'])?.[0]).toBe('QS World #4 (2025)');
    expect(row(words['row.levels'])?.[0]).toBe(`${words['level.undergraduate']}, ${words['level.phd']}`);
    expect(row(words['university.tuition'])?.[0]).toBe('$57,000-$80,000');
    expect(row(words['row.tuitionRupees'])?.[0]).toBe(
      fillIn(words['cell.rupees'], { amount: `₹50.53\u00a0${words['money.lakh']}–₹70.92\u00a0${words['money.lakh']}` }),
    );
    expect(row(words['university.intakes'])).toEqual([
      monthName(9, words.locale),
      `${monthName(10, words.locale)}, ${monthName(1, words.locale)}`,
    ]);
    expect(row(minimum('ielts'))).toEqual(['7.0', '7.5']);
    expect(row(minimum('toefl'))).toEqual(['100', words['cell.notListed']]);
    expect(row(words['row.scholarship'])).toEqual(['$50,000', words['cell.noneListed']]);
    expect(row(words['university.applicationFee'])).toEqual(['$105', words['university.noFee']]);
    expect(row(words['row.figures'])?.[0]).toBe(
      fillIn(words['university.checked'], { month: `${monthName(11, words.locale)} 2026`, year: '2026-27' }),
    );
    for (const r of rows) expect(r.cells).toHaveLength(2);

    // A Hindi page: levels, lakh and months from the Hindi strings and locale.
    const hiRows = compareRows([harvard, oxford], hi);
    const hiRow = (key: keyof typeof hi) => hiRows.find((r) => r.label === hi[key])?.cells;
    expect(hiRow('row.levels')?.[0]).toBe(`${hi['level.undergraduate']}, ${hi['level.phd']}`);
    expect(hiRow('row.tuitionRupees')?.[0]).toBe(
      fillIn(hi['cell.rupees'], { amount: `₹50.53\u00a0${hi['money.lakh']}–₹70.92\u00a0${hi['money.lakh']}` }),
    );
    expect(hiRow('university.intakes')).toEqual([monthName(9, hi.locale), `${monthName(10, hi.locale)}, ${monthName(1, hi.locale)}`]);
    expect(hiRow('row.figures')?.[0]).toBe(
      fillIn(hi['university.checked'], { month: `${monthName(11, hi.locale)} 2026`, year: '2026-27' }),
    );
  });
});
