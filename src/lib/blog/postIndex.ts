/**
 * The blog explorer's search data: every post's card, written once at build into a separate, cacheable
 * JSON file that the explorer fetches the first time a visitor searches or picks a tab, so the /blogs
 * page itself never grows with the number of posts. Rows are arrays (no repeated keys) and the few
 * cover images and authors are listed once and referred to by position, to keep the file small.
 */
import type { BlogCard } from './card';
import { blogCategoryIds } from './categories';

/** Bumped when the row layout changes, so a stale cached file is never misread. */
const postIndexVersion = 1;

type ImageEntry = [src: string, width: number, height: number];
type PostRow = [
  id: string,
  title: string,
  excerpt: string,
  category: number,
  tags: string[],
  date: string,
  image: number,
  readTime: number,
  featured: 0 | 1,
  author: number,
];

interface PostIndexFile {
  version: typeof postIndexVersion;
  images: ImageEntry[];
  authors: string[];
  posts: PostRow[];
}

/** A table that hands out one position per distinct value. */
function table<T>(keyOf: (value: T) => string) {
  const positions = new Map<string, number>();
  const values: T[] = [];
  return {
    values,
    at(value: T) {
      const key = keyOf(value);
      let position = positions.get(key);
      if (position === undefined) {
        position = values.push(value) - 1;
        positions.set(key, position);
      }
      return position;
    },
  };
}

export function encodePostIndex(cards: readonly BlogCard[]): PostIndexFile {
  const images = table<ImageEntry>((image) => image.join(' '));
  const authors = table<string>((name) => name);
  const posts = cards.map((card): PostRow => [
    card.id,
    card.title,
    card.excerpt,
    blogCategoryIds.indexOf(card.category),
    card.tags,
    card.date,
    images.at([card.image.src, card.image.width, card.image.height]),
    card.readTime,
    card.featured ? 1 : 0,
    authors.at(card.author),
  ]);
  return { version: postIndexVersion, images: images.values, authors: authors.values, posts };
}

/** The cards back from a fetched file; throws on a file of another version or shape. */
export function decodePostIndex(file: unknown): BlogCard[] {
  const data = file as Partial<PostIndexFile> | null;
  if (!data || data.version !== postIndexVersion || !Array.isArray(data.posts) || !data.images || !data.authors) {
    throw new Error('Unrecognised blog search data');
  }
  const { images, authors } = data;
  return data.posts.map(([id, title, excerpt, category, tags, date, image, readTime, featured, author]) => {
    const [src, width, height] = images[image] ?? [];
    const categoryId = blogCategoryIds[category];
    const authorName = authors[author];
    if (src === undefined || width === undefined || height === undefined || !categoryId || authorName === undefined) {
      throw new Error(`Blog search data: post ${id} refers to a missing entry`);
    }
    return {
      id,
      title,
      excerpt,
      category: categoryId,
      tags,
      date,
      image: { src, width, height },
      readTime,
      featured: featured === 1,
      author: authorName,
    };
  });
}
