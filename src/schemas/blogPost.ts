/**
 * A blog post's front matter, as plain zod so unit tests can feed fixtures through exactly the rules
 * the build uses. src/content.config.ts passes in Astro's `image()`, `reference('blogCategories')` and
 * `reference('team')` for the fields that need Astro; everything else is defined once, here.
 */
import { z } from 'astro/zod';

const tagLength = z.string().trim().min(2).max(30);

/** An English post's tag: lower-case words, as search and the feed read them. */
const englishTag = tagLength.regex(/^[a-z0-9][a-z0-9 +&-]*$/, 'a tag is lower-case words, e.g. "visa" or "study permit"');

/**
 * A translated post's tag, in its own language's words and script, with the exam and visa codes kept
 * in Latin as the language writes them ("F-1 वीज़ा", "IELTS"): any words but no comma (the keywords
 * list), "#" (the page writes one before each tag) or markup. No Unicode classes: the admin tests the
 * pattern without the regex's flags.
 */
const translatedTag = tagLength.regex(/^[^\s,#<>"][^,#<>"]*$/, 'a tag is words, e.g. "वीज़ा" or "F-1 वीज़ा", with no comma or #');

/**
 * A post's front matter, English or translated (`translated`: its tags are in the translation's
 * words). `image`, `category` and `author` are supplied by the caller: Astro's image() and references
 * in the build, plain stand-ins in tests.
 */
export function blogPostSchema<Image extends z.ZodType, Category extends z.ZodType, Author extends z.ZodType>(
  fields: {
    image: Image;
    category: Category;
    author: Author;
  },
  { translated = false } = {},
) {
  const tag = translated ? translatedTag : englishTag;
  return z
    .strictObject({
      title: z.string().trim().min(10).max(90).describe('Headline: the page title and the card title'),
      excerpt: z
        .string()
        .trim()
        .min(50)
        .max(160)
        .describe('One or two sentences (50-160 characters) for cards, search and the meta description'),
      category: fields.category.describe('One of: study-guides, tips, updates, student-life'),
      image: fields.image.describe('Cover image, 1200x630, path relative to the post file'),
      imageAlt: z.string().trim().min(10).max(160).describe('What the cover image shows, for screen readers'),
      author: fields.author.describe('A member of the team, by id (src/content/team/team.json), e.g. priya-raman'),
      date: z.coerce.date().describe('Publication date, YYYY-MM-DD'),
      updated: z.coerce.date().optional().describe('Date of the last meaningful edit, YYYY-MM-DD'),
      tags: z.array(tag).min(1).max(8).describe('Search matches these as well as the title and excerpt'),
      featured: z.boolean().describe('true shows the post under Featured Resources'),
    })
    .refine((post) => !post.updated || post.updated >= post.date, {
      message: 'updated must be on or after date',
      path: ['updated'],
    });
}
