/**
 * After the build, per language: the editors' admin is English only (the twin Astro's i18n fallback
 * renders of it is removed), every page has its twin in every language, and editors and translators
 * are told what each language still shows in English.
 */
import { fileURLToPath } from 'node:url';
import { untranslated } from '../build/untranslated';
import { isAdminPath } from '../config/admin';
import { langCodes, languageCodes } from '../config/languages';
import { languageOfPath, pathInLanguage, referencePath } from '../lib/i18n/languagePaths';
import type { PostBuildStep } from './postBuild';

export const languageChecks: PostBuildStep = async ({ site, logger, projectRoot }) => {
  const twinsOfAdmin = site.pages.filter((page) => languageOfPath(page.path, languageCodes) !== languageCodes.reference && isAdminPath(referencePath(page.path, languageCodes)));
  for (const page of twinsOfAdmin) await site.remove(page);
  const paths = new Set(site.pages.map((page) => page.path));
  // Astro writes no file when a page's render fails in another language, and says nothing: every
  // page must have its twin, or the build stops here naming it.
  const missing = site.pages
    .filter((page) => languageOfPath(page.path, languageCodes) === languageCodes.reference && page.path !== '/404')
    .flatMap((page) => langCodes.filter((lang) => lang !== languageCodes.reference && !paths.has(pathInLanguage(page.path, lang, languageCodes))).map((lang) => pathInLanguage(page.path, lang, languageCodes)));
  if (missing.length) throw new Error(`These pages were not built (a page whose render throws in another language is skipped without a word: see its translation files, checked by tests/unit/content/translations.test.ts): ${missing.join(', ')}`);
  let left = 0;
  for (const lang of langCodes.filter((code) => code !== languageCodes.reference)) {
    const files = untranslated(fileURLToPath(new URL('src/content/', projectRoot)), lang, languageCodes.reference);
    left += files.length;
    if (files.length === 0) continue;
    const lines = files.map(({ file, entries, changed }) => {
      const parts = [entries.length ? entries.join(', ') : '', changed.length ? `changed since translated: ${changed.join(', ')}` : ''].filter(Boolean);
      return `  ${file}${parts.length ? `: ${parts.join('; ')}` : ' (the whole file)'}`;
    });
    logger.info(`Still in English on the ${lang} pages (shown in English until translated):\n${lines.join('\n')}`);
  }
  return `every page has its twin in ${langCodes.length - 1} other language(s); ${left} content file(s) still in English somewhere`;
};
