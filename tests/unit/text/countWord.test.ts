import { describe, expect, it } from 'vitest';
import { countWord } from '~/lib/text/countWord';

describe('countWord', () => {
  it('spells out counts up to twelve, capitalised to open a sentence', () => {
    expect(countWord(0)).toBe('No');
    expect(countWord(1)).toBe('One');
    expect(countWord(4)).toBe('Four');
    expect(countWord(12)).toBe('Twelve');
  });

  it('keeps larger counts in digits', () => {
    expect(countWord(13)).toBe('13');
    expect(countWord(250)).toBe('250');
  });
});
