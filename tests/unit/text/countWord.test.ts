import { describe, expect, it } from 'vitest';
import { countForms, countValues, countWord, type CountWords } from '~/lib/text/countWord';
import { wordsOf } from '../support/strings';

const en = wordsOf('common');
const hi = wordsOf('common', 'hi');

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

describe('countForms', () => {
  const english: CountWords = { common: en, locale: 'en-IN' };
  const hindi: CountWords = { common: hi, locale: 'hi-IN' };

  it('names a count opening a sentence, inside one and as every one of them, in English', () => {
    expect(countForms('steps', 6, english)).toEqual({
      steps: en['count.six'],
      stepsInSentence: en['count.six'].toLowerCase(),
      stepsAll: en['countAll.six'],
    });
    expect(countForms('destinations', 5, english)).toEqual({
      destinations: en['count.five'],
      destinationsInSentence: en['count.five'].toLowerCase(),
      destinationsAll: en['countAll.five'],
    });
    expect(countForms('services', 2, english).servicesAll).toBe(en['countAll.two']);
  });

  it('names them in Hindi, which has no capitals and its own word for all of them', () => {
    expect(countForms('destinations', 5, hindi)).toEqual({
      destinations: hi['count.five'],
      destinationsInSentence: hi['count.five'],
      destinationsAll: hi['countAll.five'],
    });
    expect(countForms('services', 2, hindi).servicesAll).toBe(hi['countAll.two']);
  });

  it('writes a count past the words in digits, and "all" of fewer than two as the count', () => {
    expect(countForms('steps', 14, english)).toEqual({ steps: '14', stepsInSentence: '14', stepsAll: '14' });
    expect(countForms('steps', 1, hindi)).toEqual({ steps: hi['count.one'], stepsInSentence: hi['count.one'], stepsAll: '1' });
  });

  it('gives several lists their forms at once', () => {
    expect(countValues({ steps: 4, destinations: 5 }, english)).toEqual({
      ...countForms('steps', 4, english),
      ...countForms('destinations', 5, english),
    });
  });
});
