/**
 * Loads the blog collections for the pages: posts newest first with their computed reading time and
 * their author from the team, the categories in tab order, and the slim card data the explorer island receives.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { getImage } from 'astro:assets';
import { blogCategoryIds, type BlogCategoryId } from '~/lib/blog/categories';
import { newestFirst } from '~/lib/blog/posts';
import { readTimeMinutes } from '~/lib/blog/readTime';
import type { BlogCard, BlogCategoryInfo } from '~/lib/blog/card';
import { teamLookup, type TeamMember } from './team';

/** A post entry plus its computed reading time, its author and the keys src/lib/blog/posts.ts sorts and groups by. */
export type BlogPost = CollectionEntry<'blog'> & {
  author: TeamMember;
  readTime: number;
  date: Date;
  category: BlogCategoryId;
  tags: string[];
  featured: boolean;
};

export async function loadBlogPosts(): Promise<BlogPost[]> {
  const [entries, team] = await Promise.all([getCollection('blog'), teamLookup()]);
  return newestFirst(
    entries.map((entry) => ({
      ...entry,
      author: team(entry.data.author.id, `Blog post src/content/blog/${entry.id}.md`),
      readTime: readTimeMinutes(entry.body ?? ''),
      date: entry.data.date,
      category: entry.data.category.id as BlogCategoryId,
      tags: entry.data.tags,
      featured: entry.data.featured,
    })),
  );
}

export async function loadBlogCategories(): Promise<BlogCategoryInfo[]> {
  const entries = await getCollection('blogCategories');
  return entries
    .map((entry) => entry.data)
    .sort((a, b) => blogCategoryIds.indexOf(a.id) - blogCategoryIds.indexOf(b.id));
}

/** The island's props for one post: card image resized once at build, no body. */
export async function toBlogCard(post: BlogPost): Promise<BlogCard> {
  const image = await getImage({ src: post.data.image, width: 640, format: 'webp' });
  return {
    id: post.id,
    title: post.data.title,
    excerpt: post.data.excerpt,
    category: post.category,
    tags: post.data.tags,
    date: post.data.date.toISOString().slice(0, 10),
    image: { src: image.src, width: Number(image.attributes.width), height: Number(image.attributes.height), alt: post.data.imageAlt },
    readTime: post.readTime,
    featured: post.data.featured,
    author: post.author.name,
  };
}
