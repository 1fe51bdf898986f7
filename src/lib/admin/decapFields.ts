/**
 * The admin's form for an entity, generated from the entity's zod schema so the two cannot drift:
 * required or optional, lengths, patterns, allowed values, number ranges, list sizes, nested objects
 * and dates all come from the schema (read through zod's own JSON Schema export). What zod cannot
 * say (which collection a reference points to, where uploads go, a rule written as a refinement)
 * comes from a small overrides map keyed by the field's dotted path.
 */
import { z } from 'astro/zod';
import type { CmsField } from './decapTypes';

/** The parts of zod's JSON Schema output the admin reads, plus our three annotations. */
export interface JsonNode {
  type?: string;
  description?: string;
  enum?: (string | number)[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonNode;
  properties?: Record<string, JsonNode>;
  /** A record's values (its keys are the content's: a page's sections by name). */
  additionalProperties?: JsonNode | boolean;
  required?: string[];
  allOf?: JsonNode[];
  anyOf?: JsonNode[];
  /** An uploaded image (the schema's image()). */
  'x-image'?: true;
  /** A reference() to another collection, by the collection's name when the schema gives it away: the overrides must name it. */
  'x-reference'?: string | true;
  /** The messages of the rules a schema states as refinements ("max must not be below min"), which JSON Schema cannot say. */
  'x-rules'?: string[];
  /** The schema's own words for its pattern, e.g. 'like "6:30 PM IST"'. */
  'x-pattern-message'?: string;
}

/** What the admin needs to know about a field beyond its schema. */
interface FieldOverride {
  label?: string;
  hint?: string;
  /** A multi-line box or the Markdown editor instead of a one-line input. */
  widget?: 'text' | 'markdown';
  /** Upload folder for an image, relative to the entry's file; the file records the same relative path. */
  media?: string;
  /** The collection a reference() points to, as a Decap relation (see `relationTo` in src/admin). */
  relation?: Extract<CmsField, { widget: 'relation' }> extends infer R ? Omit<R, 'name' | 'widget'> : never;
  /** The values allowed (the pages that exist, the entries of a collection the admin does not edit), as a select. */
  options?: readonly string[] | readonly { label: string; value: string }[];
  /** A rule the schema states as a refinement: [regular expression, message]. */
  pattern?: [string, string];
  /** Label of a collapsed list item, e.g. '{{fields.question}}'. */
  summary?: string;
}

/** Overrides by dotted field path ('author.portrait'; list items by the list's name: 'items.question'). */
export type FieldOverrides = Record<string, FieldOverride>;

const imageDefs = new WeakSet<object>();

/**
 * Stands in for Astro's image() when a schema is read for the admin: to the admin an image is a
 * path it uploads a file to. (zod clones share their definition, so `.describe()` keeps the mark.)
 */
export function adminImage() {
  const schema = z.string();
  imageDefs.add(schema._zod.def);
  return schema;
}

type Def = {
  type: string;
  in?: { _zod: { def: Def } };
  options?: { _zod: { def: Def } }[];
  shape?: Record<string, unknown>;
  checks?: { _zod: { def: Check } }[];
};
type Check = { check: string; format?: string; pattern?: RegExp; error?: (issue?: unknown) => unknown };

/** Astro's reference() is a union of id forms, one of them `{ id, collection }`, piped into a lookup. */
function isReference(def: Def): boolean {
  const options = def.type === 'pipe' ? def.in?._zod.def.options : undefined;
  return !!options?.some((option) => option._zod.def.type === 'object' && 'collection' in (option._zod.def.shape ?? {}));
}

/**
 * The collection a reference() names. Astro keeps it only inside the reference's check, which names
 * it when given an entry of another collection; `true` when that message says nothing.
 */
function referenceTarget(schema: z.core.$ZodType): string | true {
  const result = z.safeParse(schema, { id: 'probe', collection: '' });
  const message = result.success ? '' : result.error.issues.map((issue) => issue.message).join(' ');
  return /Expected (\w+)\./.exec(message)?.[1] ?? true;
}

/** The messages of a schema's own refinements (`.refine(check, message)`). */
function ruleMessages(def: Def): string[] {
  return (def.checks ?? []).flatMap((check) => {
    const { check: kind, error } = check._zod.def;
    const message = kind === 'custom' && error ? error() : undefined;
    return typeof message === 'string' ? [message] : [];
  });
}

/** The message a `.regex(pattern, message)` was given, if any. */
function regexMessage(def: Def): string | undefined {
  for (const check of def.checks ?? []) {
    const { format, error } = check._zod.def;
    if (format !== 'regex' || !error) continue;
    const message = error();
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** JSON Schema drops a regex's flags: a case-insensitive one keeps them as an inline modifier, (?i:…). */
function keepCaseInsensitivity(def: Def, node: JsonNode) {
  for (const check of def.checks ?? []) {
    const { format, pattern } = check._zod.def;
    if (format !== 'regex' || !pattern?.flags.includes('i')) continue;
    const wrap = (p?: string) => (p === pattern.source ? `(?i:${p})` : p);
    node.pattern = wrap(node.pattern);
    for (const part of node.allOf ?? []) part.pattern = wrap(part.pattern);
  }
}

/** The schema as JSON Schema (the input side: defaults make a field optional), annotated for the admin. */
export function jsonSchemaOf(schema: z.ZodType): JsonNode {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as unknown as Def;
      const node = jsonSchema as JsonNode;
      if (def.type === 'date') node.format = 'date';
      if (imageDefs.has(def)) node['x-image'] = true;
      if (isReference(def)) node['x-reference'] = referenceTarget(zodSchema);
      const rules = ruleMessages(def);
      if (rules.length) node['x-rules'] = rules;
      keepCaseInsensitivity(def, node);
      const message = regexMessage(def);
      if (message) node['x-pattern-message'] = message;
    },
  }) as JsonNode;
}

