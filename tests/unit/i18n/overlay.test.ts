import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { keptEnglish, overlay, translationOf, type MaybeEnglish } from '~/lib/i18n/overlay';
import { textShape } from '~/lib/i18n/textShape';

const schema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string(),
  order: z.number(),
  country: z.enum(['usa', 'uk']),
  steps: z.array(z.strictObject({ title: z.string(), url: z.url().optional() })),
  tags: z.array(z.string()),
  checked: z.date(),
});
const shape = textShape(schema);

describe('a translation laid over its English entry', () => {
  const english = {
    id: 'visa',
    title: 'Visa help for {country}',
    order: 3,
    country: 'usa',
    steps: [{ title: 'Apply' }, { title: 'Wait' }],
    tags: ['visa', 'help'],
    checked: new Date('2026-01-01'),
  };

  it('replaces the texts it gives and keeps everything else', () => {
    expect(
      overlay(
        english,
        { title: '{country} के लिए वीज़ा मदद', steps: [{ title: 'आवेदन करें' }, { title: 'इंतज़ार' }], tags: ['वीज़ा', 'मदद'] },
        shape,
        'x',
      ),
    ).toEqual({
      ...english,
      title: '{country} के लिए वीज़ा मदद',
      steps: [{ title: 'आवेदन करें' }, { title: 'इंतज़ार' }],
      tags: ['वीज़ा', 'मदद'],
    });
  });

  it('names the texts it leaves in English in the object holding them, with why', () => {
    const shown = overlay(english, { title: 'वीज़ा मदद', steps: [{ title: 'आवेदन करें' }, {}] }, shape, 'x');
    // Other words in braces than the English: not translated any more. Left out: kept as written.
    expect(shown.title).toBe('Visa help for {country}');
    expect(shown).toMatchObject({ englishTexts: { title: 'untranslated', tags: 'kept' } });
    expect(shown.steps).toEqual([{ title: 'आवेदन करें' }, { title: 'Wait', englishTexts: { title: 'kept' } }]);
  });

  it('keeps a whole list in English when the English list has grown or shrunk since', () => {
    const shown = overlay(english, { steps: [{ title: 'एक' }, { title: 'दो' }, { title: 'तीन' }], tags: ['एक'] }, shape, 'x');
    expect(shown.steps).toEqual(english.steps.map((step) => ({ ...step, englishTexts: { title: 'untranslated' } })));
    expect(shown).toMatchObject({ englishTexts: { tags: 'untranslated' } });
  });

  it('names no text left out without English words in it, and nothing that is no text (ids, choices, links, dates)', () => {
    const shown = overlay({ ...english, title: '98%', steps: [{ title: 'Apply', url: 'https://example.com/apply' }] }, {}, shape, 'x');
    expect(shown).toMatchObject({ englishTexts: { tags: 'kept' } });
    expect((shown as MaybeEnglish).englishTexts).not.toHaveProperty('title');
    // Not translated yet, a figure is written the English way ("1M+"): it is named.
    expect(keptEnglish({ ...english, title: '1M+' }, shape, 'untranslated')).toMatchObject({ englishTexts: { title: 'untranslated' } });
    expect(shown.steps[0]).toEqual({ title: 'Apply', url: 'https://example.com/apply', englishTexts: { title: 'kept' } });
  });

  it('shows in place of each English text what its report answers, and says where the text is', () => {
    const heard: string[] = [];
    const shown = overlay(english, { steps: [{ title: 'आवेदन करें' }, {}] }, shape, 'x', (text, why, at) => {
      heard.push(`${at} ${why}`);
      return text.replace('{country}', 'Canada');
    });
    expect(shown.title).toBe('Visa help for Canada');
    expect(heard).toEqual(['x.title kept', 'x.steps[1].title kept', 'x.tags[0] kept', 'x.tags[1] kept']);
  });

  it('gives an entry with no translation all in English, not translated yet', () => {
    const shown = keptEnglish(english, shape, 'untranslated');
    expect(shown).toMatchObject({ title: english.title, englishTexts: { title: 'untranslated', tags: 'untranslated' } });
    expect(shown.steps[1]).toEqual({ title: 'Wait', englishTexts: { title: 'untranslated' } });
  });

  it('refuses what is no text of the English entry, naming the file', () => {
    expect(() => overlay(english, { subtitle: 'नया' }, shape, 'services/hi/x.json')).toThrow(
      /services\/hi\/x\.json: "subtitle" is not a text/,
    );
    expect(() => overlay(english, { order: 4 }, shape, 'services/hi/x.json')).toThrow(/"order" is not a text/);
  });

  it('finds the part of a file that translates an entry, however the file keeps its entries', () => {
    expect(translationOf({ title: 'a' }, 'usa', true)).toEqual({ title: 'a' });
    expect(
      translationOf(
        [
          { id: 'usa', title: 'a' },
          { id: 'uk', title: 'b' },
        ],
        'uk',
        false,
      ),
    ).toEqual({ title: 'b' });
    expect(translationOf({ schedule: { note: 'a' } }, 'schedule', false)).toEqual({ note: 'a' });
    expect(translationOf([{ id: 'usa' }], 'uk', false)).toBeUndefined();
  });
});
