import { describe, expect, it } from 'vitest';
import { collections } from '~/content.config';
import { languages, langCodes } from '~/config/languages';
import { costTableRows, yearlyLivingCosts } from '~/lib/costs/tableRows';
import { accommodationTypes, type CostSheet } from '~/lib/costs/sheet';
import { formatMoneyRange } from '~/lib/money/range';
import { filledCopy } from '~/queries/facts';
import { contentFiles, readContent } from '../support/content';
import { issuePaths, schemaOf } from '../support/schemas';

/** The cost sheets as editors wrote them, read as the site reads them; the collection's own schema refuses bad ones. */
const schema = schemaOf(collections.countryCosts);
const raw = contentFiles('country-costs').map(({ file, text }) => ({ file, data: JSON.parse(text) as Record<string, unknown> }));
const destinations = readContent<{ id: string; currency: string }[]>('destinations/destinations.json');
const comparison = readContent<Record<string, Record<string, string>>[]>('destinations/country-comparison.json');

/** A sheet as the queries hand it on: the country's currency added, dates as written. */
const asSheet = ({ data }: (typeof raw)[number]) =>
  ({ ...data, currency: destinations.find((d) => d.id === data.country)!.currency }) as unknown as CostSheet;
const failingPaths = (value: unknown) => issuePaths(schema, value);

describe('country cost sheets', () => {
  it('are one per destination, each named after its country', () => {
    expect(raw.map((r) => r.data.country).sort()).toEqual(destinations.map((d) => d.id).sort());
    for (const { file, data } of raw) expect(file).toBe(`${data.country}.json`);
  });

  for (const lang of langCodes) {
    it(`give copy each sheet's rents as ${languages[lang].name} pages write a price range ("{rents.usa.dorm}")`, () => {
      for (const entry of raw) {
        const sheet = asSheet(entry);
        for (const type of accommodationTypes) {
          const { min, max } = sheet.accommodation[type];
          expect(filledCopy('a test', `about {rents.${sheet.country}.${type}}`, lang)).toBe(
            `about ${formatMoneyRange(sheet.currency, languages[lang].locale, min, max)}`,
          );
        }
      }
    });
  }

  it('fail the build on a rent of a country that has no sheet, naming the file that names it', () => {
    expect(() => filledCopy('src/content/faqs/x.json', '{rents.atlantis.dorm}', 'en')).toThrow(
      /^src\/content\/faqs\/x\.json: "\{rents\.atlantis\.dorm\}" names no value/,
    );
  });

  const good = raw[0]!.data;
  const tuition = good.tuition as Record<string, unknown>[];

  it('refuse each kind of mistake, naming the field', () => {
    expect(failingPaths({ ...good, rent: 500 })).toEqual(['']);
    expect(failingPaths({ ...good, tuition: [{ ...tuition[0], min: 9000, max: 100 }, ...tuition.slice(1)] })).toEqual(['tuition.0.max']);
    expect(failingPaths({ ...good, tuition: [{ ...tuition[0], checked: 'last week' }, ...tuition.slice(1)] })).toEqual([
      'tuition.0.checked',
    ]);
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
        expect(
          costTableRows(sheet).map((r) => r.id),
          `${row.id} → ${country}`,
        ).toContain(cell.cost);
      }
    }
  });
});
