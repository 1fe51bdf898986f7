import { describe, expect, it } from 'vitest';
import { countWord } from '~/lib/text/countWord';

const words = ['No', 'One', 'Two', 'Three'];

describe('countWord', () => {
  it('gives the word for a count the words reach', () => {
    expect(countWord(0, words)).toBe('No');
    expect(countWord(3, words)).toBe('Three');
  });

  it('keeps larger counts in digits', () => {
    expect(countWord(4, words)).toBe('4');
    expect(countWord(250, words)).toBe('250');
  });
});
