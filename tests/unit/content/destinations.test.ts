import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { collections } from '~/content.config';

const { countryComparison, countryCosts, destinations } = collections;

const read = (name: string) => JSON.parse(readFileSync(`src/content/destinations/${name}.json`, 'utf8')) as Record<string, unknown>[];
const schemaOf = (collection: { schema?: unknown }) => collection.schema as z.ZodType;

describe('destinations collection', () => {
  const schema = schemaOf(destinations);
  const entries = read('destinations');

  it('holds the five countries, each valid', () => {
    expect(entries.map((e) => e.id)).toEqual(['usa', 'canada', 'uk', 'australia', 'newzealand']);
    for (const entry of entries) expect(schema.safeParse(entry).error).toBeUndefined();
  });

  it('rejects a figure that src/config/figures.ts does not have, naming the field', () => {
    const bad = { ...entries[0], headline: [{ figure: 'usa.stadiums', label: 'stadiums' }, ...(entries[0]!.headline as unknown[]).slice(1)] };
    const result = schema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.slice(0, 2)).toEqual(['headline', 0]);
  });

  it('rejects unknown keys and a path that is not a destination page', () => {
    expect(schema.safeParse({ ...entries[0], slogan: 'Dream big' }).success).toBe(false);
    const result = schema.safeParse({ ...entries[0], path: '/destinations/germany' });
    expect(result.error?.issues[0]?.path).toEqual(['path']);
  });
});

describe('cost rows', () => {
  const schema = schemaOf(countryCosts);
  const rows = read('country-costs');

  it('include the USA living costs and Canadian rows in CAD', () => {
    expect(rows.find((r) => r.id === 'usa-living')).toMatchObject({ currency: 'USD', min: 10000, max: 18000, period: 'per year' });
    expect(rows.filter((r) => r.country === 'canada').every((r) => r.currency === 'CAD')).toBe(true);
  });

  it('refuse a range whose top is below its bottom, and an unknown currency', () => {
    const living = rows.find((r) => r.id === 'usa-living')!;
    expect(schema.safeParse(living).success).toBe(true);
    const upsideDown = schema.safeParse({ ...living, min: 18000, max: 10000 });
    expect(upsideDown.success).toBe(false);
    expect(upsideDown.error?.issues.some((issue) => issue.path.join('.') === 'max')).toBe(true);
    const euros = schema.safeParse({ ...living, currency: 'EUR' });
    expect(euros.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['currency']);
  });
});

describe('USA-versus-Canada comparison', () => {
  it('takes the institution counts from the figures, never retyped', () => {
    const schema = schemaOf(countryComparison);
    const institutions = read('country-comparison').find((r) => r.id === 'institutions')!;
    expect(institutions).toMatchObject({ usa: { figure: 'usa.institutions' }, canada: { figure: 'canada.institutions' } });
    expect(schema.safeParse({ ...institutions, usa: { text: 'x' } }).success).toBe(false);
  });
});
