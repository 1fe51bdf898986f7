/**
 * The education-loan lenders and the tax rules a loan meets, as the comparison receives them: plain
 * data with calendar days as YYYY-MM-DD. Entries checked over a year before the build are named in
 * the build's output.
 */
import { getCollection, getEntry } from './collections';
import type { Lang } from '~/config/languages';
import { warnIfOld } from './sources';
import { isoDay } from '~/lib/sources/age';

const day = (sources: readonly { url: string; pageDate?: Date | undefined }[]) =>
  sources.map(({ url, pageDate }) => ({ url, ...(pageDate ? { pageDate: isoDay(pageDate) } : {}) }));

/** The lenders in the file's order (the page orders them by the visitor's own figures). */
export async function lenders(lang: Lang) {
  const entries = (await getCollection('lenders', lang)).map((e) => e.data);
  warnIfOld('src/content/lenders/lenders.json', entries);
  return entries.map((l) => ({ ...l, destinations: l.destinations.map((d) => d.id), sources: day(l.sources), checked: isoDay(l.checked) }));
}
export type LenderItem = Awaited<ReturnType<typeof lenders>>[number];

/** The deduction of interest, TCS on remittances and the old regime's slabs. */
export async function taxRules(lang: Lang) {
  const entry = await getEntry('taxRules', 'india', lang);
  if (!entry) throw new Error('src/content/tax-rules/rules.json needs its "india" entry');
  const { interestDeduction, remittance, oldRegimeSlabs } = entry.data;
  warnIfOld('src/content/tax-rules/rules.json', [
    { id: 'interestDeduction', checked: interestDeduction.checked },
    { id: 'remittance', checked: remittance.checked },
    { id: 'oldRegimeSlabs', checked: oldRegimeSlabs.checked },
  ]);
  return {
    interestDeduction: { ...interestDeduction, sources: day(interestDeduction.sources), checked: isoDay(interestDeduction.checked) },
    remittance: {
      ...remittance,
      effective: isoDay(remittance.effective),
      sources: day(remittance.sources),
      checked: isoDay(remittance.checked),
    },
    oldRegimeSlabs: { ...oldRegimeSlabs, sources: day(oldRegimeSlabs.sources), checked: isoDay(oldRegimeSlabs.checked) },
  };
}
export type TaxRuleItems = Awaited<ReturnType<typeof taxRules>>;
