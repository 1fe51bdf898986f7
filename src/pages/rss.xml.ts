/** The blog's RSS feed (/rss.xml), advertised in every page's head. New posts join it with no code change. */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { loadBlogCategories, loadBlogPosts } from '~/queries/blog';
import { brand } from '~/config/site';
import { escapeXml } from '~/lib/seo/ogCard';
import { blogPostPath } from '~/lib/navigation/paths';

export const GET: APIRoute = async ({ site }) => {
  const [posts, categories] = await Promise.all([loadBlogPosts(), loadBlogCategories()]);
  return rss({
    title: `${brand.name}: Resources & Blog`,
    description: 'Practical guides, tips and news for students planning to study abroad.',
    site: site!,
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      link: blogPostPath(post.id),
      pubDate: post.data.date,
      customData: `<dc:creator>${escapeXml(post.author.name)}</dc:creator>`,
      categories: [categories.find((c) => c.id === post.category)?.name ?? post.category, ...post.data.tags],
    })),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: '<language>en</language>',
  });
};
