import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, reminderTrigger, type CalendarEvent } from '~/lib/calendar/ics';

const event = (n: number, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: `2027-09-uk-step${n}@example.org`,
  date: `2027-0${n}-1${n}`,
  summary: `Step ${n}; with, commas`,
  description: `Line one\nLine two with a backslash \\ and a semicolon;`,
  url: 'https://example.org/timeline?intake=2027-09',
  reminder: { daysBefore: 14, description: `Coming up: step ${n}` },
  ...extra,
});
const options = { prodId: '-//Example//Timeline//EN', name: 'My timeline, UK', stamp: new Date('2026-11-25T09:30:00Z') };

describe('an .ics file of all-day events', () => {
  const file = calendarFile([event(1), event(2)], options);

  it('ends every line in CRLF and keeps each within 75 octets', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    for (const line of file.split('\r\n').slice(0, -1)) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(file.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('parses into one VEVENT per step, with its day, text, UID, stamp and a display alarm', () => {
    const calendar = new ICAL.Component(ICAL.parse(file));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(2);
    const [first] = events;
    const start = first!.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe('2027-01-11');
    expect((first!.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe('2027-01-12');
    expect(first!.getFirstPropertyValue('summary')).toBe('Step 1; with, commas');
    expect(first!.getFirstPropertyValue('description')).toBe('Line one\nLine two with a backslash \\ and a semicolon;');
    expect(first!.getFirstPropertyValue('uid')).toBe('2027-09-uk-step1@example.org');
    expect((first!.getFirstPropertyValue('dtstamp') as ICAL.Time).toString()).toBe('2026-11-25T09:30:00Z');
    const alarm = first!.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    // 9 am fourteen days before the day.
    expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-(14 * 24 - 9) * 3600);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe(options.prodId);
  });

  it('folds a long line of Hindi without splitting a character', () => {
    const long = 'आवेदन की अंतिम तिथि से पहले सभी दस्तावेज़ तैयार रखें और बैंक से ऋण स्वीकृति पत्र लें';
    const folded = foldLine(`DESCRIPTION:${escapeText(long)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${long}`);
    const parsed = new ICAL.Component(ICAL.parse(calendarFile([event(3, { description: long })], options)));
    expect(parsed.getFirstSubcomponent('vevent')!.getFirstPropertyValue('description')).toBe(long);
  });

  it('escapes text and writes the reminder as a duration before the day', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(reminderTrigger(1)).toBe('-P0DT15H');
    expect(reminderTrigger(7)).toBe('-P6DT15H');
  });
});
