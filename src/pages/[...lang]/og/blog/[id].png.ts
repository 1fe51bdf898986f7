/** Each post's share image in every language it is written in, its title and category in that language's script (src/queries/shareImages.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { inEveryLanguage } from '~/lib/i18n/routes';
import { shareImagePaths, shareImageResponse, type ShareImageProps } from '~/queries/shareImages';

export const getStaticPaths = (() => inEveryLanguage(shareImagePaths)) satisfies GetStaticPaths;

export const GET: APIRoute<ShareImageProps> = ({ props, locals }) => shareImageResponse(props, locals.lang);
