import { describe, expect, it } from 'vitest';
import { languages } from '~/config/languages';
import { eventTimeText, formatEventDate, isoDay } from '~/lib/community/eventDate';
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

  it('write an event’s time with the page’s clock and the zone its entry names', () => {
    const { en, hi } = languages;
    expect(eventTimeText('6:30 PM IST', '{time} {zone}', en.locale, en.hours.clock)).toBe('6:30 PM IST');
    expect(eventTimeText('11:00 AM IST', '{time} {zone}', en.locale, en.hours.clock)).toBe('11:00 AM IST');
    expect(eventTimeText('12:15 PM IST', '{time} {zone}', en.locale, en.hours.clock)).toBe('12:15 PM IST');
    // Hindi names the part of the day in words, before the time.
    const evening = eventTimeText('6:30 PM IST', '{time} बजे ({zone})', hi.locale, hi.hours.clock);
    expect(evening).toMatch(/^\S+ 6:30 बजे \(IST\)$/);
    expect(evening).not.toMatch(/PM/);
    expect(eventTimeText('6:30 AM IST', '{time} बजे ({zone})', hi.locale, hi.hours.clock)).not.toBe(evening);
    expect(() => eventTimeText('18:30', '{time}', en.locale, en.hours.clock)).toThrow(/6:30 PM IST/);
  });
});
