/**
 * The consent boxes every form that sends personal details shows, found by their words in the
 * content (src/content/strings/<lang>/consent.json), and the record the form sends with the details,
 * its notice versions those the build worked out for the page (src/queries/consent.ts, unit-tested).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { AgeBand, AnalyticsAnswer } from '../../src/lib/consent/consent';
import { languageCodes } from '../../src/config/languages';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';
import { shown, stringsOf, type Lang } from './expected';

/** The consent boxes' words in a language (src/content/strings/<lang>/consent.json). */
export const consentWordsIn = (lang: Lang) => stringsOf('consent', lang);
export const consentWords = consentWordsIn('en');

/** The notice the boxes link to. */
export const notice = { path: '/data-protection' };

export const agreeBox = (scope: Page | Locator, words = consentWords) => scope.getByRole('checkbox', { name: words['agree.label'] });
export const whatsappBox = (scope: Page | Locator, words = consentWords) => scope.getByRole('checkbox', { name: words['whatsapp.label'] });
export const ageChoice = (scope: Page | Locator, band: AgeBand, words = consentWords) =>
  scope.getByRole('group', { name: words['age.legend'] }).getByRole('radio', { name: words[`age.${band}`], exact: true });
export const guardianFields = (scope: Page | Locator, words = consentWords) => ({
  name: scope.getByRole('textbox', { name: words['guardian.name'] }),
  contact: scope.getByRole('textbox', { name: words['guardian.contact'] }),
  agrees: scope.getByRole('checkbox', { name: words['guardian.agree'] }),
});

/** Says they are 18 or over and ticks the agreement: what every form needs before it sends. */
export async function agreeAsAdult(scope: Page | Locator, words = consentWords) {
  await ageChoice(scope, 'from18', words).check();
  await agreeBox(scope, words).check();
}

/** ISO 8601 with the offset of the device's zone: 2026-12-07T20:31:05+05:30. */
const isoWithOffsetPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** The record a form sends from a page in `lang` for these choices (a 16- or 17-year-old names a guardian). */
export async function expectedRecord(
  lang: Lang,
  {
    whatsapp = false,
    analytics = 'no',
    guardian,
  }: { whatsapp?: boolean; analytics?: AnalyticsAnswer; guardian?: { name: string; contact: string } } = {},
) {
  const versions = shown(lang).consent;
  return {
    consent: 'given',
    consent_time: expect.stringMatching(isoWithOffsetPattern),
    page_language: lang,
    short_notice_version: versions.shortNoticeVersion,
    privacy_notice: pathInLanguage(notice.path, lang, languageCodes),
    privacy_notice_version: versions.privacyNoticeVersion,
    age_group: guardian ? '16 or 17' : '18 or over',
    guardian_name: guardian?.name ?? '',
    guardian_contact: guardian?.contact ?? '',
    guardian_consent: guardian ? 'yes' : 'not needed',
    whatsapp_updates: whatsapp ? 'yes' : 'no',
    analytics,
  };
}
