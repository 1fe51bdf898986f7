import { bookingPath } from '~/config/navigation';
import { strings } from './strings';

/** The link to the "Pick a time" panel that a hand-off offers (the shortlist's, the cost plan's), in its words. */
export async function bookingLink(words: 'fromShortlist' | 'fromPlan', locale?: string) {
  const s = await strings('booking', locale);
  return { label: s[words], href: bookingPath };
}
