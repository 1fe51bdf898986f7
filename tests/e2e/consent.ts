/**
 * The consent boxes every form that sends personal details shows, found by their words in the
 * content (src/content/strings/<lang>/consent.json), and the record the form sends with the details.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { stringsOf, type Lang } from './content';

/** The consent boxes' words in a language (src/content/strings/<lang>/consent.json). */
export const consentWordsIn = (lang: Lang) => stringsOf('consent', lang);
export const consentWords = consentWordsIn('en');

/** The notice the boxes link to, and its date as the record names it. */
const noticeFile = readFileSync(join(process.cwd(), 'src/content/legal/data-protection.md'), 'utf8');
export const notice = { path: '/data-protection', updated: noticeFile.match(/^lastUpdated:\s*(\S+)/m)![1]! };

export const agreeBox = (scope: Page | Locator, words = consentWords) => scope.getByRole('checkbox', { name: words['agree.label'] });
export const whatsappBox = (scope: Page | Locator, words = consentWords) => scope.getByRole('checkbox', { name: words['whatsapp.label'] });

/** What the form adds to its payload for the choices made. */
export const consentRecord = (whatsappUpdates: boolean) => ({
  consent: 'given',
  whatsapp_updates: whatsappUpdates ? 'yes' : 'no',
  consent_notice: `${notice.path} (${notice.updated})`,
});
