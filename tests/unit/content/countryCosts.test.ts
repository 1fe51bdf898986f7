import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { collections } from '~/content.config';
import { costTableRows, yearlyLivingCosts } from '~/lib/costs/tableRows';
import type { CostSheet } from '~/lib/costs/sheet';

/** The cost sheets as editors wrote them, checked by the collection's own schema and read as the site reads them. */
const schema = collections.countryCosts.schema as z.ZodType;
const folder = 'src/content/country-costs';
const raw = readdirSync(folder)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, data: JSON.parse(readFileSync(`${folder}/${f}`, 'utf8')) as Record<string, unknown> }));
const destinations = JSON.parse(readFileSync('src/content/destinations/destinations.json', 'utf8')) as { id: string; currency: string }[];
const comparison = JSON.parse(readFileSync('src/content/destinations/country-comparison.json', 'utf8')) as Record<string, Record<string, string>>[];

/** A sheet as the queries hand it on: the country's currency added, dates as written. */
const asSheet = ({ data }: (typeof raw)[number]) =>
  ({ ...data, currency: destinations.find((d) => d.id === data.country)!.currency }) as unknown as CostSheet;
const failingPaths = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('country cost sheets', () => {
  it('are one per destination, each valid, named after its country', () => {
    expect(raw.map((r) => r.data.country).sort()).toEqual(destinations.map((d) => d.id).sort());
    for (const { file, data } of raw) {
      expect(failingPaths(data), file).toEqual([]);
      expect(file).toBe(`${data.country}.json`);
    }
  });

  it('give every figure a source and a checked date', () => {
    for (const { file, data } of raw) {
      const sourced = JSON.stringify(data).match(/"source":/g)?.length ?? 0;
      const dated = JSON.stringify(data).match(/"checked":"\d{4}-\d{2}-\d{2}"/g)?.length ?? 0;
      expect(sourced, file).toBe(dated);
      expect(sourced, file).toBeGreaterThanOrEqual(8);
    }
  });

  const good = raw[0]!.data;
  const tuition = good.tuition as Record<string, unknown>[];

  it('refuse each kind of mistake, naming the field', () => {
    expect(failingPaths({ ...good, rent: 500 })).toEqual(['']);
    expect(failingPaths({ ...good, tuition: [{ ...tuition[0], min: 9000, max: 100 }, ...tuition.slice(1)] })).toEqual(['tuition.0.max']);
    expect(failingPaths({ ...good, tuition: [{ ...tuition[0], checked: 'last week' }, ...tuition.slice(1)] })).toEqual(['tuition.0.checked']);
    expect(failingPaths({ ...good, tuition: [{ ...tuition[0], min: -5 }, ...tuition.slice(1)] })).toContain('tuition.0.min');
    expect(failingPaths({ ...good, tuition: [{ ...tuition[0], levels: ['Diploma'] }] })).toContain('tuition.0.levels.0');
    expect(failingPaths({ ...good, tuition: [tuition[0], tuition[0]] })).toContain('tuition');
    expect(failingPaths({ ...good, typicalYears: { Undergraduate: 3.3, Postgraduate: 1 } })).toEqual(['typicalYears.Undergraduate']);
    expect(failingPaths({ ...good, accommodation: { ...(good.accommodation as object), per: 'day' } })).toEqual(['accommodation.per']);
    expect(failingPaths({ ...good, proofOfFunds: { ...(good.proofOfFunds as object), living: { basis: 'per-year' } } })).toEqual([
      'proofOfFunds.living.amount',
    ]);
  });

  it('offer a tuition kind at every level the planner plans for', () => {
    const onlyUndergraduate = tuition.map((k) => ({ ...k, levels: ['Undergraduate'] }));
    expect(failingPaths({ ...good, tuition: onlyUndergraduate })).toEqual(['tuition']);
  });
});

describe('the cost tables the pages show', () => {
  it('state living costs as a shared room plus everyday costs, across city levels', () => {
    for (const entry of raw) {
      const sheet = asSheet(entry);
      const months = sheet.accommodation.per === 'week' ? 52 : 12;
      expect(yearlyLivingCosts(sheet), entry.file).toEqual({
        min: sheet.accommodation.shared.min * months + Math.min(sheet.living.major.min, sheet.living.elsewhere.min),
        max: sheet.accommodation.shared.max * months + Math.max(sheet.living.major.max, sheet.living.elsewhere.max),
      });
    }
  });

  it('list each tuition kind, living costs, insurance where there is a plan, and every fee, in the sheet currency', () => {
    for (const entry of raw) {
      const sheet = asSheet(entry);
      const rows = costTableRows(sheet);
      expect(rows.map((r) => r.id)).toEqual([
        ...sheet.tuition.map((k) => k.id),
        'living',
        ...(sheet.healthInsurance ? ['health-insurance'] : []),
        ...sheet.fees.map((f) => f.id),
      ]);
      expect(new Set(rows.map((r) => r.currency))).toEqual(new Set([sheet.currency]));
    }
  });

  it('have every row the USA-versus-Canada comparison names', () => {
    for (const row of comparison) {
      for (const country of ['usa', 'canada']) {
        const cell = row[country] as unknown as Record<string, string>;
        if (!('cost' in cell)) continue;
        const sheet = asSheet(raw.find((r) => r.data.country === country)!);
        expect(costTableRows(sheet).map((r) => r.id), `${row.id} → ${country}`).toContain(cell.cost);
      }
    }
  });
});
