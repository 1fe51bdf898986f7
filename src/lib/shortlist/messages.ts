/**
 * What the shortlist says when a visitor takes it to us: the WhatsApp message and the summary the
 * contact form's message starts with. Plain text; names are listed as the site writes them, in the
 * shortlist's words (strings/<lang>/shortlist.json).
 */
import { listText } from '~/lib/text/localeFormats';
import { fillIn } from '~/lib/text/placeholders';
import type { ShortlistItem } from './shortlist';

export type MessageWords = Readonly<Record<'message.whatsApp' | 'message.counsellor' | 'message.university' | 'locale', string>>;

const line = (item: ShortlistItem, words: MessageWords) =>
  item.country ? fillIn(words['message.university'], { name: item.name, country: item.country }) : item.name;

/** The prefilled WhatsApp message: a greeting, then the shortlist's names. */
export function whatsAppMessage(greeting: string, items: readonly ShortlistItem[], words: MessageWords): string {
  return fillIn(words['message.whatsApp'], {
    greeting,
    universities: listText(
      items.map((item) => line(item, words)),
      words.locale,
    ),
  });
}

/** The summary a counsellor reads first in the contact form's message, one university a line. */
export function counsellorSummary(items: readonly ShortlistItem[], words: MessageWords): string {
  return [fillIn(words['message.counsellor'], { count: items.length }), ...items.map((item) => `- ${line(item, words)}`)].join('\n');
}
