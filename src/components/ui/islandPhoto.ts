import { getImage } from 'astro:assets';
import type { PortraitPhoto } from '~/islands/shared/Portrait';

/**
 * Islands get plain props, so their photos are processed here at build time: WebP at twice the
 * displayed size (sharp on high-density phone screens), described at the size it is shown.
 */
export async function islandPhoto(src: ImageMetadata, cssSize: number): Promise<PortraitPhoto> {
  const image = await getImage({ src, width: cssSize * 2, height: cssSize * 2, format: 'webp' });
  return { src: image.src, width: cssSize, height: cssSize };
}
