import { describe, expect, it } from 'vitest';
import { languageOfPath, pageAddress, pathInLanguage, referencePath } from '~/lib/i18n/languagePaths';

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

  it('gives a page’s public address in a language, as served, whichever file or language it was rendered from', () => {
    const site = new URL('https://www.example.in');
    expect(pageAddress('/timeline.html', 'hi', languages, site)).toBe('https://www.example.in/hi/timeline');
    expect(pageAddress('/hi/timeline', 'en', languages, site)).toBe('https://www.example.in/timeline');
    expect(pageAddress('/index.html', 'hi', languages, site)).toBe('https://www.example.in/hi');
  });
});
