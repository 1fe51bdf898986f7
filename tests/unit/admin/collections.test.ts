/**
 * The admin's forms stay in step with the zod schemas the build validates with: every schema field
 * has a form field (and no form field writes what the schema does not know), required means the
 * same, each field's rule accepts exactly what the schema accepts at its boundaries, and every entry
 * the site has today opens in the admin without an error. Expected values come from the schemas and
 * the content, never from this file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { adminCollections, schemaOf } from '~/admin/collections';
import { contentSources } from '~/content.config';
import { contentFiles } from '~/admin/contentFiles';
import { defaultLang, langCodes } from '~/config/languages';
import { jsonSchemaOf, type JsonNode } from '~/lib/admin/decapFields';
import type { CmsField } from '~/lib/admin/decapTypes';
import { blankFieldPaths } from '~/lib/admin/emptyFields';
import { jsonListFormat } from '~/lib/admin/jsonList';
import { pageCopyForm } from '~/schemas/pageCopy';
import { siteSettingsSchema, siteSettingsTranslationSchema } from '~/schemas/siteSettings';
import { stringsForm } from '~/schemas/strings';

type Entry = Record<string, unknown>;
type Path = (string | number)[];
type Field = CmsField & {
  fields?: CmsField[];
  field?: CmsField;
  pattern?: [string, string];
  options?: (string | { value: string })[];
} & Record<string, unknown>;

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const pageFiles = readdirSync('src/content/pages').filter((file) => file.endsWith('.json'));
const stringAreas = readdirSync('src/content/strings/en')
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const config = adminCollections({
  destinations: readJson('src/content/destinations/destinations.json'),
  services: readJson('src/content/services/services.json'),
  pages: pageFiles.map((file) => ({ id: file.replace(/\.json$/, ''), copy: readJson(`src/content/pages/${file}`) })),
  strings: stringAreas.map((area) => ({ area, words: readJson(`src/content/strings/en/${area}.json`) })),
  content: contentFiles(contentSources),
});

/** The admin's collections of page copy and strings in each other language: "pages-hi", "strings-hi". */
const translatedCollections = new Set(
  langCodes.filter((code) => code !== defaultLang).flatMap((code) => [`pages-${code}`, `strings-${code}`]),
);
/** The English file a translation follows: pages/hi/about.json → pages/about.json, strings/hi/x.json → strings/en/x.json. */
const englishFileOf = (file: string) =>
  file.replace(
    /^src\/content\/(pages|strings)\/[a-z]+\//,
    (_, folder: string) => `src/content/${folder}/${folder === 'strings' ? `${defaultLang}/` : ''}`,
  );

/** Files the admin edits that are not content collections, with the schema that checks them. */
const otherSchemas: Record<string, z.ZodType> = {
  contact: siteSettingsSchema,
  ...Object.fromEntries(langCodes.filter((code) => code !== defaultLang).map((code) => [`contact-${code}`, siteSettingsTranslationSchema])),
  // rates.json holds its one set of rates under the id "inr".
  exchangeRates: z.strictObject({ inr: schemaOf('exchangeRates') }),
  // fees.json holds the one fee schedule under the id "schedule".
  fees: z.strictObject({ schedule: schemaOf('fees') }),
  // rules.json holds India's rules under the id "india".
  taxRules: z.strictObject({ india: schemaOf('taxRules') }),
};

/**
 * Rules that span two fields or a whole list, which a form field cannot check: the admin lets such
 * a value through and the build (and CI on the pull request) refuses it with the schema's message.
 */
