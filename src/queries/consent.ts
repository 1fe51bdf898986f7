import { contact } from '~/config/site';
import { dataProtectionNotice } from './legal';
import type { Lang } from '~/config/languages';
import { localizedPath } from '~/lib/i18n/localizedPath';
import type { ConsentContext } from '~/lib/consent/consent';
import { contentVersion, wordsText } from '~/lib/consent/version';
import { islandWords, strings } from './strings';

/**
 * What every consent box needs (the contact form's, the booking panel's): its words, the notice it
 * links to, the address to write to, and what its record names, computed here from the content: the
 * page's language, the version of the short notice (the consent strings' own words in that
 * language, dated as the notice they summarise) and of the full notice the page links to.
 */
export async function consentCopy(lang: Lang) {
  const [words, notice] = await Promise.all([strings('consent', lang), dataProtectionNotice(lang)]);
  const shown = islandWords(words);
  const { locale: _locale, ...ownWords } = shown;
  const noticeHref = localizedPath(notice.path, lang);
  const context: ConsentContext = {
    lang,
    shortNoticeVersion: await contentVersion(notice.updated, wordsText(ownWords, Object.keys(ownWords))),
    privacyNotice: noticeHref,
    privacyNoticeVersion: await contentVersion(notice.updated, notice.text),
  };
  return { strings: shown, noticeHref, email: contact.email, context };
}
