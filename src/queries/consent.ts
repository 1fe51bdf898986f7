import { contact } from '~/config/site';
import { dataProtectionNotice } from './legal';
import type { Lang } from '~/config/languages';
import { localizedPath } from '~/lib/i18n/localizedPath';
import { islandWords, strings } from './strings';

/**
 * What every consent box needs (the contact form's, the booking panel's): its words, the notice it
 * links to with that notice's date (recorded with each consent), and the address to write to.
 */
export async function consentCopy(lang: Lang) {
  const [words, notice] = await Promise.all([strings('consent', lang), dataProtectionNotice()]);
  return { strings: islandWords(words), noticeHref: localizedPath(notice.path, lang), email: contact.email, notice };
}
