/** The shortlist comparison's facts in Hindi (/hi/universities.json), fetched by the Hindi pages' comparison. */
import type { APIRoute } from 'astro';
import { shortlistCatalogue } from '~/queries/universities';

export const GET: APIRoute = async ({ currentLocale }) => Response.json(await shortlistCatalogue(currentLocale));
