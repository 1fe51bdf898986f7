import { describe, expect, it } from 'vitest';
import { checkEnglish as checkWith, englishSummary, formatScore, isScoreText, parseScore, scoreHint } from '~/lib/finder/englishScore';
import { fillIn } from '~/lib/text/placeholders';
import { wordsOf } from '../support/strings';

const words = wordsOf('finder');

/** The checks in the finder's words, as the content has them. */
const checkEnglish = (minimums: Parameters<typeof checkWith>[0], test: Parameters<typeof checkWith>[1], score: string) =>
  checkWith(minimums, test, score, words);
const says = (
  key: 'verdict.meets' | 'verdict.short' | 'verdict.unlisted' | 'english.scale.whole' | 'english.scale.steps',
  values: Record<string, string | number>,
) => fillIn(words[key], values);

const minimums = { ielts: 7, toefl: 100, duolingo: 120 };

describe('English score check', () => {
  it('says a score meets the minimum, at or above it', () => {
    expect(checkEnglish(minimums, 'ielts', '7')).toEqual({
      kind: 'meets',
      text: says('verdict.meets', { test: 'IELTS Academic', min: '7.0' }),
    });
    expect(checkEnglish(minimums, 'ielts', '8.5')?.kind).toBe('meets');
    expect(checkEnglish(minimums, 'toefl', '100')?.kind).toBe('meets');
  });

  it('says by how much a score falls short, exactly on the half-band scale', () => {
    expect(checkEnglish(minimums, 'ielts', '6.5')).toEqual({
      kind: 'short',
      text: says('verdict.short', { gap: '0.5', test: 'IELTS Academic', min: '7.0' }),
    });
    expect(checkEnglish(minimums, 'ielts', '5')).toEqual({
      kind: 'short',
      text: says('verdict.short', { gap: '2.0', test: 'IELTS Academic', min: '7.0' }),
    });
    expect(checkEnglish(minimums, 'toefl', '88')).toEqual({
      kind: 'short',
      text: says('verdict.short', { gap: '12', test: 'TOEFL iBT', min: '100' }),
    });
    expect(checkEnglish(minimums, 'duolingo', '115')).toEqual({
      kind: 'short',
      text: says('verdict.short', { gap: '5', test: 'Duolingo English Test', min: '120' }),
    });
  });

  it('says when the university publishes no minimum for that test', () => {
    expect(checkEnglish(minimums, 'pte', '70')).toEqual({
      kind: 'unlisted',
      text: says('verdict.unlisted', { test: 'PTE Academic' }),
    });
  });

  it('says nothing without a test or a valid score', () => {
    expect(checkEnglish(minimums, null, '7')).toBeNull();
    expect(checkEnglish(minimums, 'ielts', '')).toBeNull();
    expect(checkEnglish(minimums, 'ielts', '6.7')).toBeNull();
    expect(checkEnglish(minimums, 'ielts', '10')).toBeNull();
    expect(checkEnglish(minimums, 'duolingo', '117')).toBeNull();
  });

  it('reads scores on each test’s own scale', () => {
    expect(parseScore('ielts', ' 6.5 ')).toBe(6.5);
    expect(parseScore('ielts', '9.5')).toBeNull();
    expect(parseScore('toefl', '120')).toBe(120);
    expect(parseScore('toefl', '99.5')).toBeNull();
    expect(parseScore('pte', '9')).toBeNull();
    expect(parseScore('pte', '90')).toBe(90);
    expect(parseScore('duolingo', '160')).toBe(160);
    expect(parseScore('duolingo', '165')).toBeNull();
    expect(parseScore('ielts', '1e1')).toBeNull();
    expect(parseScore('ielts', '-1')).toBeNull();
    expect(isScoreText('6.5')).toBe(true);
    expect(isScoreText('<b>')).toBe(false);
  });

  it('explains the scale when a score does not fit it', () => {
    expect(scoreHint('ielts', words)).toBe(says('english.scale.steps', { test: 'IELTS Academic', min: 0, max: 9, step: 0.5 }));
    expect(scoreHint('toefl', words)).toBe(says('english.scale.whole', { test: 'TOEFL iBT', min: 0, max: 120 }));
  });

  it('writes minimums the way each test does', () => {
    expect(formatScore('ielts', 7)).toBe('7.0');
    expect(formatScore('toefl', 100)).toBe('100');
    expect(englishSummary({ ielts: 6.5, toefl: 90, pte: 65, duolingo: 120 })).toBe('IELTS 6.5 · TOEFL 90 · PTE 65 · Duolingo 120');
    expect(englishSummary({ toefl: 100 })).toBe('TOEFL 100');
  });
});
