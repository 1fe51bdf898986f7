import type { APIRoute } from 'astro';
import { everyLanguage } from '~/lib/i18n/routes';
import { shortlistCatalogue } from '~/queries/universities';

/**
 * /universities.json, /hi/universities.json: the facts the shortlist comparison shows, in the page's
 * language, built with the site and fetched when a visitor compares.
 */
export const getStaticPaths = everyLanguage;

export const GET: APIRoute = async ({ locals }) => Response.json(await shortlistCatalogue(locals.lang));
