import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { blogCategorySchema, blogPostSchema } from '~/lib/schemas/blog';

/** The four blog categories (spec §3 Blog category: id, name, icon), one JSON file. */
export const blogCategories = defineCollection({
  loader: file('./src/content/blog-categories/categories.json'),
  schema: blogCategorySchema,
});

/**
 * Blog posts: one Markdown file per post in src/content/blog; the file name is the post's id and URL
 * (/blog/<id>). Reading time is computed from the body (src/lib/readTime.ts), never typed.
 */
export const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/blog' }),
  schema: ({ image }) => blogPostSchema({ image: image(), category: reference('blogCategories') }),
});
