/**
 * Check my chances' inputs as the page hands them to its island (through src/queries, from the
 * content under test): the partner universities with their usual marks from India and a year's costs,
 * the cost sheets and rates those costs come from, the CGPA rule and the area's strings.
 */
import { cgpaRule, chancesUniversities } from '~/queries/chances';
import { costSheets } from '~/queries/costs';
import { exchangeRates } from '~/queries/exchangeRates';
import { partnersWithAdmits } from '~/queries/universities';
import { wordsOf } from '../support/strings';

export const words: Record<string, string> = wordsOf('chances');
export const rule = await cgpaRule();
export const rates = await exchangeRates();
export const sheets = (await costSheets('en')).map((country) => country.sheet);
export const universities = await chancesUniversities('en');

const partners = await partnersWithAdmits('en');
/** A partner's yearly tuition in its own currency, as the content gives it. */
export const tuitionOf = (id: string) => partners.find((u) => u.id === id)!.admissions.tuition;
