import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import type { BlogCard, BlogCategoryInfo } from '~/lib/blog/card';
import { blogCategoryPath } from '~/lib/blog/card';
import { featuredPosts, newestFirst, newestInCategory } from '~/lib/blog/posts';
import { blogQueryString, createPostSearch, readBlogQuery, type BlogCategoryFilter, type BlogQuery } from '~/lib/blog/search';
import BlogPostTile from './blog/BlogPostTile';
import { categoryIcons } from './blog/categoryIcons';
import CategoryTabs, { tabId, type TabOption } from './blog/CategoryTabs';
import { useUrlState } from './shared/useUrlState';

interface Props {
  posts: BlogCard[];
  categories: BlogCategoryInfo[];
}

const panelId = 'blog-explorer-panel';
const initialQuery: BlogQuery = { q: '', category: 'all' };
/** Results are revealed in pages so that a broad search over hundreds of posts stays instant. */
const pageSize = 24;
const plural = (n: number) => `${n} ${n === 1 ? 'article' : 'articles'}`;

/**
 * The Resources & Blog explorer: search over title, excerpt and tags, combined with the
 * category tabs. The state lives in the URL (?q=&category=) so a view can be shared and Back works.
 * The server renders the default view (Featured Resources and the four category panels).
 */
export default function BlogExplorer({ posts, categories }: Props) {
  const [query, navigate] = useUrlState<BlogQuery>(initialQuery, readBlogQuery, blogQueryString);
  // Rendering hundreds of cards must not delay the keystroke itself.
  const shown = useDeferredValue(query);

  const onSearch = (q: string) => navigate({ ...query, q }, 'typing');
  const onSelectCategory = (category: BlogCategoryFilter) => {
    if (category !== query.category) navigate({ ...query, category }, 'step');
  };
  const clear = () => navigate(initialQuery, 'step');

  const nameOf = useMemo(() => new Map(categories.map((c) => [c.id, c.name])), [categories]);
  const newest = useMemo(() => newestFirst(posts), [posts]);
  const browsing = shown.category === 'all' && !shown.q.trim();
  const search = useMemo(() => createPostSearch(newest), [newest]);
  const matches = useMemo(() => (browsing ? [] : search(shown.q, shown.category)), [browsing, search, shown]);
  // How many results are revealed, for the current search only: a new search starts again at one page.
  const resultsKey = `${shown.category}|${shown.q}`;
  const [revealed, setRevealed] = useState({ key: resultsKey, count: pageSize });
  const visibleCount = revealed.key === resultsKey ? revealed.count : pageSize;

  const tabs: TabOption[] = [{ id: 'all', name: 'All' }, ...categories.map(({ id, name }) => ({ id, name }))];
  const categoryName = shown.category === 'all' ? '' : nameOf.get(shown.category);
  const status = browsing
    ? `${plural(posts.length)} in ${categories.length} categories`
    : `${matches.length === 0 ? 'No articles' : plural(matches.length)}${shown.q.trim() ? ` matching “${shown.q.trim()}”` : ''}${
        categoryName ? ` in ${categoryName}` : ''
      }`;

  return (
    <div>
      <div data-blog-controls className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        {/* Results follow every keystroke, so the search is a landmark, not a form to submit. */}
        <div role="search" className="w-full lg:max-w-md">
          <label htmlFor="blog-search" className="field-label">
            Search articles
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-5 -translate-y-1/2 text-slate-500" />
            <input
              id="blog-search"
              type="search"
              name="q"
              value={query.q}
              onChange={(event) => onSearch(event.target.value)}
              placeholder="Title, topic or tag, e.g. visa"
              autoComplete="off"
              maxLength={200}
              className="field-input pl-10"
            />
          </div>
        </div>
        <CategoryTabs options={tabs} selected={query.category} panelId={panelId} onSelect={onSelectCategory} />
      </div>

      <p role="status" aria-live="polite" className="mt-6 text-sm font-medium text-slate-600">
        {status}
      </p>

      <div id={panelId} role="tabpanel" aria-labelledby={tabId(query.category)} tabIndex={-1} className="mt-4 outline-none">
        {browsing ? (
          <BrowseView posts={newest} categories={categories} nameOf={nameOf} />
        ) : matches.length > 0 ? (
          <section aria-labelledby="blog-results-heading">
            <h2 id="blog-results-heading" className="sr-only">
              {shown.q.trim() ? 'Search results' : categoryName}
            </h2>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {matches.slice(0, visibleCount).map((post) => (
                <li key={post.id} className="flex">
                  <BlogPostTile post={post} categoryName={nameOf.get(post.category) ?? post.category} />
                </li>
              ))}
            </ul>
            {matches.length > visibleCount && (
              <div className="mt-10 text-center">
                <button type="button" className="btn-outline" onClick={() => setRevealed({ key: resultsKey, count: visibleCount + pageSize })}>
                  Show {Math.min(pageSize, matches.length - visibleCount)} more of {matches.length - visibleCount} remaining
                </button>
              </div>
            )}
          </section>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <h2 className="text-2xl">No articles found</h2>
            <p className="mx-auto mt-2 max-w-md text-slate-600">Try a different search term or choose another category.</p>
            <button type="button" onClick={clear} className="btn-outline mt-6">
              Clear search and show all articles
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

interface BrowseProps {
  posts: BlogCard[];
  categories: BlogCategoryInfo[];
  nameOf: Map<string, string>;
}

/** 'All' with no search: Featured Resources, then each category's newest three. */
const BrowseView = memo(function BrowseView({ posts, categories, nameOf }: BrowseProps) {
  const featured = featuredPosts(posts, 3);
  return (
    <div className="space-y-16">
      {featured.length > 0 && (
        <section aria-labelledby="featured-resources">
          <h2 id="featured-resources" className="section-title">
            Featured Resources
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featured.map((post) => (
              <li key={post.id} className="flex">
                <BlogPostTile post={post} categoryName={nameOf.get(post.category) ?? post.category} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {categories.map((category) => {
        const Icon = categoryIcons[category.icon];
        const latest = newestInCategory(posts, category.id, 3);
        if (latest.length === 0) return null;
        return (
          <section key={category.id} aria-labelledby={`category-${category.id}`}>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <h2 id={`category-${category.id}`} className="flex items-center gap-3 text-2xl sm:text-3xl">
                  <span className="grid size-10 place-items-center rounded-xl bg-accent-50 text-accent-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {category.name}
                </h2>
                <p className="mt-2 max-w-2xl text-slate-600">{category.description}</p>
              </div>
              <a href={blogCategoryPath(category.id)} className="link">
                View all {category.name}
              </a>
            </div>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {latest.map((post) => (
                <li key={post.id} className="flex">
                  <BlogPostTile post={post} categoryName={category.name} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
});
