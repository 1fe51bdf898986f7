/**
 * CONTENT.md's field reference, written from the collections' own zod schemas (through the JSON
 * Schema the admin's forms are generated from), so the limits an editor reads are the limits the
 * build checks: a changed schema changes the reference with `npm run docs:content`, and a unit test
 * fails while CONTENT.md still says otherwise.
 */
import type { z } from 'astro/zod';
import { collections, contentSources } from '~/content.config';
import { schemaOf } from '~/admin/collections';
import type { ContentSource } from '~/admin/contentFiles';
import { jsonSchemaOf, type JsonNode } from '~/lib/admin/decapFields';

type CollectionName = keyof typeof collections;

/** Where the generated part of CONTENT.md starts and ends. */
export const referenceMarkers = {
  start: '<!-- Generated from the schemas by `npm run docs:content`: edit the schema, not this part. -->',
  end: '<!-- End of the generated part. -->',
};

/** Collections with no fields of their own: a translation takes its English collection's fields, only the texts. */
const sameFieldsAs: Partial<Record<CollectionName, CollectionName>> = {
  blogTranslations: 'blog',
  legalTranslations: 'legal',
  pageTranslations: 'pages',
};

/** The one file or the folder's files an editor opens, under src/content. */
function whereWritten(source: ContentSource): string {
  return 'list' in source ? `src/content/${source.list}` : `src/content/${source.folder}/${source.pattern}`;
}

/** "usa, canada or uk", with each value as code. */
function oneOf(values: readonly unknown[]): string {
  const shown = values.map((value) => `\`${String(value)}\``);
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : (shown[0] ?? '');
}

const isLimit = (value: number | undefined): value is number => value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER;

/** "3-60 characters", "at least 1 item", "exactly 5"; `unit` is the singular and the plural. */
function range(min: number | undefined, max: number | undefined, unit: [string, string] = ['', '']): string | undefined {
  const counted = (n: number) => `${n}${n === 1 ? unit[0] : unit[1]}`;
  if (isLimit(min) && isLimit(max)) return min === max ? `exactly ${counted(min)}` : `${min}-${counted(max)}`;
  if (isLimit(min)) return `at least ${counted(min)}`;
  if (isLimit(max)) return `at most ${counted(max)}`;
  return undefined;
}

const characters: [string, string] = [' character', ' characters'];
const items: [string, string] = [' item', ' items'];

/** A reference() in words: the file whose entries it names by id. */
function referenceRule(target: string | true): string {
  const source = target === true ? undefined : contentSources[target];
  return source ? `the \`id\` of an entry of \`${whereWritten(source)}\`` : 'the `id` of another entry';
}

/** What one value may be, in words: "3-60 characters", "a whole number, 2015-2035", "`true` or `false`". */
function valueRule(node: JsonNode): string {
  if (node['x-image']) return 'an image file, its path relative to this file';
  if (node['x-reference']) return referenceRule(node['x-reference']);
  if (node.format === 'date') return 'a date, `YYYY-MM-DD`';
  if ('const' in node) return `always \`${String(node.const)}\``;
  if (node.enum) return oneOf(node.enum);
  if (node.anyOf) return node.anyOf.map(valueRule).filter(Boolean).join('; or ');
  switch (node.type) {
    case 'boolean':
      return '`true` or `false`';
    case 'string': {
      const parts = [range(node.minLength, node.maxLength, characters)];
      if (node.format === 'email') parts.push('an e-mail address');
      else if (node.format === 'uri') parts.push('a full web address (`https://…`)');
      else if (node['x-pattern-message']) parts.push(node['x-pattern-message']);
      else if (node.pattern) parts.push(`matching \`${node.pattern}\``);
      return parts.filter(Boolean).join(', ') || 'text';
    }
    case 'number':
    case 'integer': {
      const min =
        node.minimum ?? (node.exclusiveMinimum === undefined ? undefined : node.exclusiveMinimum + (node.type === 'integer' ? 1 : 0));
      const parts = [node.type === 'integer' ? 'a whole number' : 'a number', range(min, node.maximum)];
      if (node.multipleOf !== undefined) parts.push(`in steps of ${node.multipleOf}`);
      return parts.filter(Boolean).join(', ');
    }
    case 'array': {
      const item = node.items ?? {};
      const size = range(node.minItems, node.maxItems, items);
      const each = item.type === 'object' ? undefined : valueRule(item);
      return ['a list', size, each ? `each ${each}` : undefined].filter(Boolean).join(', ');
    }
    case 'object':
      return node.properties ? 'a group of the fields below' : 'named entries, each as below';
  }
  return '';
}