/**
 * A pattern that holds when the text, without leading and trailing spaces, has min to max
 * characters (the schemas trim before they count).
 */
export function lengthPattern(min = 0, max?: number): string {
  const count = `{${min},${max ?? ''}}`;
  return min === 0 ? `^[\\s\\S]${count}$` : `^\\s*(?=\\S)[\\s\\S]${count}(?<=\\S)\\s*$`;
}

function lengthMessage(min = 0, max?: number): string {
  if (max === undefined) return `at least ${min} characters`;
  if (min === 0) return `at most ${max} characters`;
  return `${min} to ${max} characters`;
}

/** Every pattern a string node carries (several `.regex()` calls become allOf). */
function patternsOf(node: JsonNode): string[] {
  return [node.pattern, ...(node.allOf ?? []).map((part) => part.pattern)].filter((p): p is string => !!p);
}

/** One Decap pattern for all of a string's rules: its length and each of its patterns. */
function stringRule(node: JsonNode, extra?: [string, string]): [string, string] | undefined {
  const rules: string[] = [];
  const messages: string[] = [];
  if (node.minLength !== undefined || node.maxLength !== undefined) {
    rules.push(lengthPattern(node.minLength, node.maxLength));
    messages.push(lengthMessage(node.minLength, node.maxLength));
  }
  const patterns = patternsOf(node);
  if (node.format === 'uri' && !patterns.length) patterns.push('^https?://\\S+$');
  if (patterns.length) {
    rules.push(...patterns);
    messages.push(node['x-pattern-message'] ?? `${formatMessage(node.format)}${node.format ? '' : ` (${patterns.join(' and ')})`}`);
  }
  if (extra) {
    rules.push(extra[0]);
    messages.push(extra[1]);
  }
  if (!rules.length) return undefined;
  const message = messages.join('; ');
  const sentence = message.charAt(0).toUpperCase() + message.slice(1);
  if (rules.length === 1) return [rules[0], sentence];
  // Each rule becomes a lookahead from the start, so all must hold at once.
  return [`^${rules.map((rule) => `(?=[\\s\\S]*?(?:${rule}))`).join('')}`, sentence];
}

function formatMessage(format?: string): string {
  if (format === 'email') return 'an e-mail address';
  if (format === 'uri') return 'a full web address (https://…)';
  return 'in the expected format';
}

