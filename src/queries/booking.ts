import { bookingPath } from '~/config/navigation';
import type { Lang } from '~/config/languages';
import { localizedPath } from '~/lib/i18n/localizedPath';
import { strings } from './strings';

/** The link to the "Pick a time" panel that a hand-off offers (the shortlist's, the cost plan's), in its words and address in `lang`. */
export async function bookingLink(words: 'fromShortlist' | 'fromPlan', lang: Lang) {
  const s = await strings('booking', lang);
  return { label: s[words], href: localizedPath(bookingPath, lang) };
}
