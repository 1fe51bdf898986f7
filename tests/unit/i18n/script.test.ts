import { describe, expect, it } from 'vitest';
import { englishLang, readsAsEnglish } from '~/lib/i18n/script';

describe('the script a text is written in', () => {
  it('tells English words from Hindi ones, numbers and codes', () => {
    expect(readsAsEnglish('Undergraduate')).toBe(true);
    expect(readsAsEnglish('IELTS 6.5 की ज़रूरत')).toBe(false);
    expect(readsAsEnglish('$40,000')).toBe(false);
  });

  it('marks English words as English on a Hindi page only', () => {
    expect(englishLang('student life', 'hi')).toBe('en');
    expect(englishLang('Reserve Bank of India', 'hi-IN')).toBe('en');
    expect(englishLang('छात्र जीवन', 'hi')).toBeUndefined();
    expect(englishLang('student life', 'en')).toBeUndefined();
    expect(englishLang('student life', 'en-IN')).toBeUndefined();
    expect(englishLang('student life', undefined)).toBeUndefined();
  });
});
