import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { collections } from '~/content.config';

const { countryComparison, destinations } = collections;

const read = (name: string) => JSON.parse(readFileSync(`src/content/destinations/${name}.json`, 'utf8')) as Record<string, unknown>[];
const schemaOf = (collection: { schema?: unknown }) => collection.schema as z.ZodType;

describe('destinations collection', () => {
  const schema = schemaOf(destinations);
  const entries = read('destinations');

  it('holds the five countries, each valid', () => {
    expect(entries.map((e) => e.id)).toEqual(['usa', 'canada', 'uk', 'australia', 'newzealand']);
    for (const entry of entries) expect(schema.safeParse(entry).error).toBeUndefined();
  });

  it('rejects a figure named with a stray brace, naming the field', () => {
    const bad = { ...entries[0], headline: [{ value: '{ figures.usa.colleges}', label: 'colleges' }, ...(entries[0]!.headline as unknown[]).slice(1)] };
    const result = schema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.slice(0, 2)).toEqual(['headline', 0]);
  });

  it("rejects a country page's copy without its words, naming the field", () => {
    const sections = entries[0]!.sections as Record<string, Record<string, unknown>>;
    const [name, heading] = Object.entries(sections)[0]!;
    const result = schema.safeParse({ ...entries[0], sections: { ...sections, [name]: { ...heading, title: '' } } });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([`sections.${name}.title`]);
    const { closing: _closing, ...withoutClosing } = entries[0]!;
    expect(schema.safeParse(withoutClosing).error?.issues[0]?.path).toEqual(['closing']);
  });

  it('rejects unknown keys, and a typed path: the page follows from the id', () => {
    expect(schema.safeParse({ ...entries[0], slogan: 'Dream big' }).success).toBe(false);
    expect(schema.safeParse({ ...entries[0], path: '/destinations/usa' }).success).toBe(false);
  });
});

describe('USA-versus-Canada comparison', () => {
  it('takes the institution counts from the figures, never retyped', () => {
    const schema = schemaOf(countryComparison);
    const institutions = read('country-comparison').find((r) => r.id === 'institutions')!;
    expect(institutions).toMatchObject({ usa: { text: '{figures.usa.institutions}' }, canada: { text: '{figures.canada.institutions}' } });
    expect(schema.safeParse({ ...institutions, usa: { text: 'x' } }).success).toBe(false);
  });
});
