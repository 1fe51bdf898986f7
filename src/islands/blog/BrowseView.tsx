import type { BlogCard, BlogCategoryInfo } from '~/lib/blog/card';
import BlogPostTile from './BlogPostTile';
import { categoryIcons } from './categoryIcons';
import { blogCategoryPath } from '~/lib/navigation/paths';
import { localizedPath } from '~/lib/i18n/localizedPath';
import type { Lang } from '~/config/languages';
import { fillIn } from '~/lib/text/placeholders';
import type { Strings } from '~/queries/strings';
import { inEnglish } from '~/lib/i18n/englishTexts';
import EnglishText from '../shared/EnglishText';

interface Props {
  featured: BlogCard[];
  panels: { category: BlogCategoryInfo; posts: BlogCard[] }[];
  s: Strings<'blog'>;
  /** The page's language, which its links are in. */
  lang: Lang;
}

/**
 * 'All' with no search: Featured Resources, then each category's newest three (laid out as they near
 * the screen). The page renders it once as static HTML inside the explorer (it is never hydrated), so
 * its posts are not repeated in the island's props and the page stays the same size however many
 * posts there are.
 */
export default function BrowseView({ featured, panels, s, lang }: Props) {
  return (
    <div className="space-y-16">
      {featured.length > 0 && (
        <section aria-labelledby="featured-resources">
          <h2 id="featured-resources" className="section-title">
            {s.featured}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featured.map((post, i) => (
              <li key={post.id} className="flex">
                <BlogPostTile
                  post={post}
                  categoryName={panels.find((p) => p.category.id === post.category)?.category.name ?? post.category}
                  first={i === 0}
                  readTime={s.readTime}
                  locale={s.locale}
                  lang={lang}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {panels.map(({ category, posts }) => {
        const Icon = categoryIcons[category.icon];
        if (posts.length === 0) return null;
        return (
          <section key={category.id} aria-labelledby={`category-${category.id}`}>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <h2 id={`category-${category.id}`} className="flex items-center gap-3 text-2xl sm:text-3xl">
                  <span className="grid size-10 place-items-center rounded-xl bg-accent-50 text-accent-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <EnglishText of={category} field="name">
                    {category.name}
                  </EnglishText>
                </h2>
                <p className="mt-2 max-w-2xl text-slate-600" {...inEnglish(category, 'description')}>
                  {category.description}
                </p>
              </div>
              <a href={localizedPath(blogCategoryPath(category.id), lang)} className="link">
                {fillIn(s.viewAll, { category: category.name })}
              </a>
            </div>
            {/* One column that may shrink (grid-cols-1): a card not yet laid out counts its last width as its
                content's, which would hold an auto column wide after the screen narrows. */}
            <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <li key={post.id} className="flex">
                  <BlogPostTile post={post} categoryName={category.name} readTime={s.readTime} locale={s.locale} lang={lang} later />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
