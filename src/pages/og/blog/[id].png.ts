/** Each English post's share image (src/queries/shareImages.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { shareImagePaths, shareImageResponse, type ShareImageProps } from '~/queries/shareImages';

export const getStaticPaths = (() => shareImagePaths(undefined)) satisfies GetStaticPaths;

export const GET: APIRoute<ShareImageProps> = ({ props, currentLocale }) => shareImageResponse(props, currentLocale);
