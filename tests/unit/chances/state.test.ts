import { describe, expect, it } from 'vitest';
import { hasProfile, initialChancesState, readChancesState, writeChancesState, type ChancesState } from '~/lib/chances/state';

const known = ['usa', 'canada', 'uk'];

describe('the chances profile in the URL', () => {
  it('leaves the defaults out', () => {
    expect(writeChancesState(initialChancesState)).toBe('');
    expect(readChancesState('', known)).toEqual(initialChancesState);
    expect(hasProfile('')).toBe(false);
  });

  it('round-trips every answer, and says a shared link holds a profile', () => {
    const state: ChancesState = {
      level: 'Undergraduate',
      marksAs: 'cgpa',
      marks: '8.6',
      test: 'toefl',
      score: '96',
      budget: '35,00,000',
      countries: ['canada', 'uk'],
      subject: 'Computer Science',
    };
    const search = writeChancesState(state, '?utm=x');
    expect(new URLSearchParams(search).get('utm')).toBe('x');
    expect(readChancesState(search, known)).toEqual(state);
    expect(hasProfile(search)).toBe(true);
  });

  it('drops what it does not know and cuts absurd text', () => {
    const state = readChancesState('?level=phd&test=gre&countries=mars,uk&subject=Magic&marks=' + '9'.repeat(100), known);
    expect(state).toMatchObject({ level: 'Postgraduate', test: 'ielts', countries: ['uk'], subject: '' });
    expect(state.marks.length).toBeLessThanOrEqual(24);
  });
});
