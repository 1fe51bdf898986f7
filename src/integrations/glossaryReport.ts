/**
 * The build's list, for editors and translators, of the wordings each language's glossary avoids
 * where its copy still uses them (src/build/glossaryCheck.ts), beside the list of what is still in
 * English. It never stops the build: `npm test` fails on the errors, so a preview still builds.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { findingLine, glossaryFindings, readGlossary } from '../build/glossaryCheck';
import { langCodes, languageCodes } from '../config/languages';

export function glossaryReport(): AstroIntegration {
  let contentRoot = '';
  return {
    name: 'glossary-report',
    hooks: {
      'astro:config:done': ({ config }) => {
        contentRoot = fileURLToPath(new URL('src/content/', config.root));
      },
      'astro:build:done': ({ logger }) => {
        for (const lang of langCodes.filter((code) => code !== languageCodes.reference)) {
          const glossary = readGlossary(contentRoot, lang);
          if (!glossary) continue;
          const findings = glossaryFindings(contentRoot, lang, glossary);
          const errors = findings.filter((finding) => finding.level === 'error');
          const warnings = findings.filter((finding) => finding.level === 'warning');
          if (errors.length)
            logger.error(
              `Wrong wordings in the ${lang} copy (npm test fails until they are changed):\n${errors.map(findingLine).join('\n')}`,
            );
          if (warnings.length)
            logger.warn(
              `Wordings the ${lang} glossary avoids (src/content/glossary/${lang}.json):\n${warnings.map(findingLine).join('\n')}`,
            );
          if (!findings.length) logger.info(`The ${lang} copy uses its glossary's wordings (src/content/glossary/${lang}.json).`);
        }
      },
    },
  };
}
