import { describe, expect, it } from 'vitest';
import { escapeXml, ogCardSvg, wrapText } from '~/lib/seo/ogCard';

describe('share image template', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Tips & "tricks" <for> 'you'`)).toBe('Tips &amp; &quot;tricks&quot; &lt;for&gt; &apos;you&apos;');
  });

  it('wraps words into lines of the given width and marks a cut with an ellipsis', () => {
    expect(wrapText('How to Write a Statement of Purpose', 20, 4)).toEqual(['How to Write a', 'Statement of Purpose']);
    expect(wrapText('one two three four five six', 8, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('Supercalifragilistic word', 10, 3)).toEqual(['Supercalifragilistic', 'word']);
  });

  it('counts a Devanagari letter with its vowel sign as one', () => {
    // "सी" is two code points and one letter: three of them and two spaces fill five places.
    expect(wrapText('सी सी सी सी', 5, 4)).toEqual(['सी सी सी', 'सी']);
  });

  it('puts the escaped title, category and footer in the SVG', () => {
    const svg = ogCardSvg({ title: 'Visas & <Work> Rules', eyebrow: 'News & Updates', footer: 'Brand' });
    expect(svg).toContain('Visas &amp; &lt;Work&gt; Rules');
    expect(svg).toContain('NEWS &amp; UPDATES');
    expect(svg).not.toContain('<Work>');
    expect(svg).toMatch(/^<svg[^>]+width="1200" height="630"/);
  });
});
