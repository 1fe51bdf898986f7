import { describe, expect, it } from 'vitest';
import {
  isShortlisted,
  parseShortlist,
  removeFromShortlist,
  serialiseShortlist,
  shortlistLimit,
  toggleShortlist,
} from '~/lib/shortlist/shortlist';

const harvard = { id: 'harvard', name: 'Harvard University', country: 'USA' };
const oxford = { id: 'oxford', name: 'University of Oxford', country: 'UK' };

describe('shortlist store', () => {
  it('adds at the end and removes on a second toggle', () => {
    const one = toggleShortlist([], harvard);
    const two = toggleShortlist(one, oxford);
    expect(two).toEqual([harvard, oxford]);
    expect(isShortlisted(two, 'oxford')).toBe(true);
    expect(toggleShortlist(two, harvard)).toEqual([oxford]);
    expect(removeFromShortlist(two, 'oxford')).toEqual([harvard]);
    expect(removeFromShortlist(two, 'nowhere')).toEqual(two);
  });

  it('round-trips through storage', () => {
    expect(parseShortlist(serialiseShortlist([harvard, oxford]))).toEqual([harvard, oxford]);
  });

  it('reads nothing usable as an empty shortlist', () => {
    for (const raw of [null, '', 'not json', '{}', '"harvard"', 'null', '42']) expect(parseShortlist(raw), String(raw)).toEqual([]);
  });

  it('keeps only well-formed entries, once each, and drops extra fields', () => {
    const raw = JSON.stringify([
      { ...harvard, injected: '<script>' },
      harvard,
      { id: 'Bad Id!', name: 'x', country: 'USA' },
      { id: 'noname', country: 'USA' },
      { id: 'long', name: 'x'.repeat(500), country: 'USA' },
      null,
      oxford,
    ]);
    expect(parseShortlist(raw)).toEqual([harvard, oxford]);
  });

  it('never holds more than its ceiling', () => {
    const many = Array.from({ length: shortlistLimit + 10 }, (_, i) => ({ id: `u${i}`, name: `U ${i}`, country: 'USA' }));
    expect(parseShortlist(JSON.stringify(many))).toHaveLength(shortlistLimit);
    const full = many.slice(0, shortlistLimit);
    expect(toggleShortlist(full, { id: 'extra', name: 'Extra', country: 'UK' })).toHaveLength(shortlistLimit);
  });
});
