/**
 * Bad content must fail with a message naming the field. These fixtures go through the very schemas
 * the build uses (src/schemas/blogPost.ts); only Astro's image() and reference() are stood in for.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blogCategoryIds } from '~/lib/blog/categories';
import { blogCategorySchema } from '~/schemas/blogCategory';
import { blogPostSchema } from '~/schemas/blogPost';
import { contentFiles } from '../support/content';

const postSchema = blogPostSchema({ image: z.string().min(1), category: z.enum(blogCategoryIds), author: z.string().regex(/^[a-z-]+$/) });

const validPost = {
  title: 'How to Write a Statement of Purpose',
  excerpt: 'A clear, honest statement of purpose can lift an average profile. Here is a structure that works.',
  category: 'study-guides',
  image: '../../assets/blog/statement-of-purpose.webp',
  imageAlt: 'An open notebook with a pen',
  author: 'priya-raman',
  date: '2026-09-14',
  tags: ['applications'],
  featured: false,
};

/** The message an editor sees: zod's own pretty error, which names the path of each failing field. */
function errorFor(schema: z.ZodType, data: unknown): string {
  const result = schema.safeParse(data);
  expect(result.success).toBe(false);
  return result.success ? '' : z.prettifyError(result.error);
}

describe('blog post front matter', () => {
  it('accepts a complete post and turns the date into a Date', () => {
    const parsed = postSchema.parse(validPost);
    expect(parsed.date).toBeInstanceOf(Date);
    expect(parsed.date.toISOString().slice(0, 10)).toBe('2026-09-14');
  });

  it('rejects an unknown key, naming it', () => {
    const message = errorFor(postSchema, { ...validPost, readTime: '5 min read' });
    expect(message).toMatch(/Unrecognized key/);
    expect(message).toContain('readTime');
  });

  it('rejects an author written out instead of named by id', () => {
    const inline = { name: 'Priya Raman', role: 'Senior Admissions Counsellor', portrait: '../../assets/people/priya-raman.webp' };
    expect(errorFor(postSchema, { ...validPost, author: inline })).toContain('at author');
  });

  for (const field of ['title', 'excerpt', 'category', 'image', 'imageAlt', 'author', 'date', 'tags', 'featured'] as const) {
    it(`rejects a post without ${field}, naming the field`, () => {
      const { [field]: _removed, ...rest } = validPost;
      expect(errorFor(postSchema, rest)).toContain(`at ${field}`);
    });
  }

  it('rejects a category outside the four, naming the field and the allowed values', () => {
    const message = errorFor(postSchema, { ...validPost, category: 'news' });
    expect(message).toContain('at category');
    for (const id of blogCategoryIds) expect(message).toContain(id);
  });

  it('rejects a date that is not a date, naming the field', () => {
    expect(errorFor(postSchema, { ...validPost, date: '14/09/2026 or so' })).toContain('at date');
    expect(errorFor(postSchema, { ...validPost, date: '2026-02-30x' })).toContain('at date');
    expect(errorFor(postSchema, { ...validPost, updated: 'yesterday' })).toContain('at updated');
  });

  it('rejects an update dated before the post', () => {
    expect(errorFor(postSchema, { ...validPost, updated: '2026-01-01' })).toContain('at updated');
  });

  it('rejects empty or badly written tags, and a featured flag that is not a boolean', () => {
    expect(errorFor(postSchema, { ...validPost, tags: [] })).toContain('at tags');
    expect(errorFor(postSchema, { ...validPost, tags: ['Visa Tips!'] })).toContain('at tags[0]');
    expect(errorFor(postSchema, { ...validPost, featured: 'yes' })).toContain('at featured');
  });

  it("takes a translation's tags in its own words and script, codes in Latin, but never an English post's", () => {
    const translated = blogPostSchema(
      { image: z.string().min(1), category: z.enum(blogCategoryIds), author: z.string().regex(/^[a-z-]+$/) },
      { translated: true },
    );
    const hindiTags = ['F-1 वीज़ा', 'IELTS', 'छात्र जीवन'];
    expect(translated.parse({ ...validPost, tags: hindiTags }).tags).toEqual(hindiTags);
    expect(errorFor(postSchema, { ...validPost, tags: hindiTags })).toContain('at tags[0]');
    // A comma would split it in the keywords, and the page writes its own "#" before it.
    expect(errorFor(translated, { ...validPost, tags: ['वीज़ा, इंटरव्यू'] })).toContain('at tags[0]');
    expect(errorFor(translated, { ...validPost, tags: ['#वीज़ा'] })).toContain('at tags[0]');
  });
});

describe('blog categories', () => {
  const valid = { id: 'tips', name: 'Tips & Advice', icon: 'lightbulb', description: 'Short, practical advice for students.' };

  it('accepts a valid category', () => {
    expect(blogCategorySchema.parse(valid)).toEqual(valid);
  });

  it('rejects a bad id, a bad icon, a missing name and an unknown key, naming each', () => {
    expect(errorFor(blogCategorySchema, { ...valid, id: 'recipes' })).toContain('at id');
    expect(errorFor(blogCategorySchema, { ...valid, icon: 'pizza' })).toContain('at icon');
    const { name: _name, ...noName } = valid;
    expect(errorFor(blogCategorySchema, noName)).toContain('at name');
    expect(errorFor(blogCategorySchema, { ...valid, colour: 'red' })).toContain('colour');
  });
});

describe('the blog content', () => {
  it('names each post file as its address: lower-case words joined by hyphens', () => {
    for (const { file } of contentFiles('blog', '.md')) expect(file).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.md$/);
  });
});