const crossFieldRules = new Set([
  'universities: admissions.tuition.max',
  // A level's admitted marks may be left out, but once given they need their range, basis and source.
  ...['Undergraduate', 'Postgraduate'].flatMap((level) =>
    ['marks.max', 'basis', 'source'].map((name) => `universities: indianAdmits.${level}.${name}`),
  ),
  // A deadline's day must exist in its month.
  'applicationTimelines: steps.deadline.day',
  // A story names its university either from the list or by name, and an about-page story needs its badge.
  'studentStories: universityName',
  'studentStories: achievement',
  // A cost range's top may not be below its bottom.
  ...[
    'tuition',
    'living.major',
    'living.elsewhere',
    'accommodation.dorm',
    'accommodation.shared',
    'accommodation.studio',
    'deposit.weeks',
    'healthInsurance',
    'flight',
    'settlingIn',
  ].map((range) => `countryCosts: ${range}.max`),
  // Health insurance may be left out, but once given it needs its label, note and source.
  ...['label', 'note', 'source'].map((name) => `countryCosts: healthInsurance.${name}`),
  // The proof of funds' basis says which amounts it takes.
  ...['amount', 'major', 'elsewhere', 'maxMonths'].map((name) => `countryCosts: proofOfFunds.living.${name}`),
  // A scholarship's cover takes a share or an amount as its kind says; a lender's rates run upwards and a figure has what its kind says.
  'scholarships: covers.share',
  'scholarships: covers.amount',
  'scholarships: eligibility',
  'scholarships: deadline',
  'scholarships: deadline.note',
  'scholarships: deadline.months',
  'lenders: interest.max',
  ...['withoutCollateral', 'processingFee'].flatMap((figure) => ['amount', 'percent'].map((name) => `lenders: ${figure}.${name}`)),
  // Each slab starts above the one before.
  'india: oldRegimeSlabs.slabs',
]);

interface Form {
  name: string;
  schema: z.ZodType;
  fields: Field[];
  entries: Entry[];
}

const frontMatter = (markdown: string) => parseYaml(/^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown)![1]) as Entry;

const forms: Form[] = config.flatMap((collection) => {
  // Content translations give texts only, not an entry the schema checks: tests/unit/admin/translations.test.ts.
  if (/^content-(lists|files)-/.test(collection.name)) return [];
  if (collection.folder) {
    const files = readdirSync(collection.folder).filter((file) => file.endsWith(`.${collection.extension}`));
    const entries = files.map((file) => {
      const text = readFileSync(`${collection.folder}/${file}`, 'utf8');
      return collection.extension === 'md' ? frontMatter(text) : (JSON.parse(text) as Entry);
    });
    const fields = (collection.fields as Field[]).filter((field) => field.widget !== 'markdown');
    // Posts and policies in another language ("blog-hi") are checked by their translations' collection.
    const translated = /^(blog|legal)-/.exec(collection.name);
    const schema = schemaOf((translated ? `${translated[1]}Translations` : collection.name) as never);
    return [{ name: collection.name, schema, fields, entries }];
  }
  const translation = translatedCollections.has(collection.name);
  return collection.files!.map((file) => {
    const data = readJson(file.file);
    if (collection.format === jsonListFormat) {
      const list = file.fields[0] as Field;
      return { name: file.name, schema: schemaOf(file.name as never), fields: list.fields as Field[], entries: data as Entry[] };
    }
    // A page's form has that page's sections (and closing, where it has one); an area's words, its keys.
    // A translation's form is the English file's: the same sections, keys and words in braces.
    const english = translation ? readJson(englishFileOf(file.file)) : data;
    const kind = collection.name.replace(/-\w+$/, '');
    const schema = kind === 'pages' ? pageCopyForm(english) : kind === 'strings' ? stringsForm(english) : otherSchemas[file.name];
    return {
      name: translation ? `${collection.name}: ${file.name}` : file.name,
      schema,
      fields: file.fields as Field[],
      entries: [data as Entry],
    };
  });
});

/**
 * Field paths ('author.portrait'; a list's item fields under the list's name) with required flags.
 * Inside an optional group nothing can be required in the admin (Decap checks a group's fields even
 * when it is left out): the schema's rule applies once the group is filled, at build.
 */
function schemaPaths(node: JsonNode, prefix = '', groupRequired = true): Map<string, boolean> {
  const paths = new Map<string, boolean>();
  const required = new Set(node.required ?? []);
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    paths.set(path, groupRequired && required.has(name));
    const list = child.type === 'array' && child.items?.type === 'object';
    const inner = list ? child.items : child.type === 'object' ? child : undefined;
    if (inner) for (const [p, r] of schemaPaths(inner, path, list || paths.get(path))) paths.set(p, r);
  }
  return paths;
}

