import { describe, expect, it } from 'vitest';
import { normaliseText, pagePath } from '~/lib/text/normalise';

describe('normaliseText', () => {
  it('trims, folds every run of white space to one space and lower-cases', () => {
    expect(normaliseText('  F-1   Visa ')).toBe('f-1 visa');
    expect(normaliseText('Life \n\t Sciences')).toBe('life sciences');
    expect(normaliseText('   ')).toBe('');
  });

  it('finds Hindi typed without the nukta or with an anusvara for a chandrabindu, however the letter was typed', () => {
    const written = normaliseText('वीज़ा इंटरव्यू, विदेश पहुँचना');
    for (const typed of ['वीजा', 'वीज\u093Cा', 'वी\u095Bा', 'पहुंचना', 'पहुँचना']) expect(written).toContain(normaliseText(typed));
    // Other letters and signs still tell words apart.
    expect(written).not.toContain(normaliseText('विजा'));
  });

  it('leaves every other character as it is', () => {
    expect(normaliseText('C++ (Hons.) [x]')).toBe('c++ (hons.) [x]');
    expect(normaliseText('Université de Montréal')).toBe('université de montréal');
  });
});

describe('pagePath', () => {
  it('reads a built file, a folder and a plain path as the same page', () => {
    for (const pathname of ['/about', '/about.html', '/about/', '/about/index.html', '/about//']) {
      expect(pagePath(pathname)).toBe('/about');
    }
    expect(pagePath('/blog/ielts-or-toefl.html')).toBe('/blog/ielts-or-toefl');
  });

  it('reads the home page as "/"', () => {
    for (const pathname of ['/', '', '/index', '/index.html']) expect(pagePath(pathname)).toBe('/');
  });

  it('keeps the rest of the path, case included', () => {
    expect(pagePath('/universities/NYU')).toBe('/universities/NYU');
    expect(pagePath('/html-guide')).toBe('/html-guide');
  });
});
