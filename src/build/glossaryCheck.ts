/**
 * A language's copy held against its glossary (src/content/glossary/<code>.json): every file of the
 * content folder that lies in a folder named for the language (strings, page copy, the other
 * collections' translations, posts, policies, the address's words), each text of a JSON file by its
 * key and each line of a Markdown file. An `error` wording fails `npm test`
 * (tests/unit/content/glossary.test.ts); the build lists every finding for editors and translators,
 * as it lists what is still in English.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { glossaryHits, type GlossaryLevel, type GlossaryTerm } from '../lib/i18n/glossary';
import { glossarySchema, type Glossary } from '../schemas/glossary';

export interface GlossaryFinding {
  /** The file, relative to the content folder: "faqs/hi/destinations-usa.json". */
  file: string;
  /** Where in it: a JSON text's key ("items[3].answer", "[harvard].notableFor"), a Markdown line ("line 12"). */
  where: string;
  level: GlossaryLevel;
  variant: string;
  term: GlossaryTerm;
}

/** The glossary file of a language, checked by its schema; undefined when the language has none. */
export function readGlossary(contentRoot: string, lang: string): Glossary | undefined {
  const file = join(contentRoot, 'glossary', `${lang}.json`);
  if (!existsSync(file)) return undefined;
  const parsed = glossarySchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  const where = `src/content/glossary/${lang}.json`;
  if (!parsed.success)
    throw new Error(`${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  if (parsed.data.language !== lang) throw new Error(`${where}: "language" is "${parsed.data.language}"; the file's name says ${lang}`);
  return parsed.data;
}

/** Every .json and .md file under `dir`, in a stable order. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.(json|md)$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
}

/** Each text of a JSON value with its key: a list's entries by their id where they have one. */
function* textsOf(value: unknown, at = ''): Generator<{ where: string; text: string }> {
  if (typeof value === 'string') yield { where: at, text: value };
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const id = (item as { id?: unknown } | null)?.id;
      yield* textsOf(item, `${at}[${typeof id === 'string' || typeof id === 'number' ? id : i}]`);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) if (key !== 'id') yield* textsOf(child, at ? `${at}.${key}` : key);
  }
}

/** The glossary's variants found in the copy of `lang`, file by file. */
export function glossaryFindings(contentRoot: string, lang: string, glossary: Pick<Glossary, 'terms'>): GlossaryFinding[] {
  const findings: GlossaryFinding[] = [];
  for (const path of filesUnder(contentRoot)) {
    const file = relative(contentRoot, path).split(sep).join('/');
    if (!file.split('/').slice(0, -1).includes(lang)) continue;
    const source = readFileSync(path, 'utf8');
    const texts = file.endsWith('.json')
      ? [...textsOf(JSON.parse(source))]
      : source.split('\n').map((text, i) => ({ where: `line ${i + 1}`, text }));
    for (const { where, text } of texts) {
      for (const hit of glossaryHits(text, glossary.terms))
        findings.push({ file, where, level: hit.level, variant: hit.variant, term: hit.term });
    }
  }
  return findings;
}

/** A finding as a line of the build's list: where, the wording found and the wording to use. */
export const findingLine = ({ file, where, variant, term }: GlossaryFinding) =>
  `  ${file} (${where}): "${variant.replace(/\*$/, '')}" for ${term.english}; use "${term.use}"`;
