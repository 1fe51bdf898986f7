import { describe, expect, it } from 'vitest';
import { copyParts, fillIn, fillInAll, plural } from '~/lib/text/placeholders';
import { wordsOf } from '../support/strings';

const enFinder = wordsOf('finder');
const hiFinder = wordsOf('finder', 'hi');

describe('fillIn', () => {
  it('replaces each named placeholder with its value, numbers as written', () => {
    expect(fillIn('{count} of {total} stories', { count: 'Four', total: 12 })).toBe('Four of 12 stories');
    expect(fillIn('{a}{a}', { a: 'x' })).toBe('xx');
  });

  it('reads a dotted name in a group of values', () => {
    const facts = { timing: { weeks: '1-2', visa: { months: '3-4' } }, count: 3 };
    expect(fillIn('In {timing.weeks} weeks, {timing.visa.months} months, {count} times', facts)).toBe('In 1-2 weeks, 3-4 months, 3 times');
  });

  it('leaves text without placeholders, and braces that are not names, as they are', () => {
    expect(fillIn('No figures here.', {})).toBe('No figures here.');
    expect(fillIn('A set {1, 2} and { spaced } and {a.}', {})).toBe('A set {1, 2} and { spaced } and {a.}');
  });

  it('fails on a name without a value, or naming a group, listing the names there are', () => {
    expect(() => fillIn('For {yeras} years', { years: '10+' })).toThrow('"{yeras}" names no value here (names: years)');
    expect(() => fillIn('{count} stories', {})).toThrow('(names: none)');
    expect(() => fillIn('{timing}', { timing: { weeks: '1-2' } })).toThrow('"{timing}" names no value here (names: timing.weeks)');
    expect(() => fillIn('{timing.weeks.more}', { timing: { weeks: '1-2' } })).toThrow('"{timing.weeks.more}"');
    expect(() => fillIn('{toString}', {})).toThrow('"{toString}"');
  });
});

describe('fillIn, leaving some names for later', () => {
  it('fills the names it has and keeps the ones picked for later as written', () => {
    const plainForLater = (name: string) => !name.includes('.');
    expect(fillIn('{count} replies within {contact.hours}', { contact: { hours: '24 hours' } }, plainForLater)).toBe(
      '{count} replies within 24 hours',
    );
    expect(() => fillIn('{contact.hour}', { contact: { hours: '24 hours' } }, plainForLater)).toThrow('"{contact.hour}"');
  });
});

describe('copyParts', () => {
  it('cuts a sentence at its names, keeping the text between them', () => {
    expect(copyParts('Call {phone}, or {whatsApp}.')).toEqual([
      { text: 'Call ' },
      { name: 'phone' },
      { text: ', or ' },
      { name: 'whatsApp' },
      { text: '.' },
    ]);
    expect(copyParts('{key}')).toEqual([{ name: 'key' }]);
    expect(copyParts('No names { here }')).toEqual([{ text: 'No names { here }' }]);
  });
});

describe('fillInAll', () => {
  it('fills every text of nested copy and keeps its shape', () => {
    const copy = { hero: { title: 'About', lead: 'For {years} years' }, sections: { a: { title: '{count} stories' } }, list: ['{years}'] };
    expect(fillInAll(copy, { years: 10, count: 'Four' })).toEqual({
      hero: { title: 'About', lead: 'For 10 years' },
      sections: { a: { title: 'Four stories' } },
      list: ['10'],
    });
  });

  it('passes numbers, booleans, dates and missing values through', () => {
    const day = new Date('2026-11-01');
    expect(fillInAll({ n: 1, b: true, u: undefined, day }, {})).toEqual({ n: 1, b: true, u: undefined, day });
  });
});

describe('plural', () => {
  const texts = { 'match.one': '{count} university matches', 'match.other': '{count} universities match' };

  it("picks the language's form for the count and fills the count in", () => {
    expect(plural(texts, 'match', 1, 'en-IN')).toBe('1 university matches');
    expect(plural(texts, 'match', 0, 'en-IN')).toBe('0 universities match');
    expect(plural(texts, 'match', 7, 'en-IN')).toBe('7 universities match');
  });

  it('follows Hindi rules on Hindi pages: the one form for 0 and 1, the other from 2', () => {
    const words = { 'results.some.one': hiFinder['results.some.one'], 'results.some.other': hiFinder['results.some.other'] };
    expect(plural(words, 'results.some', 1, hiFinder.locale, { shown: 1 })).toBe(
      fillIn(hiFinder['results.some.one'], { count: 1, shown: 1 }),
    );
    expect(plural(words, 'results.some', 0, hiFinder.locale, { shown: 0 })).toBe(
      fillIn(hiFinder['results.some.one'], { count: 0, shown: 0 }),
    );
    expect(plural(words, 'results.some', 24, hiFinder.locale, { shown: 3 })).toBe(
      fillIn(hiFinder['results.some.other'], { count: 24, shown: 3 }),
    );
    // The English rules would pick "other" for 0.
    expect(plural(enFinder, 'results.some', 0, enFinder.locale, { shown: 0 })).toBe(
      fillIn(enFinder['results.some.other'], { count: 0, shown: 0 }),
    );
  });

  it("fills the other values a count's text names", () => {
    expect(plural({ 'left.one': '{count} of {total} left', 'left.other': '{count} of {total} left' }, 'left', 2, 'en', { total: 9 })).toBe(
      '2 of 9 left',
    );
    expect(plural({ 'views.one': '{count} view', 'views.other': '{count} views' }, 'views', 1840, 'en', { count: '1,840' })).toBe(
      '1,840 views',
    );
  });

  it("falls back to the other form where a language's form has no text of its own", () => {
    expect(plural({ 'n.other': '{count} items' }, 'n', 1, 'en-IN')).toBe('1 items');
    expect(plural({ ...texts, 'match.two': 'both match' }, 'match', 2, 'cy')).toBe('both match');
  });

  it('fails when the key has no other form', () => {
    expect(() => plural(texts, 'missing', 3, 'en-IN')).toThrow('No "missing.other" text');
  });
});
