import { describe, expect, it } from 'vitest';
import { markEnglishParts, withPartsNote } from '~/lib/i18n/englishParts';
import type { StaysEnglish } from '~/lib/i18n/overlay';

const page = (body: string) => `<!doctype html><html lang="hi"><head><title>Oxford</title></head><body>${body}</body></html>`;
const kept = (entries: [string, StaysEnglish][]) => new Map(entries);

describe('the English parts of a page in another language', () => {
  // Each row: the rule, the page body, the English texts the overlay kept, and what the marked page contains.
  it.each<{ rule: string; body: string; entries: [string, StaysEnglish][]; expected: string[] }>([
    {
      rule: 'marks the element whose whole text is a kept English text, and wraps one beside other words',
      body: '<h3 class="x">University of Oxford</h3><p>शहर: University of Oxford</p><p>कुल <b>University of Oxford</b> </p>',
      entries: [['University of Oxford', 'kept']],
      expected: [
        '<h3 lang="en" class="x">University of Oxford</h3>',
        '<b lang="en">University of Oxford</b>',
        '<p>शहर: University of Oxford</p>',
        '<head><title>Oxford</title></head>',
      ],
    },
    {
      rule: 'wraps a kept text that shares its element with others in a span, but never inside an island',
      body: '<p><b>स्रोत:</b> Study in Canada</p><astro-island><p><b>स्रोत:</b> Study in Canada</p></astro-island>',
      entries: [['Study in Canada', 'kept']],
      expected: ['<p><b>स्रोत:</b> <span lang="en">Study in Canada</span></p><astro-island><p><b>स्रोत:</b> Study in Canada</p></astro-island>'],
    },
    {
      rule: 'marks an image whose description is kept English, and leaves texts that are already marked, Hindi or not words',
      body: '<img src="/a.png" alt="A student in Toronto"><div lang="en"><p>A student in Toronto</p></div><p>6.5</p><p>वीज़ा</p>',
      entries: [
        ['A student in Toronto', 'kept'],
        ['6.5', 'kept'],
        ['वीज़ा', 'untranslated'],
      ],
      expected: ['<img lang="en" src="/a.png" alt="A student in Toronto">', '<div lang="en"><p>A student in Toronto</p></div><p>6.5</p><p>वीज़ा</p>'],
    },
    {
      rule: 'reads texts as the browser shows them: entities decoded, spaces collapsed',
      body: '<li>\n  Queen&#39;s University\n</li>',
      entries: [["Queen's University", 'kept']],
      expected: ['<li lang="en">\n  Queen&#39;s University\n</li>'],
    },
    {
      rule: 'finds a kept text whose value is filled in where it shows, whatever the value',
      body: '<p>We have placed 1,840 students abroad.</p><p>We have placed many students abroad.</p><p>We have placed students abroad.</p>',
      entries: [['We have placed {count} students abroad.', 'untranslated']],
      expected: ['<p lang="en">We have placed 1,840 students abroad.</p><p lang="en">We have placed many students abroad.</p><p>We have placed students abroad.</p>'],
    },
  ])('$rule', ({ body, entries, expected }) => {
    expect.assertions(expected.length);
    const { html } = markEnglishParts(page(body), kept(entries));
    for (const part of expected) expect(html).toContain(part);
  });

  it('says the page shows an untranslated part only when one is shown, not when its content merely read one', () => {
    expect(markEnglishParts(page('<p>Tuition</p>'), kept([['Tuition', 'untranslated']])).showsUntranslated).toBe(true);
    expect(markEnglishParts(page('<p>Tuition</p>'), kept([['Tuition', 'kept'], ['Living costs', 'untranslated']])).showsUntranslated).toBe(false);
  });

  it('keeps every character of markup it does not mark', () => {
    const body = '<p>a < b</p><svg><path d="M0 0"/></svg><script>if (a<b) x()</script><!-- <p>x</p> --><input value="x > y">';
    expect(markEnglishParts(page(body), kept([['x', 'kept']])).html).toBe(page(body));
  });

  it('shows the note on a page with an untranslated part and removes it from every other page', () => {
    const note = '<main><div data-parts-in-english hidden class="c"><p role="note">अंग्रेज़ी</p></div></main>';
    expect(withPartsNote(note, true)).toBe('<main><div data-parts-in-english class="c"><p role="note">अंग्रेज़ी</p></div></main>');
    expect(withPartsNote(note, false)).toBe('<main></main>');
  });
});
