/**
 * An iCalendar file (RFC 5545) of all-day events, each with a reminder: what a phone's calendar
 * imports from a downloaded `.ics`. Lines end in CRLF and are folded at 75 octets (never inside a
 * UTF-8 character); text values escape backslash, semicolon, comma and line breaks.
 */

export interface CalendarEvent {
  /** Globally unique and stable, so importing the file again updates the events instead of doubling them. */
  uid: string;
  /** YYYY-MM-DD: an all-day event on that day. */
  date: string;
  summary: string;
  description: string;
  url?: string;
  /** A reminder at 9 in the morning, this many days before the day. */
  reminder: { daysBefore: number; description: string };
}

export interface CalendarOptions {
  /** The product identifier, "-//Company//Product//EN". */
  prodId: string;
  /** The calendar's name, for apps that show one. */
  name: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}

/** A TEXT value with its special characters escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** A content line folded into lines of at most 75 octets, each continuation starting with a space (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation's leading space takes one of its 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const dateValue = (isoDate: string) => isoDate.replace(/-/g, '');

/** The next calendar day: an all-day event's DTEND is exclusive. */
const nextDay = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** "20261125T093000Z" */
const stampValue = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** 9 am `days` days before a day that starts at midnight: −P(days−1)DT15H. */
export function reminderTrigger(days: number): string {
  return days === 0 ? 'PT9H' : `-P${days - 1}DT15H`;
}

export function calendarFile(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const stamp = stampValue(options.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(event.date)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.reminder.description)}`,
      `TRIGGER:${reminderTrigger(event.reminder.daysBefore)}`,
      'END:VALARM',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
