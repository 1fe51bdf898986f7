import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, referencePath } from '~/lib/i18n/languagePaths';

const languages = { codes: ['en', 'hi'] as const, reference: 'en' as const };

describe('language paths', () => {
  it('reads the language from the first segment only', () => {
    expect(languageOfPath('/hi/about', languages)).toBe('hi');
    expect(languageOfPath('/hi', languages)).toBe('hi');
    expect(languageOfPath('/hi?x=1', languages)).toBe('hi');
    expect(languageOfPath('/about', languages)).toBe('en');
    expect(languageOfPath('/history/hi', languages)).toBe('en');
    expect(languageOfPath('/hindi', languages)).toBe('en');
    expect(languageOfPath('/en/about', languages)).toBe('en');
  });

  it('strips the language segment', () => {
    expect(referencePath('/hi/about', languages)).toBe('/about');
    expect(referencePath('/hi', languages)).toBe('/');
    expect(referencePath('/hi?x=1', languages)).toBe('/?x=1');
    expect(referencePath('/blog/x', languages)).toBe('/blog/x');
  });

  it('moves a page to another language keeping its query and fragment', () => {
    expect(pathInLanguage('/about', 'hi', languages)).toBe('/hi/about');
    expect(pathInLanguage('/', 'hi', languages)).toBe('/hi');
    expect(pathInLanguage('/universities?country=usa#finder', 'hi', languages)).toBe('/hi/universities?country=usa#finder');
    expect(pathInLanguage('/?x=1', 'hi', languages)).toBe('/hi?x=1');
    expect(pathInLanguage('/hi/universities?country=usa', 'en', languages)).toBe('/universities?country=usa');
    expect(pathInLanguage('/hi', 'en', languages)).toBe('/');
    expect(pathInLanguage('/hi/about', 'hi', languages)).toBe('/hi/about');
  });

  it('follows the languages it is given: one language has no prefixes, a third its own', () => {
    const englishOnly = { codes: ['en'] as const, reference: 'en' as const };
    expect(pathInLanguage('/about', 'en', englishOnly)).toBe('/about');
    expect(languageOfPath('/hi/about', englishOnly)).toBe('en');
    const three = { codes: ['en', 'hi', 'pa'] as const, reference: 'en' as const };
    expect(pathInLanguage('/hi/about?x=1', 'pa', three)).toBe('/pa/about?x=1');
    expect(pathInLanguage('/pa', 'hi', three)).toBe('/hi');
    expect(referencePath('/pa/blog/x', three)).toBe('/blog/x');
    expect(languageOfPath('/pa', three)).toBe('pa');
  });
});
