import { brand } from '~/config/site';
import { fillIn } from '~/lib/text/placeholders';
import type { Lang } from '~/config/languages';
import { strings } from './strings';

/**
 * The brand's words in a page's language (src/content/strings/<lang>/site.json): its tagline and
 * description, and the greeting and message a WhatsApp chat opens with.
 */
export async function brandWords(lang: Lang) {
  const s = await strings('site', lang);
  const greeting = fillIn(s['chat.greeting'], { brand: brand.shortName });
  return {
    tagline: s.tagline,
    description: s.description,
    chatGreeting: greeting,
    chatMessage: fillIn(s['chat.message'], { greeting }),
  };
}
