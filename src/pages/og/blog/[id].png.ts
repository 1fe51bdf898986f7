/**
 * Each post's share image (Open Graph), drawn at build from src/lib/seo/ogCard.ts and rasterised with
 * the project's own fonts (src/build/shareImage.ts), or read back from the build cache when nothing
 * that shapes it has changed.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadBlogCategories, loadBlogPosts } from '~/queries/blog';
import { ogCardSvg } from '~/lib/seo/ogCard';
import { cached } from '~/build/buildCache';
import { shareImagePng, shareImageRenderer } from '~/build/shareImage';
import { brand } from '~/config/site';

export const getStaticPaths = (async () => {
  const [posts, categories] = await Promise.all([loadBlogPosts(), loadBlogCategories()]);
  return posts.map((post) => ({
    params: { id: post.id },
    props: { title: post.data.title, category: categories.find((c) => c.id === post.category)?.name ?? '' },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ title: string; category: string }> = async ({ props }) => {
  const svg = ogCardSvg({ title: props.title, eyebrow: props.category, footer: `${brand.name} · Resources & Blog` });
  const png = await cached('share-images', [svg, shareImageRenderer], () => shareImagePng(svg));
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
