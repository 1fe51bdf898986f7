import { BookOpen, GraduationCap, Lightbulb, Megaphone, Newspaper, Users, type LucideIcon } from 'lucide-react';
import type { BlogCategoryIcon } from '~/lib/blog/categories';

/**
 * The drawing of each icon an editor may give a blog category, for the explorer's category headings
 * and a post's hero alike. The map covers the schema's closed icon set, so none is missing.
 */
export const categoryIcons: Record<BlogCategoryIcon, LucideIcon> = {
  'book-open': BookOpen,
  lightbulb: Lightbulb,
  newspaper: Newspaper,
  users: Users,
  'graduation-cap': GraduationCap,
  megaphone: Megaphone,
};
