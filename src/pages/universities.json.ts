import type { APIRoute } from 'astro';
import { shortlistUniversities } from '~/queries/universities';
import { exchangeRates } from '~/queries/exchangeRates';
import { finderRates } from '~/lib/finder/labels';
import type { ShortlistCatalogue } from '~/lib/shortlist/compare';

/** /universities.json: the facts the shortlist comparison shows, built with the site and fetched when a visitor compares. */
export const GET: APIRoute = async () => {
  const [universities, rates] = await Promise.all([shortlistUniversities(), exchangeRates()]);
  const catalogue: ShortlistCatalogue = { rates: finderRates(rates), universities };
  return Response.json(catalogue);
};
