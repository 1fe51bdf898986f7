import { z } from 'astro/zod';
import { blogCategoryIcons, blogCategoryIds } from '~/lib/blog/categories';

/** One entry of src/content/blog-categories/categories.json. */
export const blogCategorySchema = z.strictObject({
  id: z.enum(blogCategoryIds).describe('The category key used in URLs: /blog/category/<id>'),
  name: z.string().min(3).max(30).describe('Readable name shown on tabs and panels'),
  icon: z.enum(blogCategoryIcons).describe('Icon name from the icon set (lucide)'),
  description: z.string().min(20).max(160).describe('One sentence under the panel heading'),
  pageTitle: z.string().min(3).max(40).optional().describe("The heading of the category's own page; leave out to use the name"),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;
