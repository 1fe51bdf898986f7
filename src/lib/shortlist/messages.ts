/**
 * What the shortlist says when a visitor takes it to us: the WhatsApp message and the summary the
 * contact form's message starts with. Plain text; names are listed as the site writes them.
 */
import type { ShortlistItem } from './shortlist';

const line = (item: ShortlistItem) => (item.country ? `${item.name} (${item.country})` : item.name);

/** The prefilled WhatsApp message: a greeting, then the shortlist's names. */
export function whatsAppMessage(greeting: string, items: readonly ShortlistItem[]): string {
  return `${greeting} I would like to discuss my university shortlist: ${items.map(line).join(', ')}.`;
}

/** The summary a counsellor reads first in the contact form's message, one university a line. */
export function counsellorSummary(items: readonly ShortlistItem[]): string {
  return [`My university shortlist (${items.length}):`, ...items.map((item) => `- ${line(item)}`)].join('\n');
}
