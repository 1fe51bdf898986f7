import { describe, expect, it } from 'vitest';
import { languages } from '~/config/languages';
import { eventTimeText, formatEventDate, isoDay, isUpcoming, todayInIndia } from '~/lib/community/eventDate';
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

  it("count an event as upcoming until its day has ended in India, whatever the build machine's clock", () => {
    // 20:00 UTC on 4 December is already 5 December in India.
    expect(todayInIndia(new Date('2026-12-04T20:00:00Z'))).toBe('2026-12-05');
    expect(todayInIndia(new Date('2026-12-04T18:00:00Z'))).toBe('2026-12-04');
    expect(isUpcoming(day, '2026-12-04')).toBe(true);
    expect(isUpcoming(day, '2026-12-05')).toBe(true);
    expect(isUpcoming(day, '2026-12-06')).toBe(false);
  });
});
