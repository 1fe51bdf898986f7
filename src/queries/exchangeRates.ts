import { getEntry } from './collections';
import { defaultLang } from '~/config/languages';

/** The rupee rates every INR figure on the site is converted with (one dated set; figures only, the same in every language). */
export async function exchangeRates() {
  const entry = await getEntry('exchangeRates', 'inr', defaultLang);
  if (!entry) throw new Error('src/content/exchange-rates/rates.json needs its "inr" entry');
  return entry.data;
}
