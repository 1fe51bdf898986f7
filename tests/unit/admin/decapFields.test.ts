import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { adminImage, decapFields, labelFor, lengthPattern, translationFields } from '~/lib/admin/decapFields';
import type { CmsField } from '~/lib/admin/decapTypes';

const byName = (fields: CmsField[], name: string) => fields.find((f) => f.name === name) as Record<string, unknown> & CmsField;
const accepts = (field: CmsField, value: string) => new RegExp((field as { pattern: [string, string] }).pattern[0]).test(value);

describe('the admin form generated from a zod schema', () => {
  const reference = z.union([z.string(), z.object({ id: z.string(), collection: z.string() })]).transform((id) => id);
  const schema = z.strictObject({
    title: z.string().trim().min(10).max(90).describe('Headline'),
    abbreviation: z
      .string()
      .regex(/^[A-Z]{2,6}$/, 'capital letters')
      .optional(),
    colour: z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour'),
    type: z.enum(['webinar', 'workshop']),
    date: z.coerce.date(),
    cover: adminImage().describe('Cover'),
    stars: z.literal(5),
    score: z.number().min(4).max(9).multipleOf(0.5).optional(),
    order: z.number().int().positive(),
    featured: z.boolean(),
    tags: z.array(z.string().min(2).max(30)).min(1).max(8),
    levels: z.array(z.enum(['ug', 'pg'])).min(1),
    items: z.array(z.strictObject({ question: z.string().min(10) })).min(1),
    place: z.strictObject({ order: z.number().int().positive() }).optional(),
    email: z.email().default('a@b.example'),
    link: z.url(),
    country: reference,
  });
  const fields = decapFields(schema, { country: { options: ['usa', 'canada'] }, cover: { media: '../../assets/blog' } });

  it('gives every schema field a form field, in order, labelled from its name and hinted from .describe()', () => {
    expect(fields.map((f) => f.name)).toEqual(Object.keys(schema.shape));
    expect(byName(fields, 'title')).toMatchObject({ label: 'Title', hint: 'Headline', required: true });
  });

  it('marks optional and defaulted fields as not required', () => {
    expect(byName(fields, 'abbreviation').required).toBe(false);
    expect(byName(fields, 'email').required).toBe(false);
    expect(byName(fields, 'place').required).toBe(false);
    expect(byName(fields, 'order').required).toBe(true);
  });

  it('turns lengths into a pattern that counts the text without its outer spaces', () => {
    const title = byName(fields, 'title');
    expect(title.pattern![1]).toBe('10 to 90 characters');
    expect(accepts(title, 'a'.repeat(9))).toBe(false);
    expect(accepts(title, 'a'.repeat(10))).toBe(true);
    expect(accepts(title, `  ${'a'.repeat(10)}  `)).toBe(true);
    expect(accepts(title, ` ${'a'.repeat(8)} `)).toBe(false);
    expect(accepts(title, 'a'.repeat(90))).toBe(true);
    expect(accepts(title, 'a'.repeat(91))).toBe(false);
  });

  it("keeps a regex with the schema's own message, and its case-insensitivity", () => {
    expect(byName(fields, 'abbreviation').pattern).toEqual(['^[A-Z]{2,6}$', 'Capital letters']);
    const colour = byName(fields, 'colour');
    expect(accepts(colour, '#0A2B52')).toBe(true);
    expect(accepts(colour, '#0a2b52')).toBe(true);
    expect(accepts(colour, 'navy')).toBe(false);
  });

  it('combines a length and a regex so both must hold', () => {
    const [field] = decapFields(
      z.strictObject({
        tag: z
          .string()
          .min(2)
          .max(5)
          .regex(/^[a-z]+$/, 'lower case'),
      }),
    );
    expect(field.pattern![1]).toBe('2 to 5 characters; lower case');
    expect(['ab', 'abcde'].map((v) => accepts(field, v))).toEqual([true, true]);
    expect(['a', 'abcdef', 'AB'].map((v) => accepts(field, v))).toEqual([false, false, false]);
  });

  it('offers enums as a select, and arrays of enums as a multiple select with the sizes', () => {
    expect(byName(fields, 'type')).toMatchObject({ widget: 'select', options: ['webinar', 'workshop'] });
    expect(byName(fields, 'levels')).toMatchObject({ widget: 'select', multiple: true, min: 1, options: ['ug', 'pg'] });
  });

  it('edits dates as YYYY-MM-DD, images with their upload folder, a literal as a fixed hidden value', () => {
    expect(byName(fields, 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(byName(fields, 'cover')).toMatchObject({
      widget: 'image',
      media_folder: '../../assets/blog',
      public_folder: '../../assets/blog',
    });
    expect(byName(fields, 'stars')).toMatchObject({ widget: 'hidden', default: 5 });
  });

  it('gives numbers their range and step, integers whole steps', () => {
    expect(byName(fields, 'score')).toMatchObject({ widget: 'number', value_type: 'float', min: 4, max: 9, step: 0.5 });
    expect(byName(fields, 'order')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, step: 1 });
    expect(byName(fields, 'order')).not.toHaveProperty('max');
  });

  it('nests lists and objects with their sizes and item rules', () => {
    expect(byName(fields, 'tags')).toMatchObject({ widget: 'list', min: 1, max: 8, field: { name: 'tag', widget: 'string' } });
    const items = byName(fields, 'items') as { fields: CmsField[]; summary: string };
    expect(items).toMatchObject({ widget: 'list', min: 1, summary: '{{fields.question}}' });
    expect(items.fields.map((f) => f.name)).toEqual(['question']);
    expect(byName(fields, 'place')).toMatchObject({ widget: 'object', collapsed: true });
  });

  it('checks e-mail addresses and web addresses', () => {
    expect(accepts(byName(fields, 'email'), 'hello@globalpath.example')).toBe(true);
    expect(accepts(byName(fields, 'email'), 'hello')).toBe(false);
    expect(accepts(byName(fields, 'link'), 'https://example.org/x')).toBe(true);
    expect(accepts(byName(fields, 'link'), 'example.org')).toBe(false);
  });

  it('uses the override for what zod cannot say: here the options of a reference', () => {
    expect(byName(fields, 'country')).toMatchObject({ widget: 'select', options: ['usa', 'canada'] });
  });

  it('fails loudly for a reference with no target, or an override for a field the schema lacks', () => {
    expect(() => decapFields(z.strictObject({ country: reference }))).toThrow(/"country" refers to another collection/);
    expect(() => decapFields(z.strictObject({ name: z.string() }), { nmae: { label: 'Typo' } })).toThrow(/nmae/);
  });
});

describe('helpers', () => {
  it('labels camelCase names as words', () => {
    expect(labelFor('scholarshipUpTo')).toBe('Scholarship up to');
    expect(labelFor('id')).toBe('Id');
  });

  it('writes a length pattern with no lower bound plainly', () => {
    expect(new RegExp(lengthPattern(0, 3)).test('')).toBe(true);
    expect(new RegExp(lengthPattern(0, 3)).test('abcd')).toBe(false);
  });
});

describe("a translation's form: the entry's texts only", () => {
  const schema = z.strictObject({
    id: z.string(),
    title: z.string().min(2).max(60),
    blurb: z.string().max(400),
    code: z.string().regex(/^[a-z0-9-]+$/),
    caseless: z.string().regex(/^[A-Z]{2}$/i),
    kind: z.enum(['a', 'b']),
    date: z.coerce.date(),
    link: z.url(),
    cover: adminImage(),
    count: z.number(),
    open: z.boolean(),
    steps: z.array(z.strictObject({ id: z.string(), text: z.string(), months: z.number() })),
    tags: z.array(z.string()),
    figures: z.strictObject({ value: z.number() }),
    cell: z.union([z.strictObject({ cost: z.string().regex(/^[a-z]+$/) }), z.strictObject({ text: z.string() })]),
    sections: z.record(z.string(), z.strictObject({ title: z.string() })),
  });
  type Field = CmsField & { fields?: CmsField[]; field?: CmsField };
  const fields = translationFields(schema, [{ sections: { why: { title: 'Why' } } }, { sections: { how: { title: 'How' } } }]) as Field[];
  const named = (name: string) => fields.find((f) => f.name === name)!;

  it('offers the texts, each optional, and leaves out ids, codes, choices, dates, links, uploads, numbers and groups without text', () => {
    expect(fields.map((f) => f.name)).toEqual(['title', 'blurb', 'steps', 'tags', 'cell', 'sections']);
    expect(fields.every((f) => f.required === false)).toBe(true);
    expect(named('blurb').widget).toBe('text');
  });

  it('keeps the texts of list items and of each shape a value may take; a record has the keys the English entries have', () => {
    expect(named('steps').fields!.map((f) => f.name)).toEqual(['text']);
    expect(named('tags').field!.widget).toBe('string');
    expect(named('cell').fields!.map((f) => f.name)).toEqual(['text']);
    expect(named('sections').fields!.map((f) => f.name)).toEqual(['why', 'how']);
  });
});
