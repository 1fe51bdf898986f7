/**
 * Share images (Open Graph), drawn at build from src/lib/seo/ogCard.ts and rasterised with the
 * project's own fonts (src/build/shareImage.ts), or read back from the build cache when nothing that
 * shapes them changed: the site's, for every page without an image of its own, one per language
 * (/og/site.png, /hi/og/site.png), and one per blog post in each language it is written in (English
 * posts' at /og/blog/<post>.png, a translation's under its language's folder, /hi/og/blog/<post>.png).
 */
import { cached } from '~/build/buildCache';
import { shareImagePng, shareImageRenderer } from '~/build/shareImage';
import { brand } from '~/config/site';
import type { Lang } from '~/config/languages';
import { localizedPath } from '~/lib/i18n/localizedPath';
import { ogCardSvg } from '~/lib/seo/ogCard';
import { fillIn } from '~/lib/text/placeholders';
import { loadBlogCategories, loadBlogPosts } from './blog';
import { brandWords } from './brand';
import { allDestinations } from './destinations';
import { strings } from './strings';

/** The address of the share image of the pages in a language that have none of their own. */
export const siteShareImagePath = (lang: Lang) => localizedPath('/og/site.png', lang);

/** The site's share image in the route's language: the brand, its tagline and the countries we send students to. */
export async function siteShareImageResponse(lang: Lang): Promise<Response> {
  const [words, destinations] = await Promise.all([brandWords(lang), allDestinations(lang)]);
  return pngResponse(ogCardSvg({ title: words.tagline, eyebrow: brand.name, footer: destinations.map((d) => d.name).join(' · ') }));
}

/** The address of a post's share image in the language its words are in. */
export const shareImagePath = (postId: string, lang: Lang) => localizedPath(`/og/blog/${postId}.png`, lang);

/** The routes of the share images of the posts written in `lang`. */
export async function shareImagePaths(lang: Lang) {
  const posts = await loadBlogPosts(lang);
  return posts
    .filter((post) => post.lang === lang)
    .map((post) => ({ params: { id: post.id }, props: { title: post.data.title, category: post.category } }));
}

export interface ShareImageProps {
  title: string;
  category: string;
}

/** A share image's PNG response, its category's name and footer in `lang`. */
export async function shareImageResponse({ title, category }: ShareImageProps, lang: Lang): Promise<Response> {
  const [categories, s] = await Promise.all([loadBlogCategories(lang), strings('blog', lang)]);
  const eyebrow = categories.find((c) => c.id === category)?.name ?? '';
  return pngResponse(ogCardSvg({ title, eyebrow, footer: fillIn(s['shareImage.footer'], { brand: brand.name }) }));
}

async function pngResponse(svg: string): Promise<Response> {
  const png = await cached('share-images', [svg, shareImageRenderer], () => shareImagePng(svg));
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
