/** The site's share image in Hindi, for pages without their own (src/queries/shareImages.ts). */
import type { APIRoute } from 'astro';
import { siteShareImageResponse } from '~/queries/shareImages';

export const GET: APIRoute = ({ locals }) => siteShareImageResponse(locals.lang);
