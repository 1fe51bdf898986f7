/**
 * The blog's closed sets, with no dependencies so the browser island can import them without zod.
 * The category schema (src/schemas/blogCategory.ts) builds its enums from these.
 */

/** The blog's categories, in the order the tabs show them. */
export const blogCategoryIds = ['study-guides', 'tips', 'updates', 'student-life'] as const;
export type BlogCategoryId = (typeof blogCategoryIds)[number];

/** Icons an editor may give a category: a closed set, so every one is drawn on the page. */
export const blogCategoryIcons = ['book-open', 'lightbulb', 'newspaper', 'users', 'graduation-cap', 'megaphone'] as const;
export type BlogCategoryIcon = (typeof blogCategoryIcons)[number];
