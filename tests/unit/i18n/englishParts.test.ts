import { describe, expect, it } from 'vitest';
import { markEnglishParts, readsAsEnglish, withPartsNote } from '~/lib/i18n/englishParts';
import type { StaysEnglish } from '~/lib/i18n/overlay';

const page = (body: string) => `<!doctype html><html lang="hi"><head><title>Oxford</title></head><body>${body}</body></html>`;
const kept = (entries: [string, StaysEnglish][]) => new Map(entries);

describe('the English parts of a page in another language', () => {
  it('marks the element whose whole text is a kept English text, and wraps one beside other words', () => {
    const { html } = markEnglishParts(page('<h3 class="x">University of Oxford</h3><p>शहर: University of Oxford</p><p>कुल <b>University of Oxford</b> </p>'), kept([['University of Oxford', 'kept']]));
    expect(html).toContain('<h3 lang="en" class="x">University of Oxford</h3>');
    expect(html).toContain('<b lang="en">University of Oxford</b>');
    expect(html).toContain('<p>शहर: University of Oxford</p>');
    expect(html).toContain('<head><title>Oxford</title></head>');
  });

  it('wraps a kept text that shares its element with others in a span, but never inside an island', () => {
    const { html } = markEnglishParts(page('<p><b>स्रोत:</b> Study in Canada</p><astro-island><p><b>स्रोत:</b> Study in Canada</p></astro-island>'), kept([['Study in Canada', 'kept']]));
    expect(html).toContain('<p><b>स्रोत:</b> <span lang="en">Study in Canada</span></p><astro-island><p><b>स्रोत:</b> Study in Canada</p></astro-island>');
  });

  it('marks an image whose description is kept English, and leaves texts that are already marked, Hindi or not words', () => {
    const { html } = markEnglishParts(
      page('<img src="/a.png" alt="A student in Toronto"><div lang="en"><p>A student in Toronto</p></div><p>6.5</p><p>वीज़ा</p>'),
      kept([['A student in Toronto', 'kept'], ['6.5', 'kept'], ['वीज़ा', 'untranslated']]),
    );
    expect(html).toContain('<img lang="en" src="/a.png" alt="A student in Toronto">');
    expect(html).toContain('<div lang="en"><p>A student in Toronto</p></div><p>6.5</p><p>वीज़ा</p>');
  });

  it('reads texts as the browser shows them: entities decoded, spaces collapsed', () => {
    const { html } = markEnglishParts(page('<li>\n  Queen&#39;s University\n</li>'), kept([["Queen's University", 'kept']]));
    expect(html).toContain('<li lang="en">\n  Queen&#39;s University\n</li>');
  });

  it('says the page shows an untranslated part only when one is shown, not when its content merely read one', () => {
    expect(markEnglishParts(page('<p>Tuition</p>'), kept([['Tuition', 'untranslated']])).showsUntranslated).toBe(true);
    expect(markEnglishParts(page('<p>Tuition</p>'), kept([['Tuition', 'kept'], ['Living costs', 'untranslated']])).showsUntranslated).toBe(false);
  });

  it('keeps every character of markup it does not mark', () => {
    const body = '<p>a < b</p><svg><path d="M0 0"/></svg><script>if (a<b) x()</script><!-- <p>x</p> --><input value="x > y">';
    expect(markEnglishParts(page(body), kept([['x', 'kept']])).html).toBe(page(body));
  });

  it('tells English words from Hindi ones, numbers and codes', () => {
    expect(readsAsEnglish('Undergraduate')).toBe(true);
    expect(readsAsEnglish('IELTS 6.5 की ज़रूरत')).toBe(false);
    expect(readsAsEnglish('$40,000')).toBe(false);
  });

  it('shows the note on a page with an untranslated part and removes it from every other page', () => {
    const note = '<main><div data-parts-in-english hidden class="c"><p role="note">अंग्रेज़ी</p></div></main>';
    expect(withPartsNote(note, true)).toBe('<main><div data-parts-in-english class="c"><p role="note">अंग्रेज़ी</p></div></main>');
    expect(withPartsNote(note, false)).toBe('<main></main>');
  });
});
