import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../../../src/lib/text/escapeRegExp';

describe('escapeRegExp', () => {
  it('matches a text holding every special character exactly, and nothing else', () => {
    const text = 'Fees (₹2.5 lakh+)? [1-3] {a|b} ^$ *.\\ end';
    const pattern = new RegExp(`^${escapeRegExp(text)}$`);
    expect(pattern.test(text)).toBe(true);
    expect(pattern.test(text.replace('.', 'x'))).toBe(false);
    expect(pattern.test(`${text} `)).toBe(false);
  });
});