interface Row {
  path: string;
  required: boolean;
  rule: string;
  about: string;
}

/** The text after the rule: the schema's description, then its refinements' messages. */
function about(node: JsonNode): string {
  const rules = node['x-rules']?.length ? `Checked: ${node['x-rules'].join('; ')}.` : '';
  const description = node.description ? node.description.replace(/\.?$/, '.') : '';
  return [description, rules].filter(Boolean).join(' ');
}

/** One row per field, depth first: `partner.order`, `steps[].title`, `sections.<name>.title`. */
function rows(node: JsonNode, prefix: string): Row[] {
  const required = new Set(node.required ?? []);
  const fields: [string, JsonNode, boolean][] = node.properties
    ? Object.entries(node.properties).map(([name, child]) => [name, child, required.has(name)])
    : typeof node.additionalProperties === 'object'
      ? [['<name>', node.additionalProperties, true]]
      : [];
  return fields.flatMap(([name, child, isRequired]) => {
    const path = `${prefix}${name}`;
    const row = { path, required: isRequired, rule: valueRule(child), about: about(child) };
    if (child.type === 'object' && !child['x-reference']) return [row, ...rows(child, `${path}.`)];
    if (child.type === 'array' && child.items?.type === 'object') {
      const each = about(child.items);
      return [{ ...row, about: [row.about, each && `Each item: ${each}`].filter(Boolean).join(' ') }, ...rows(child.items, `${path}[].`)];
    }
    const union = child.anyOf?.filter((option) => option.type === 'object' && option.properties);
    if (union?.length && !child['x-reference'])
      return [{ ...row, rule: 'one of the groups below' }, ...union.flatMap((option) => rows(option, `${path}.`))];
    return [row];
  });
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** One collection's table of fields. */
function collectionReference(name: CollectionName, schema: z.ZodType, source: ContentSource): string {
  const root = jsonSchemaOf(schema);
  const lines = [
    `### Fields of ${name}`,
    '',
    `\`${whereWritten(source)}\`${about(root) ? `. ${about(root)}` : ''}`,
    '',
    '| Field | Required | Takes |',
    '| --- | --- | --- |',
    ...rows(root, '').map(
      (row) =>
        `| \`${cell(row.path)}\` | ${row.required ? 'yes' : 'optional'} | ${cell([row.rule, row.about].filter(Boolean).join('. '))} |`,
    ),
  ];
  return lines.join('\n');
}

/** The whole generated part: every collection an editor writes, in the order of its folder. */
export function fieldReference(): string {
  const names = (Object.keys(collections) as CollectionName[])
    .filter((name) => contentSources[name] && !sameFieldsAs[name])
    .sort((a, b) => whereWritten(contentSources[a]!).localeCompare(whereWritten(contentSources[b]!)));
  const translated = Object.entries(sameFieldsAs).map(([name, english]) => `\`${name}\` (as \`${english}\`)`);
  return [
    referenceMarkers.start,
    '',
    `Every collection's fields with what each takes, as the build checks them. A field inside a group is required when the group is given; \`steps[].title\` is the \`title\` of each item of the list \`steps\`; \`sections.<name>\` is any name the page's file uses. Translations take the same fields, texts only: ${translated.join(', ')}.`,
    '',
    ...names.flatMap((name) => [collectionReference(name, schemaOf(name), contentSources[name]!), '']),
    referenceMarkers.end,
  ].join('\n');
}

/** CONTENT.md with its generated part written afresh; the same text when it is up to date. */
export function withFieldReference(markdown: string): string {
  const start = markdown.indexOf(referenceMarkers.start);
  const end = markdown.indexOf(referenceMarkers.end);
  if (start < 0 || end < start)
    throw new Error(`CONTENT.md: the generated part's markers are missing:\n${referenceMarkers.start}\n${referenceMarkers.end}`);
  return markdown.slice(0, start) + fieldReference() + markdown.slice(end + referenceMarkers.end.length);
}
