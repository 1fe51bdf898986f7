/**
 * Each destination's cost sheet (src/content/country-costs/<country>.json) with its currency, as
 * plain data: the country pages' cost tables, the comparison, the accommodation page and the cost
 * planner all read these, so every figure is written once.
 */
import { eachDestinationWith } from './perDestination';
import { filledCopy } from './facts';
import { languages, type Lang } from '~/config/languages';
import { proofOfFundsValues } from '~/lib/costs/proofOfFunds';
import type { CostSheet } from '~/lib/costs/sheet';
import { costTableRow, costTableRows } from '~/lib/costs/tableRows';
import type { PlannerCountry } from '~/lib/planner/inputs';

type CountryId = CostSheet['country'];

/** Dates become YYYY-MM-DD strings, so the sheet can be handed to an island as it is. */
type Plain<T> = T extends Date ? string : T extends (infer U)[] ? Plain<U>[] : T extends object ? { [K in keyof T]: Plain<T[K]> } : T;
function plain<T>(value: T): Plain<T> {
  if (value instanceof Date) return value.toISOString().slice(0, 10) as Plain<T>;
  if (Array.isArray(value)) return value.map(plain) as Plain<T>;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)])) as Plain<T>;
  return value as Plain<T>;
}

/**
 * Every destination with its cost sheet, in the destinations' order, its proof of funds' words with
 * the amounts they name filled in as `lang` writes them; a destination without a
 * sheet fails the build.
 */
export async function costSheets(lang: Lang): Promise<PlannerCountry[]> {
  const { locale } = languages[lang];
  return (await eachDestinationWith('countryCosts', lang)).map(({ destination, entry }) => {
    const { country, ...data } = entry.data;
    const sheet: CostSheet = { ...plain(data), country: country.id, currency: destination.currency };
    const { label, note } = filledCopy(
      `src/content/country-costs/${entry.id}.json, proofOfFunds`,
      sheet.proofOfFunds,
      lang,
      proofOfFundsValues(sheet, locale),
    );
    return { name: destination.name, sheet: { ...sheet, proofOfFunds: { ...sheet.proofOfFunds, label, note } } };
  });
}

export async function costSheet(country: CountryId, lang: Lang): Promise<CostSheet> {
  const found = (await costSheets(lang)).find((c) => c.sheet.country === country);
  if (!found) throw new Error(`No cost sheet for "${country}"`);
  return found.sheet;
}

/** The rows of a country page's cost table. */
export async function costRows(country: CountryId, lang: Lang) {
  return costTableRows(await costSheet(country, lang));
}

/** One row of a country's cost table, by id (`living`, a tuition kind, a fee). */
export async function costRow(country: CountryId, id: string, lang: Lang) {
  return costTableRow(await costSheet(country, lang), id);
}
