import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { pseudoHtml, pseudoSource, pseudoText, pseudoTexts, pseudoWords } from '~/lib/i18n/pseudo';
import { textShape } from '~/lib/i18n/textShape';
import { readsAsEnglish } from '~/lib/i18n/script';
import { withPseudoEntry } from '~/build/pseudoEntry';

/** The Latin letters a-z of a text outside its {placeholders}. */
const plainLetters = (text: string) => text.replace(/\{[^}]*\}/g, '').match(/[A-Za-z]/g) ?? [];

describe('a text in the pseudo-language', () => {
  it('is the English with every letter accented, inside brackets', () => {
    const text = pseudoText('Study Abroad');
    expect(text).toMatch(/^\[Ŝţûđý Åƀŕöåđ ~+( ~+)*\]$/);
    expect(plainLetters(text)).toEqual([]);
    expect(readsAsEnglish(text)).toBe(false);
  });

  it('is about 40 % longer, padded with short words that wrap as the English does', () => {
    const english = 'Book a free consultation with a counsellor who knows your destination well.';
    const text = pseudoText(english);
    expect(text.length / english.length).toBeGreaterThanOrEqual(1.38);
    expect(text.length / english.length).toBeLessThanOrEqual(1.5);
    expect(Math.max(...text.split(' ').map((word) => word.length))).toBeLessThanOrEqual('çöñšûļţåţîöñ'.length);
  });

  it('keeps placeholders, HTML tags and entities as written', () => {
    const text = pseudoText('Apply by {date} at <strong>{headOffice.city}</strong> &amp; online');
    expect(text).toContain('{date}');
    expect(text).toContain('{headOffice.city}');
    expect(text).toContain('<strong>');
    expect(text).toContain('</strong>');
    expect(text).toContain('&amp;');
    expect(plainLetters(text.replace(/<[^>]*>|&\w+;/g, ''))).toEqual([]);
  });

  it('leaves an empty or blank text as it is', () => {
    expect(pseudoText('')).toBe('');
    expect(pseudoText('  ')).toBe('  ');
  });

  it('is held to its English length by a limit on lengths', () => {
    for (const english of ['Visa', 'Study in Canada: top universities, tuition and living costs in CAD, and the path to residency.'])
      expect(pseudoSource(pseudoText(english))).toHaveLength(english.length);
    expect(pseudoSource('[a note in brackets]')).toBe('[a note in brackets]');
    expect(pseudoSource('Plain text')).toBe('Plain text');
  });
});

describe('an entry or file in the pseudo-language', () => {
  it('has its texts made pseudo where its schema has texts, and ids, links, choices and figures as they are', () => {
    const schema = z.strictObject({
      id: z.string().regex(/^[a-z-]+$/),
      title: z.string(),
      url: z.url(),
      country: z.enum(['usa', 'uk']),
      order: z.number(),
      steps: z.array(z.strictObject({ title: z.string() })),
      words: z.record(z.string(), z.string()),
    });
    const entry = {
      id: 'visa-help',
      title: 'Visa help',
      url: 'https://example.org/visa',
      country: 'usa',
      order: 2,
      steps: [{ title: 'Apply' }],
      words: { more: 'Read more' },
    } as const;
    const pseudo = pseudoTexts(entry, textShape(schema));
    expect(pseudo).toEqual({
      id: 'visa-help',
      title: pseudoText('Visa help'),
      url: 'https://example.org/visa',
      country: 'usa',
      order: 2,
      steps: [{ title: pseudoText('Apply') }],
      words: { more: pseudoText('Read more') },
    });
  });

  it('has every word of a strings file made pseudo, its keys as they are', () => {
    expect(pseudoWords({ 'form.send': 'Send', 'form.sent': 'Sent to {name}' })).toEqual({
      'form.send': pseudoText('Send'),
      'form.sent': pseudoText('Sent to {name}'),
    });
  });

  it('has the text of Markdown’s HTML made pseudo, its tags, links and code as they are', () => {
    const html =
      '<h2 id="fees">Fees &amp; costs</h2>\n<p>See <a href="/fees">our fees</a> and run <code>npm test</code>.</p>\n<pre><code>Keep me</code></pre>';
    const pseudo = pseudoHtml(html);
    expect(pseudo).toContain('<h2 id="fees">[Ƒééš &amp; çöšţš');
    expect(pseudo).toContain('<a href="/fees">[öûŕ ƒééš');
    expect(pseudo).toContain('<code>npm test</code>');
    expect(pseudo).toContain('<pre><code>Keep me</code></pre>');
    expect(pseudo).toContain('\n<p>[Ŝéé ');
  });
});

describe('the pseudo-language build', () => {
  it('adds the pseudo-language last in the languages object, as a language is added', () => {
    const source = "export const languages = {\n  en: { name: 'English' },\n} as const satisfies Record<string, unknown>;\n";
    const added = withPseudoEntry(source);
    expect(added).toMatch(/en: \{ name: 'English' \},\n {2}xa: \{\n[\s\S]*\n {2}\},\n\} as const/);
  });

  it('fails, naming the file, when the languages object has no end to add it before', () => {
    expect(() => withPseudoEntry('export const languages = {};')).toThrow(/src\/config\/languages\.ts/);
  });
});
