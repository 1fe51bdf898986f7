/**
 * After the build, editors and translators are told what each language still shows in English
 * (src/build/untranslated.ts): a list, never an error, since a page shows English where a
 * translation is missing and marks it so.
 */
import { fileURLToPath } from 'node:url';
import { untranslated } from '../build/untranslated';
import { langCodes, languageCodes } from '../config/languages';
import type { PostBuildStep } from './postBuild';

export const untranslatedReport: PostBuildStep = async ({ logger, projectRoot }) => {
  let left = 0;
  for (const lang of langCodes.filter((code) => code !== languageCodes.reference)) {
    const files = untranslated(fileURLToPath(new URL('src/content/', projectRoot)), lang, languageCodes.reference);
    left += files.length;
    if (files.length === 0) continue;
    const lines = files.map(({ file, entries, changed }) => {
      const parts = [
        entries.length ? entries.join(', ') : '',
        changed.length ? `changed since translated: ${changed.join(', ')}` : '',
      ].filter(Boolean);
      return `  ${file}${parts.length ? `: ${parts.join('; ')}` : ' (the whole file)'}`;
    });
    logger.info(`Still in English on the ${lang} pages (shown in English until translated):\n${lines.join('\n')}`);
  }
  return `${left} content file(s) still in English in ${langCodes.length - 1} other language(s)`;
};