/** "scholarshipUpTo" → "Scholarship up to". */
export function labelFor(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Longer prose gets a multi-line box. */
const multiLineFrom = 161;

interface Walk {
  overrides: FieldOverrides;
  unused: Set<string>;
}

function fieldFor(name: string, node: JsonNode, required: boolean, path: string, walk: Walk): CmsField {
  const override = walk.overrides[path] ?? {};
  walk.unused.delete(path);
  const hint = override.hint ?? node.description;
  const base = { name, label: override.label ?? labelFor(name), required, ...(hint ? { hint } : {}) };

  if (override.relation) return { ...base, widget: 'relation', ...override.relation } as CmsField;
  if (override.options)
    return { ...base, widget: 'select', options: [...override.options] as string[] | { label: string; value: string }[] };
  if (node['x-reference']) throw new Error(`admin: "${path}" refers to another collection; give it a relation or options override`);
  if (node['x-image']) {
    const folder = override.media ? { media_folder: override.media, public_folder: override.media } : {};
    return { ...base, widget: 'image', choose_url: false, ...folder };
  }
  if (node.format === 'date') {
    return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
  }
  if ('const' in node) return { ...base, widget: 'hidden', default: node.const };
  if (node.enum) return { ...base, widget: 'select', options: node.enum.map(String) };

  switch (node.type) {
    case 'boolean':
      return { ...base, widget: 'boolean', default: false };
    case 'string': {
      const pattern = stringRule(node, override.pattern);
      const long = (node.maxLength ?? 0) >= multiLineFrom;
      const widget = override.widget ?? (long ? 'text' : 'string');
      const field = { ...base, ...(pattern ? { pattern } : {}) };
      return widget === 'markdown' ? { ...field, widget } : { ...field, widget };
    }
    case 'number':
    case 'integer':
      return { ...base, widget: 'number', ...numberRule(node) };
    case 'array':
      return listField(base, node, path, walk, override);
    case 'object':
      return {
        ...base,
        widget: 'object',
        collapsed: !required,
        ...(override.summary ? { summary: override.summary } : {}),
        // Decap checks a group's fields even when the group is left out, so inside an optional group
        // nothing is required: the schema still requires them once the group is filled (at build).
        fields: objectFields(node, path, walk, !required),
      };
  }
  throw new Error(`admin: no form field for "${path}" (${JSON.stringify(node).slice(0, 120)})`);
}

function numberRule(node: JsonNode) {
  const integer = node.type === 'integer';
  const min = node.minimum ?? (node.exclusiveMinimum === undefined ? undefined : node.exclusiveMinimum + (integer ? 1 : 0));
  const max = node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER ? node.maximum : undefined;
  const step = node.multipleOf ?? (integer ? 1 : undefined);
  return {
    value_type: integer ? 'int' : 'float',
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(step === undefined ? {} : { step }),
  };
}

function listField(
  base: { name: string; label: string; required: boolean },
  node: JsonNode,
  path: string,
  walk: Walk,
  override: FieldOverride,
): CmsField {
  const items = node.items ?? {};
  const size = {
    ...(node.minItems === undefined ? {} : { min: node.minItems }),
    ...(node.maxItems === undefined ? {} : { max: node.maxItems }),
  };
  if (items.enum) return { ...base, widget: 'select', multiple: true, options: items.enum.map(String), ...size };
  if (items.type === 'object') {
    const fields = objectFields(items, path, walk);
    const summary = override.summary ?? `{{fields.${fields.find((f) => !f.widget || f.widget === 'string')?.name ?? fields[0].name}}}`;
    return { ...base, widget: 'list', collapsed: true, summary, fields, ...size };
  }
  // Short values (tags, programme names) stay open so the list shows them, not their label.
  return { ...base, widget: 'list', collapsed: false, field: fieldFor(singular(base.name), items, true, `${path}.*`, walk), ...size };
}

const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');

function objectFields(node: JsonNode, prefix: string, walk: Walk, inOptionalGroup = false): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldFor(name, child, !inOptionalGroup && required.has(name), prefix ? `${prefix}.${name}` : name, walk),
  );
}

/**
 * The admin's fields for one entity. Throws when an override names a field the schema no longer
 * has, or a reference has no target: a renamed field fails the build instead of vanishing.
 */
