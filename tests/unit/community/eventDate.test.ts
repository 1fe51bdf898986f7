import { describe, expect, it } from 'vitest';
import { languages } from '~/config/languages';
import { formatEventDate, isoDay } from '~/lib/community/eventDate';
import { monthName } from '~/lib/text/localeFormats';

describe('community dates', () => {
  const day = new Date('2026-12-05');

  it('name the weekday, day, month and year in the page’s language', () => {
    expect(formatEventDate(day, languages.en.locale)).toBe('Sat, 5 December 2026');
    const hindi = formatEventDate(day, languages.hi.locale);
    expect(hindi).toMatch(new RegExp(`^\\S+, 5 ${monthName(12, languages.hi.locale)} 2026$`));
    expect(hindi).not.toMatch(/[A-Za-z]/);
    expect(isoDay(day)).toBe('2026-12-05');
  });
});
