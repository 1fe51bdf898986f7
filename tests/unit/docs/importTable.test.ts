/**
 * The house's import rules are one table: import-rules.mjs, which the linter enforces and
 * docs/architecture.md shows. The part of the plan between its markers is what the table gives, so
 * a changed rule cannot leave the plan behind; and the rule refuses what the table refuses.
 */
import { existsSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importRules, refusal, withImportTable } from '../../../import-rules.mjs';

const plan = readFileSync('docs/architecture.md', 'utf8');

describe("docs/architecture.md's import table", () => {
  it('is the one import-rules.mjs gives today (run `npm run docs:imports` after changing a rule)', () => {
    expect(withImportTable(plan)).toBe(plan);
  });

  it('names only places that exist', () => {
    const named = importRules.flatMap(({ place, mayImport }) => [place, ...mayImport]).filter((place) => !place.startsWith('astro:'));
    expect(named.filter((place) => !existsSync(place))).toEqual([]);
  });
});

describe('the import rule', () => {
  it('refuses an import its row does not name, by alias or by relative path alike', () => {
    expect(refusal('src/islands/ContactForm.tsx', 'src/queries/strings')).toMatch(/^src\/islands\/ may import only/);
    expect(refusal('src/lib/contact/chatLink.ts', 'src/config/site')).toBeDefined();
    expect(refusal('src/schemas/post.ts', 'astro:content')).toBeUndefined();
    expect(refusal('src/components/ui/Section.astro', 'astro:content')).toBeDefined();
  });

  it("allows a module its own place, its row's places and files, and what is in no place", () => {
    expect(refusal('src/lib/i18n/textShape.ts', 'src/lib/admin/decapFields')).toBeUndefined();
    expect(refusal('src/lib/i18n/routes.ts', 'src/config/languages')).toBeUndefined();
    expect(refusal('src/lib/i18n/routes.ts', 'src/config/site')).toBeDefined();
    expect(refusal('src/pages/[...lang]/index.astro', 'src/layouts/BaseLayout.astro')).toBeUndefined();
    expect(refusal('tests/e2e/web-font.spec.ts', 'playwright.config')).toBeUndefined();
    expect(refusal('astro.config.mjs', 'src/integrations/postBuild')).toBeUndefined();
  });
});

// ESLint loads its parsers and plugins on the first file: seconds on a busy machine.
describe('ESLint with the house config', { timeout: 60_000 }, () => {
  const lint = async (filePath: string, code: string) => {
    const [result] = await new ESLint().lintText(code, { filePath });
    return result!.messages.filter((message) => message.ruleId === 'house/import-boundaries').map((message) => message.message);
  };

  it('refuses an island importing a query, by alias or relative path, and lets a type import cross', async () => {
    expect(
      await lint('src/islands/Probe.tsx', "import { strings } from '~/queries/strings';\nexport const probe = strings;\n"),
    ).toHaveLength(1);
    expect(
      await lint('src/islands/Probe.tsx', "import { strings } from '../queries/strings';\nexport const probe = strings;\n"),
    ).toHaveLength(1);
    expect(
      await lint('src/islands/Probe.tsx', "import type { Lang } from '~/config/languages';\nexport const probe: Lang = 'en';\n"),
    ).toEqual([]);
  });
});
