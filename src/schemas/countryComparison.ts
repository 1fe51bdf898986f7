import { z } from 'astro/zod';
import { copyText, slug, order } from './fields';

/**
 * One cell of the USA-versus-Canada table: a row of the column's country cost table (`living`, a
 * tuition kind's id, a fee's id), or text, which names a marketing figure as "{figures.usa.institutions}".
 */
const comparisonCell = z.union([
  z.strictObject({ cost: slug.describe("A row id of that country's cost table, e.g. living") }),
  z.strictObject({ text: copyText(2, 160) }),
]);

/** A row of the USA-versus-Canada comparison on the countries page. */

export const countryComparisonSchema = z.strictObject({
  id: slug,
  order,
  aspect: z.string().min(3).max(50),
  usa: comparisonCell,
  canada: comparisonCell,
});
export type CountryComparisonRow = z.infer<typeof countryComparisonSchema>;
