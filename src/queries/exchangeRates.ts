import { getEntry } from './collections';

/** The rupee rates every INR figure on the site is converted with (one dated set). */
export async function exchangeRates() {
  const entry = await getEntry('exchangeRates', 'inr');
  if (!entry) throw new Error('src/content/exchange-rates/rates.json needs its "inr" entry');
  return entry.data;
}
