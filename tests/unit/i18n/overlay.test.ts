import { describe, expect, it } from 'vitest';
import { overlay, translationOf } from '~/lib/i18n/overlay';

describe('a translation laid over its English entry', () => {
  const english = { title: 'Visa help for {country}', order: 3, steps: [{ title: 'Apply' }, { title: 'Wait' }], checked: new Date('2026-01-01') };

  it('replaces the texts it gives and keeps everything else', () => {
    expect(overlay(english, { title: '{country} के लिए वीज़ा मदद', steps: [{ title: 'आवेदन करें' }, {}] }, 'x')).toEqual({
      title: '{country} के लिए वीज़ा मदद',
      order: 3,
      steps: [{ title: 'आवेदन करें' }, { title: 'Wait' }],
      checked: new Date('2026-01-01'),
    });
  });

  it('keeps the English where the English changed since the translation: other words in braces, a list with an item more or less', () => {
    expect(overlay(english, { title: 'वीज़ा मदद' }, 'x').title).toBe('Visa help for {country}');
    expect(overlay(english, { steps: [{ title: 'एक' }, { title: 'दो' }, { title: 'तीन' }] }, 'x').steps).toEqual(english.steps);
  });

  it('reports each English text it keeps, and whether the translation left it out or no longer fits it', () => {
    const kept: [string, string][] = [];
    const hear = (text: string, why: string) => void kept.push([text, why]);
    overlay(english, { title: 'वीज़ा मदद', steps: [{ title: 'आवेदन करें' }, {}] }, 'x', hear);
    expect(kept).toEqual([['Visa help for {country}', 'untranslated'], ['Wait', 'kept']]);
    kept.length = 0;
    overlay(english, { title: '{country} के लिए वीज़ा मदद', steps: [{ title: 'एक' }] }, 'x', hear);
    expect(kept).toEqual([['Apply', 'untranslated'], ['Wait', 'untranslated']]);
  });

  it('shows in place of each kept text what its report answers, and says where the text is', () => {
    const where: string[] = [];
    const shown = overlay(english, { title: 'वीज़ा मदद', steps: [{ title: 'आवेदन करें' }, {}] }, 'x', (text, _why, at) => {
      where.push(at);
      return text.replace('{country}', 'Canada');
    });
    expect(shown.title).toBe('Visa help for Canada');
    expect(shown.steps).toEqual([{ title: 'आवेदन करें' }, { title: 'Wait' }]);
    expect(where).toEqual(['x.title', 'x.steps[1].title']);
  });

  it('refuses a field the English entry does not have, naming the file', () => {
    expect(() => overlay(english, { subtitle: 'नया' }, 'services/hi/x.json')).toThrow(/services\/hi\/x\.json: "subtitle" is not a field/);
  });

  it('finds the part of a file that translates an entry, however the file keeps its entries', () => {
    expect(translationOf({ title: 'a' }, 'usa', true)).toEqual({ title: 'a' });
    expect(translationOf([{ id: 'usa', title: 'a' }, { id: 'uk', title: 'b' }], 'uk', false)).toEqual({ id: 'uk', title: 'b' });
    expect(translationOf({ schedule: { note: 'a' } }, 'schedule', false)).toEqual({ note: 'a' });
    expect(translationOf([{ id: 'usa' }], 'uk', false)).toBeUndefined();
  });
});
