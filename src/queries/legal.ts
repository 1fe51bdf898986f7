import type { MarkdownHeading } from 'astro';
import { type CollectionEntry } from 'astro:content';
import { getCollection, getEntry, pseudoEntry } from './collections';
import { isPseudo } from '~/lib/i18n/pseudo';
import { defaultLang, type Lang } from '~/config/languages';
import { fillIn } from '~/lib/text/placeholders';
import { escapeXml } from '~/lib/seo/ogCard';
import { factsFor } from './facts';
import { legalPath } from '~/lib/navigation/paths';

/** The policy pages (privacy, terms, refunds, data protection), each a Markdown file whose name is its path, in the editors' order. */
export async function legalPages(lang: Lang) {
  return (await getCollection('legal', lang)).sort((a, b) => a.data.order - b.data.order || a.data.title.localeCompare(b.data.title));
}

/**
 * A policy in a page's language: its translation (src/content/legal/<lang>/<id>.md) or, until there
 * is one, the English file, with the language it is written in.
 */
export async function policyIn(policy: CollectionEntry<'legal'>, wanted: Lang) {
  const translation =
    wanted === defaultLang
      ? undefined
      : isPseudo(wanted)
        ? pseudoEntry(policy)
        : await getEntry('legalTranslations', `${wanted}/${policy.id}`, wanted);
  return translation ? { entry: translation, lang: wanted } : { entry: policy, lang: defaultLang };
}

/**
 * A policy's text as HTML, with the facts it names ("{headOffice.address}") filled in from the site
 * settings at every build: editors change the settings in the admin, never the policies, so an
 * office move reaches the grievance address with no policy edited.
 */
export function policyHtml(entry: CollectionEntry<'legal' | 'legalTranslations'>, lang: Lang): string {
  const html = entry.rendered?.html;
  if (html === undefined) throw new Error(`src/content/legal/${entry.id}.md has no rendered text`);
  const facts = JSON.parse(JSON.stringify(factsFor(lang)), (_name, value: unknown) =>
    typeof value === 'string' ? escapeXml(value) : value,
  );
  try {
    return fillIn(html, facts);
  } catch (error) {
    throw new Error(`src/content/legal/${entry.id}.md: ${(error as Error).message}`);
  }
}

/** A section of a policy: its heading's words and the id its heading has on the page. */
export interface PolicySection {
  id: string;
  text: string;
}

/** A policy's sections, in order: its Markdown's second-level headings. */
export function policySections(entry: CollectionEntry<'legal' | 'legalTranslations'>): PolicySection[] {
  // The Markdown loader's headings (what `render()` returns as `headings`), read without rendering again.
  const headings = (entry.rendered?.metadata?.headings ?? []) as MarkdownHeading[];
  return headings.filter((heading) => heading.depth === 2).map((heading) => ({ id: heading.slug, text: heading.text }));
}

/** The data-protection notice's file name (src/content/legal/data-protection.md): the consent boxes link to it. */
const dataProtectionId = 'data-protection';

/**
 * The data-protection notice the consent boxes link to, as a page in `lang` shows it (its
 * translation, or the English one until there is one): its address, the date it last changed and
 * its words (the Markdown body, trimmed), from which the consent record's version is computed.
 */
export async function dataProtectionNotice(lang: Lang) {
  const english = await getEntry('legal', dataProtectionId, defaultLang);
  if (!english) throw new Error(`Missing src/content/legal/${dataProtectionId}.md (the notice the consent boxes link to)`);
  const { entry } = await policyIn(english, lang);
  return { path: legalPath(dataProtectionId), updated: entry.data.lastUpdated.toISOString().slice(0, 10), text: (entry.body ?? '').trim() };
}
