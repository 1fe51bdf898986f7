/**
 * Each language's copy holds none of the wordings its glossary marks as errors (wrong meanings a
 * reader would act on); the other wordings it avoids are printed here and in the build's log, for
 * translators, and never fail. The glossary and the copy are the editors': the test reads both.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findingLine, glossaryFindings, readGlossary } from '~/build/glossaryCheck';
import { defaultLang, langCodes } from '~/config/languages';

const content = join(process.cwd(), 'src/content');
const glossaries = langCodes
  .filter((code) => code !== defaultLang)
  .flatMap((lang) => {
    const glossary = readGlossary(content, lang);
    return glossary ? [{ lang, glossary }] : [];
  });

for (const { lang, glossary } of glossaries) {
  describe(`the ${lang} copy against its glossary (src/content/glossary/${lang}.json)`, () => {
    // Every text of the language against every wording: a second here, longer on a busy machine.
    it('uses none of the wordings it marks as errors', { timeout: 30_000 }, () => {
      const findings = glossaryFindings(content, lang, glossary);
      const warnings = findings.filter((finding) => finding.level === 'warning');
      if (warnings.length) console.log(`Wordings the ${lang} glossary avoids (warnings):\n${warnings.map(findingLine).join('\n')}`);
      expect(findings.filter((finding) => finding.level === 'error').map(findingLine)).toEqual([]);
    });
  });
}
