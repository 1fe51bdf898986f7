import type { APIRoute } from 'astro';
import { shortlistCatalogue } from '~/queries/universities';

/** /universities.json: the facts the shortlist comparison shows, built with the site and fetched when a visitor compares. */
export const GET: APIRoute = async ({ locals }) => Response.json(await shortlistCatalogue(locals.lang));
