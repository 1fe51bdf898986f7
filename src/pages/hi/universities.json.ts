/** The shortlist comparison's facts in Hindi (/hi/universities.json), fetched by the Hindi pages' comparison. */
import type { APIRoute } from 'astro';
import { shortlistCatalogue } from '~/queries/universities';

export const GET: APIRoute = async ({ locals }) => Response.json(await shortlistCatalogue(locals.lang));