export function decapFields(schema: z.ZodType, overrides: FieldOverrides = {}): CmsField[] {
  const walk: Walk = { overrides, unused: new Set(Object.keys(overrides)) };
  const fields = objectFields(jsonSchemaOf(schema), '', walk);
  if (walk.unused.size) throw new Error(`admin: overrides for fields the schema does not have: ${[...walk.unused].join(', ')}`);
  return fields;
}

/** A sentence a translator could write: a code, a slug or a link refuses it. */
const sampleText = 'Aa bb, cc.';

/** Whether a pattern lets a sentence through (a case-insensitive one is written "(?i:…)", which JavaScript reads with a flag). */
function allowsSentence(pattern: string): boolean {
  const insensitive = /^\(\?i:([\s\S]*)\)$/.exec(pattern);
  return new RegExp(insensitive ? insensitive[1]! : pattern, insensitive ? 'i' : '').test(sampleText);
}

/**
 * Whether a schema node is words a translation may give: a string that is not a choice, a fixed
 * value, an upload, a reference, a date, a link or an address, and whose patterns let a sentence
 * through (an id, a slug, a code or a phone number do not).
 */
export function isText(node: JsonNode): boolean {
  if (node.type !== 'string' || node.enum || 'const' in node || node.format || node['x-image'] || node['x-reference']) return false;
  return patternsOf(node).every(allowsSentence);
}

/**
 * The admin's fields for a translation of one entry (src/lib/i18n/overlay.ts): its texts only, in
 * the English entry's shape, each optional (what a translation leaves out stays English); a list
 * of groups or of texts keeps its items in the English order, as the overlay matches them by
 * position. Ids and other codes are left out, and a group with no text in it. A group whose keys
 * are the content's (a record: sections by name) gets the keys the English `entries` have.
 */
export function translationFields(schema: z.ZodType, entries: readonly unknown[]): CmsField[] {
  return translatedFields(jsonSchemaOf(schema), entries);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The values under `key` of each of `values` (a list's items, one by one). */
const under = (values: readonly unknown[], key: string) =>
  values.flatMap((value) => (isRecord(value) && value[key] !== undefined ? [value[key]] : []));

function translatedFields(node: JsonNode, values: readonly unknown[]): CmsField[] {
  const properties =
    node.properties ??
    (typeof node.additionalProperties === 'object'
      ? Object.fromEntries(
          values.flatMap((value) => (isRecord(value) ? Object.keys(value) : [])).map((key) => [key, node.additionalProperties as JsonNode]),
        )
      : {});
  return Object.entries(properties).flatMap(([name, child]) => {
    const field = translatedField(name, child, under(values, name));
    return field ? [field] : [];
  });
}

function translatedField(name: string, node: JsonNode, values: readonly unknown[]): CmsField | undefined {
  if (name === 'id') return undefined;
  const base = { name, label: labelFor(name), required: false, ...(node.description ? { hint: node.description } : {}) };
  if (isText(node)) return { ...base, widget: (node.maxLength ?? 0) >= multiLineFrom ? 'text' : 'string' };
  if (node.type === 'object' || node.anyOf) {
    // One of several groups (a cell that is a cost row or a text): the texts of each, once by name.
    const groups = node.anyOf ? node.anyOf.filter((option) => option.type === 'object') : [node];
    const fields = [...new Map(groups.flatMap((group) => translatedFields(group, values)).map((field) => [field.name, field])).values()];
    return fields.length ? { ...base, widget: 'object', collapsed: true, fields } : undefined;
  }
  if (node.type === 'array' && node.items) {
    const items = node.items;
    if (isText(items))
      return {
        ...base,
        widget: 'list',
        collapsed: false,
        field: { name: singular(name), label: labelFor(singular(name)), widget: 'string' },
      };
    if (items.type !== 'object') return undefined;
    const fields = translatedFields(
      items,
      values.flatMap((value) => (Array.isArray(value) ? value : [])),
    );
    return fields.length ? { ...base, widget: 'list', collapsed: true, summary: `{{fields.${fields[0]!.name}}}`, fields } : undefined;
  }
  return undefined;
}
