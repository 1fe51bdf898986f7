import { calendarDate } from '~/lib/text/localeFormats';
import type { BlogCategoryIcon, BlogCategoryId } from './categories';
import type { MaybeEnglish } from '../i18n/overlay';

/**
 * What the blog explorer island receives for each post: only the fields its search and cards need
 * (never the body), as plain serialisable values.
 */
/** A post's card; a post not translated into the page's language names its title and excerpt as English. */
export interface BlogCard extends MaybeEnglish {
  id: string;
  title: string;
  excerpt: string;
  category: BlogCategoryId;
  tags: string[];
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** The cover, resized for a card (shown as decoration: the card's title says what the post is). */
  image: { src: string; width: number; height: number };
  readTime: number;
  featured: boolean;
  author: string;
}

export interface BlogCategoryInfo extends MaybeEnglish {
  id: BlogCategoryId;
  name: string;
  icon: BlogCategoryIcon;
  description: string;
}

/** "14 September 2026" ("14 सितंबर 2026" with 'hi-IN'): the one way dates are written on the blog, in the page's locale. */
export function formatPostDate(date: Date | string, locale: string): string {
  return calendarDate(date, locale);
}
