import { describe, expect, it } from 'vitest';
import { bookedStart, bookedTimes } from '~/lib/booking/confirmation';
import { calendarDate, monthName } from '~/lib/text/localeFormats';
import { wordsOf } from '../support/strings';

const en = wordsOf('booking');
const hi = wordsOf('booking', 'hi');

describe('bookedStart', () => {
  it('reads the start from either booking event, and nothing from anything else', () => {
    expect(bookedStart({ startTime: '2026-12-03T10:00:00.000Z' })?.toISOString()).toBe('2026-12-03T10:00:00.000Z');
    expect(bookedStart({ date: '2026-12-03T10:00:00Z' })?.toISOString()).toBe('2026-12-03T10:00:00.000Z');
    for (const data of [null, undefined, 'x', {}, { startTime: 'soon' }, { date: 42 }]) expect(bookedStart(data)).toBeNull();
  });
});

describe('bookedTimes', () => {
  const start = new Date('2026-12-03T10:00:00.000Z');

  it('tells India time and, for a visitor elsewhere, their own time and zone', () => {
    const times = bookedTimes(start, 'Europe/London', en.locale);
    expect(times.india.time).toMatch(/^3:30\s?pm$/i);
    expect(times.india.date).toMatch(/Thursday.*3 December.*2026/);
    expect(times.local?.time).toMatch(/^10:00\s?am$/i);
    expect(times.local?.zone).toBe('Greenwich Mean Time');
  });

  it('crosses the date line when the visitor’s day differs', () => {
    const times = bookedTimes(new Date('2026-12-03T20:00:00.000Z'), 'America/Los_Angeles', en.locale);
    expect(times.india.date).toMatch(/Friday.*4 December/);
    expect(times.local?.date).toMatch(/Thursday.*3 December/);
  });

  it('says it once for a visitor on India time', () => {
    expect(bookedTimes(start, 'Asia/Kolkata', en.locale).local).toBeNull();
    expect(bookedTimes(start, 'Asia/Calcutta', hi.locale).local).toBeNull();
  });

  it('tells a Hindi page the day and zone in Hindi, with Western digits', () => {
    const times = bookedTimes(start, 'Europe/London', hi.locale);
    const december = monthName(12, hi.locale);
    expect(times.india.date).toContain(`3 ${december} 2026`);
    expect(times.india.date).toContain(calendarDate('2026-12-03', hi.locale).split(' ')[1]!);
    expect(times.india.date).not.toMatch(/[A-Za-z]/);
    expect(times.india.time).toMatch(/^3:30/);
    expect(times.local?.time).toMatch(/^10:00/);
    expect(times.local?.zone).not.toMatch(/[A-Za-z]/);
  });
});
