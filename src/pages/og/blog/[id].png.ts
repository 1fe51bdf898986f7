/** Each English post's share image (src/queries/shareImages.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { defaultLang } from '~/config/languages';
import { shareImagePaths, shareImageResponse, type ShareImageProps } from '~/queries/shareImages';

export const getStaticPaths = (() => shareImagePaths(defaultLang)) satisfies GetStaticPaths;

export const GET: APIRoute<ShareImageProps> = ({ props, locals }) => shareImageResponse(props, locals.lang);
