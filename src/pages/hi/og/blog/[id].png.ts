/** Each Hindi post's share image, its title and category in Devanagari (src/queries/shareImages.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { shareImagePaths, shareImageResponse, type ShareImageProps } from '~/queries/shareImages';

export const getStaticPaths = (() => shareImagePaths('hi')) satisfies GetStaticPaths;

export const GET: APIRoute<ShareImageProps> = ({ props, locals }) => shareImageResponse(props, locals.lang);
