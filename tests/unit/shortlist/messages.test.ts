import { describe, expect, it } from 'vitest';
import { counsellorSummary, whatsAppMessage } from '~/lib/shortlist/messages';
import { clampHandoff } from '~/lib/contact/handoff';
import { fillIn } from '~/lib/text/placeholders';
import { listText } from '~/lib/text/localeFormats';
import { wordsOf } from '../support/strings';

const items = [
  { id: 'harvard', name: 'Harvard University', country: 'USA' },
  { id: 'oxford', name: 'University of Oxford', country: 'UK' },
];

for (const lang of ['en', 'hi'] as const) {
  const words = wordsOf('shortlist', lang);
  // Each university as the shortlist's words name it, with its country.
  const named = items.map((item) => fillIn(words['message.university']!, { name: item.name, country: item.country }));

  describe(`shortlist messages (${lang})`, () => {
    it('prefill WhatsApp with the greeting, then every university in order, as the language lists them', () => {
      const message = whatsAppMessage('Hello GlobalPath!', items, words);
      expect(message).toContain('Hello GlobalPath!');
      expect(message).toContain(listText(named, words.locale));
      expect(message.indexOf(named[0]!)).toBeLessThan(message.indexOf(named[1]!));
    });

    it('give the counsellor a heading with the count, then one university a line', () => {
      const lines = counsellorSummary(items, words).split('\n');
      expect(lines[0]).toBe(fillIn(words['message.counsellor']!, { count: items.length }));
      expect(lines.slice(1).map((line) => line.replace(/^- /, ''))).toEqual(named);
    });

    it('fit the contact form untouched for a realistic shortlist', () => {
      const ten = Array.from({ length: 10 }, (_, i) => ({
        id: `u${i}`,
        name: `University of Somewhere Quite Long ${i}`,
        country: 'Australia',
      }));
      expect(clampHandoff(counsellorSummary(ten, words))).toBe(counsellorSummary(ten, words));
    });
  });
}
