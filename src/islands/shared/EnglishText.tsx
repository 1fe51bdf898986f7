import type { ReactNode } from 'react';
import { inEnglish } from '~/lib/i18n/englishTexts';

/**
 * A content text inside other words (after a label, in a sentence): in a span saying it is English
 * where a page in another language shows it in English, as it is everywhere else; the island's twin
 * of src/components/ui/EnglishText.astro.
 */
export default function EnglishText({ of: owner, field, children }: { of: object | undefined; field: string; children: ReactNode }) {
  const english = inEnglish(owner as Record<string, unknown> | undefined, field);
  return english.lang ? <span {...english}>{children}</span> : children;
}