function formPaths(fields: Field[], prefix = ''): Map<string, boolean> {
  const paths = new Map<string, boolean>();
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    paths.set(path, field.required !== false);
    if (field.fields && (field.widget === 'object' || field.widget === 'list'))
      for (const [p, r] of formPaths(field.fields as Field[], path)) paths.set(p, r);
  }
  return paths;
}

const optionValues = (field: Field) => (field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value));
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether the admin lets a value through, by the same rules Decap applies to each widget. */
function adminAccepts(field: Field, value: unknown): boolean {
  if (isBlank(value)) return field.required === false;
  const size = (n: number) =>
    (field.min === undefined || n >= (field.min as number)) && (field.max === undefined || n <= (field.max as number));
  switch (field.widget) {
    case 'string':
    case 'text':
      return typeof value === 'string' && (!field.pattern || new RegExp(field.pattern[0]).test(value));
    case 'number':
      return typeof value === 'number' && (field.value_type !== 'int' || Number.isInteger(value)) && size(value);
    case 'select':
      return field.multiple
        ? Array.isArray(value) && size(value.length) && value.every((v) => optionValues(field).includes(v))
        : optionValues(field).includes(value as string);
    case 'list':
      return (
        Array.isArray(value) &&
        size(value.length) &&
        value.every((item) => (field.field ? adminAccepts(field.field as Field, item) : objectAccepts(field.fields as Field[], item)))
      );
    case 'object':
      return objectAccepts(field.fields as Field[], value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'hidden':
      return value === field.default;
    default:
      // Images, dates and relations: a picker fills them in.
      return typeof value === 'string';
  }
}

const objectAccepts = (fields: Field[], value: unknown) =>
  typeof value === 'object' && value !== null && fields.every((field) => adminAccepts(field, (value as Entry)[field.name]));

/** The single-value fields of an entry with their place in it (first item of each list of groups). */
function* leaves(fields: Field[], entry: Entry, at: Path = []): Generator<{ field: Field; path: Path }> {
  for (const field of fields) {
    const path = [...at, field.name];
    const value = entry[field.name];
    if (field.widget === 'object' && value) yield* leaves(field.fields as Field[], value as Entry, path);
    else if (field.widget === 'list' && field.fields && Array.isArray(value) && value.length)
      yield* leaves(field.fields as Field[], value[0] as Entry, [...path, 0]);
    else if (['string', 'text', 'number', 'select'].includes(field.widget as string) && !field.multiple) yield { field, path };
  }
}

function nodeAt(root: JsonNode, path: Path): JsonNode {
  return path.reduce<JsonNode>((node, key) => (typeof key === 'number' ? node.items! : node.properties![key]), root);
}

/** Values at the edges of the schema's rule for this field, plus the entry's own value. */
function samples(field: Field, node: JsonNode, current: unknown): unknown[] {
  const values: unknown[] = [current, '', 'not an allowed value ¿'];
  if (field.widget === 'select') return node['x-reference'] ? [current, ...optionValues(field)] : [...values, ...optionValues(field)];
  if (field.widget === 'number') {
    const min = field.min as number | undefined;
    const max = field.max as number | undefined;
    return [current, ...(min === undefined ? [] : [min - 1, min]), ...(max === undefined ? [] : [max, max + 1])];
  }
  // The entry's own text cut or padded to a length (no outer spaces, which the admin does not count).
  const text = String(current ?? 'a').replace(/\s/g, '_');
  const repeat = (n: number) => text.padEnd(n, text.at(-1)).slice(0, n);
  if (node.minLength) values.push(repeat(node.minLength - 1), repeat(node.minLength));
  if (node.maxLength) values.push(repeat(node.maxLength), repeat(node.maxLength + 1));
  return values;
}

function withValue(entry: Entry, path: Path, value: unknown): Entry {
  const copy = structuredClone(entry);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  // What the admin writes: blank optional fields are left out before the save.
  for (const blank of blankFieldPaths(copy)) {
    let parent = copy as Record<string | number, unknown>;
    for (const key of blank.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    delete parent[blank.at(-1)!];
  }
  return copy;
}

const valueAt = (entry: Entry, path: PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], entry);

/** Whether the schema accepts the entry as far as this field is concerned. */
function schemaAccepts(schema: z.ZodType, entry: Entry, path: Path): boolean {
  const result = schema.safeParse(entry);
  const at = path.join('.');
  return (
    result.success ||
    !result.error.issues.some((issue) => {
      const issuePath = issue.path.join('.');
      // Emptying the field's group's only value leaves the group out: the schema then names the group.
      const groupLeftOut = at.startsWith(`${issuePath}.`) && valueAt(entry, issue.path) === undefined;
      return issuePath === at || issuePath.startsWith(`${at}.`) || groupLeftOut;
    })
  );
}

describe('the admin follows the schemas', () => {
  it('edits every collection it lists, each with entries to check against', () => {
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(form.schema, `${form.name} has a schema`).toBeDefined();
  });

  it('offers the words of every strings area, one form a file, each passing the strings schema', () => {
    const strings = config.find((collection) => collection.name === 'strings')!;
    expect(strings.files!.map((file) => file.file)).toEqual(stringAreas.map((area) => `src/content/strings/en/${area}.json`));
    for (const area of stringAreas) {
      expect(schemaOf('strings').safeParse(readJson(`src/content/strings/en/${area}.json`)).error, area).toBeUndefined();
    }
  });

  it("keeps a text's words in braces: the site fills them in", () => {
    const form = stringsForm({ results: '{count} of {total} shown', title: 'Search' });
    expect(form.safeParse({ results: '{count} shown of {total}', title: 'Find' }).success).toBe(true);
    expect(form.safeParse({ results: '{count} shown', title: 'Search' }).success).toBe(false);
    expect(form.safeParse({ results: '{count} of {total} in {place}', title: 'Search' }).success).toBe(false);
    expect(form.safeParse({ results: '{count} of {total} shown', title: 'Search {count}' }).success).toBe(false);
    expect(form.safeParse({ results: '{count} of {total} shown', title: 'Search', extra: 'x' }).success).toBe(false);
  });

  for (const form of forms) {
    describe(form.name, () => {
      const json = jsonSchemaOf(form.schema);

      it('has a form field for every schema field and none the schema lacks, required alike', () => {
        expect(Object.fromEntries(formPaths(form.fields))).toEqual(Object.fromEntries(schemaPaths(json)));
      });

      it("opens every entry of today's content without an error", () => {
        const refused = form.entries.flatMap((entry, index) =>
          form.fields
            .filter((field) => !adminAccepts(field, entry[field.name]))
            .map((field) => `entry ${index}: ${field.name} = ${JSON.stringify(entry[field.name])}`),
        );
        expect(refused).toEqual([]);
      });

      it("accepts exactly what the schema accepts at each field's boundaries", () => {
        const disagreements: string[] = [];
        for (const entry of form.entries) {
          for (const { field, path } of leaves(form.fields, entry)) {
            const current = path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], entry);
            for (const sample of samples(field, nodeAt(json, path), current)) {
              const admin = adminAccepts(field, sample);
              const schema = schemaAccepts(form.schema, withValue(entry, path, sample), path);
              const name = path.filter((key) => typeof key === 'string').join('.');
              if (admin === schema || (admin && crossFieldRules.has(`${form.name}: ${name}`))) continue;
              disagreements.push(
                `${name} = ${JSON.stringify(sample)}: admin ${admin ? 'accepts' : 'refuses'}, schema ${schema ? 'accepts' : 'refuses'}`,
              );
            }
          }
        }
        expect([...new Set(disagreements)]).toEqual([]);
      });
    });
  }
});

describe('the admin config', () => {
  it('gives every group of fields at least one field, as Decap requires before it opens', () => {
    const empty: string[] = [];
    const walk = (fields: readonly Field[], path: string) => {
      for (const field of fields) {
        const here = `${path} › ${field.name}`;
        if (field.fields && field.fields.length === 0) empty.push(here);
        walk((field.fields ?? []) as Field[], here);
        if (field.field) walk([field.field as Field], here);
      }
    };
    for (const collection of config) {
      walk((collection.fields ?? []) as Field[], collection.name);
      for (const file of collection.files ?? []) walk(file.fields as Field[], `${collection.name} › ${file.name}`);
    }
    expect(empty).toEqual([]);
  });
});
