import rss from '@astrojs/rss';
import { brand } from '~/config/site';
import type { Lang } from '~/config/languages';
import { escapeXml } from '~/lib/seo/ogCard';
import { blogPostPath } from '~/lib/navigation/paths';
import { localizedPath } from '~/lib/i18n/localizedPath';
import { fillIn } from '~/lib/text/placeholders';
import { loadBlogCategories, loadBlogPosts } from './blog';
import { strings } from './strings';

/**
 * The blog's RSS feed in a language (/rss.xml, /hi/rss.xml): every post, in that language where it is
 * translated, linking to the post's page and the home page in that language. New posts join it with no code change.
 */
export async function blogFeed(site: URL, lang: Lang) {
  const [posts, categories, layout, blog] = await Promise.all([
    loadBlogPosts(lang),
    loadBlogCategories(lang),
    strings('layout', lang),
    strings('blog', lang),
  ]);
  return rss({
    title: fillIn(layout.rssTitle, { brand: brand.name }),
    description: blog.feedDescription,
    // The channel's link is the feed's language's home page; the items' paths are absolute.
    site: new URL(localizedPath('/', lang), site),
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      link: localizedPath(blogPostPath(post.id), lang),
      pubDate: post.data.date,
      customData: `<dc:creator>${escapeXml(post.author.name)}</dc:creator>`,
      categories: [categories.find((c) => c.id === post.category)?.name ?? post.category, ...post.data.tags],
    })),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: `<language>${lang}</language>`,
  });
}
