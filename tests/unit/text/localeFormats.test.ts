import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { langCodes, languages, localeOf } from '~/config/languages';
import { calendarDate, countText, listText, monthName, numberText } from '~/lib/text/localeFormats';
import type { StringArea } from '~/queries/strings';
import { wordsOf } from '../support/strings';

const en = languages.en.locale;
const hi = languages.hi.locale;
/** Latin letters: none may appear in a Hindi date (the month, the weekday). */
const latinLetters = /[A-Za-z]/;

describe('calendar dates in the page’s locale', () => {
  it('write an English day, month and weekday', () => {
    expect(calendarDate('2025-04-10', en)).toBe('10 April 2025');
    expect(calendarDate(new Date('2026-11-01'), en, 'month')).toBe('November 2026');
    expect(calendarDate(new Date('2026-12-05'), en, 'weekday')).toBe('Sat, 5 December 2026');
  });

  it('write a Hindi day as day, month name, year: the same digits, no English word', () => {
    const day = calendarDate('2025-04-10', hi);
    expect(day).toMatch(/^10 \S+ 2025$/);
    expect(day).not.toMatch(latinLetters);
    expect(day.split(' ')[1]).toBe(monthName(4, hi));
    expect(calendarDate('2026-11-01', hi, 'month')).toBe(`${monthName(11, hi)} 2026`);
    const withWeekday = calendarDate(new Date('2026-12-05'), hi, 'weekday');
    expect(withWeekday).toMatch(/5 \S+ 2026$/);
    expect(withWeekday).not.toMatch(latinLetters);
  });

  it('name every month in Hindi differently from English, in Devanagari', () => {
    const names = Array.from({ length: 12 }, (_, i) => monthName(i + 1, hi));
    expect(new Set(names).size).toBe(12);
    for (const name of names) expect(name).toMatch(/^[\u0900-\u097F]+$/);
    expect(monthName(9, en)).toBe('September');
  });

  it('read a calendar day in UTC, so no visitor sees the day before', () => {
    expect(calendarDate('2026-12-01', en, 'month')).toBe('December 2026');
    expect(calendarDate('2026-12-01T00:00:00.000Z', hi)).toMatch(/^1 /);
  });

  it('keep Western digits even where the locale asks for its own', () => {
    expect(calendarDate('2025-04-10', 'hi-IN-u-nu-deva')).toMatch(/^10 \S+ 2025$/);
    expect(countText(1840, 'hi-IN-u-nu-deva')).toBe('1,840');
  });
});

describe('counts', () => {
  it('group digits the locale’s way', () => {
    expect(countText(1840, en)).toBe('1,840');
    expect(countText(1840, hi)).toBe('1,840');
    expect(countText(12_34_567, hi)).toBe('12,34,567');
  });

  it('keep up to two decimals where a number has them', () => {
    expect(numberText(0.5, en)).toBe('0.5');
    expect(numberText(0.5, hi)).toBe('0.5');
    expect(numberText(80.465, en)).toBe('80.47');
    expect(numberText(1_000_000, en)).toBe('10,00,000');
    expect(numberText(1_000_000, hi)).toBe('10,00,000');
  });
});

describe('the locale a page writes in', () => {
  it('is its language’s', () => {
    expect(localeOf('hi')).toBe(hi);
    expect(localeOf('en')).toBe(en);
  });

  it('is the one each strings area carries as "locale", in every language, and no strings file writes it', () => {
    for (const lang of langCodes) {
      const dir = `src/content/strings/${lang}`;
      for (const file of readdirSync(dir)) {
        const written = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Record<string, string>;
        expect(written.locale, `${dir}/${file}`).toBeUndefined();
        expect(wordsOf(file.replace(/\.json$/, '') as StringArea, lang).locale, `${dir}/${file}`).toBe(languages[lang].locale);
      }
    }
  });
});

describe('lists', () => {
  it('join items with a comma and no "and", in English and in Hindi', () => {
    for (const locale of [en, hi]) {
      expect(listText(['IELTS', 'TOEFL', 'PTE'], locale)).toBe('IELTS, TOEFL, PTE');
      expect(listText(['सितंबर', 'जनवरी'], locale)).toBe('सितंबर, जनवरी');
      expect(listText(['IELTS'], locale)).toBe('IELTS');
      expect(listText([], locale)).toBe('');
    }
  });
});
