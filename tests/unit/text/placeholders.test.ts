import { describe, expect, it } from 'vitest';
import { fillIn, fillInAll } from '~/lib/text/placeholders';

describe('fillIn', () => {
  it('replaces each named placeholder with its value, numbers as written', () => {
    expect(fillIn('{count} of {total} stories', { count: 'Four', total: 12 })).toBe('Four of 12 stories');
    expect(fillIn('{a}{a}', { a: 'x' })).toBe('xx');
  });

  it('leaves text without placeholders, and braces that are not names, as they are', () => {
    expect(fillIn('No figures here.', {})).toBe('No figures here.');
    expect(fillIn('A set {1, 2} and { spaced }', {})).toBe('A set {1, 2} and { spaced }');
  });

  it('fails on a placeholder without a value, naming it and the values there are', () => {
    expect(() => fillIn('For {yeras} years', { years: '10+' })).toThrow('"{yeras}" has no value here (values: years)');
    expect(() => fillIn('{count} stories', {})).toThrow('(values: none)');
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

  it('passes numbers, booleans and missing values through', () => {
    expect(fillInAll({ n: 1, b: true, u: undefined }, {})).toEqual({ n: 1, b: true, u: undefined });
  });
});
