/** The site's share image in each language, for pages without their own (src/queries/shareImages.ts). */
import type { APIRoute } from 'astro';
import { everyLanguage } from '~/lib/i18n/routes';
import { siteShareImageResponse } from '~/queries/shareImages';

export const getStaticPaths = everyLanguage;

export const GET: APIRoute = ({ locals }) => siteShareImageResponse(locals.lang);
