import { describe, expect, it } from 'vitest';
import { checkEnglish, englishSummary, formatScore, isScoreText, parseScore, scoreHint } from '~/lib/finder/englishScore';

const minimums = { ielts: 7, toefl: 100, duolingo: 120 };

describe('English score check', () => {
  it('says a score meets the minimum, at or above it', () => {
    expect(checkEnglish(minimums, 'ielts', '7')).toEqual({ kind: 'meets', text: 'Your IELTS Academic score meets the minimum of 7.0' });
    expect(checkEnglish(minimums, 'ielts', '8.5')?.kind).toBe('meets');
    expect(checkEnglish(minimums, 'toefl', '100')?.kind).toBe('meets');
  });

  it('says by how much a score falls short, exactly on the half-band scale', () => {
    expect(checkEnglish(minimums, 'ielts', '6.5')).toEqual({ kind: 'short', text: '0.5 below the IELTS Academic minimum of 7.0' });
    expect(checkEnglish(minimums, 'ielts', '5')).toEqual({ kind: 'short', text: '2.0 below the IELTS Academic minimum of 7.0' });
    expect(checkEnglish(minimums, 'toefl', '88')).toEqual({ kind: 'short', text: '12 below the TOEFL iBT minimum of 100' });
    expect(checkEnglish(minimums, 'duolingo', '115')).toEqual({ kind: 'short', text: '5 below the Duolingo English Test minimum of 120' });
  });

  it('says when the university publishes no minimum for that test', () => {
    expect(checkEnglish(minimums, 'pte', '70')).toEqual({
      kind: 'unlisted',
      text: 'No published PTE Academic minimum: ask us which tests it accepts',
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
    expect(scoreHint('ielts')).toBe('Enter your IELTS Academic score: 0 to 9, in steps of 0.5.');
    expect(scoreHint('toefl')).toBe('Enter your TOEFL iBT score: 0 to 120, a whole number.');
  });

  it('writes minimums the way each test does', () => {
    expect(formatScore('ielts', 7)).toBe('7.0');
    expect(formatScore('toefl', 100)).toBe('100');
    expect(englishSummary({ ielts: 6.5, toefl: 90, pte: 65, duolingo: 120 })).toBe('IELTS 6.5 · TOEFL 90 · PTE 65 · Duolingo 120');
    expect(englishSummary({ toefl: 100 })).toBe('TOEFL 100');
  });
});
