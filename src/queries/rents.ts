/**
 * Each destination's typical rents, from its cost sheet (src/content/country-costs/<country>.json)
 * in its currency (src/content/destinations/destinations.json), read once as the module loads and
 * checked by the collections' own schemas: copy names them while it is filled, which is synchronous
 * (src/queries/facts.ts), so an answer that quotes a rent shows the figure the cost table shows.
 */
import { z } from 'astro/zod';
import type { RentFigures } from '~/config/facts';
import { checkedFile } from './checkedFile';
import type { Currency } from '~/lib/money/currencies';
import { countryCostsSchema } from '~/schemas/countryCosts';
import { destinationSchema } from '~/schemas/destination';
import destinations from '../content/destinations/destinations.json';

const sheetFiles = import.meta.glob('/src/content/country-costs/*.json', { eager: true, import: 'default' });
const destinationsFile = 'src/content/destinations/destinations.json';

const currencyOf = new Map<string, Currency>(
  checkedFile(z.array(destinationSchema), destinations, destinationsFile).map((d) => [d.id, d.currency]),
);

/** By country id; a sheet of a country with no destination fails the build (as the cost sheets' reader does). */
export const rentFigures: RentFigures = Object.fromEntries(
  Object.entries(sheetFiles).map(([path, data]) => {
    const { country, accommodation } = checkedFile(countryCostsSchema, data, path.slice(1));
    const currency = currencyOf.get(country.id);
    if (!currency) throw new Error(`${path.slice(1)}: no destination "${country.id}" in ${destinationsFile}`);
    return [country.id, { currency, dorm: accommodation.dorm, shared: accommodation.shared, studio: accommodation.studio }];
  }),
);
