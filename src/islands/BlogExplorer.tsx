import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import type { BlogCategoryInfo } from '~/lib/blog/card';
import { newestFirst } from '~/lib/blog/posts';
import { blogQueryString, createPostSearch, readBlogQuery, type BlogCategoryFilter, type BlogQuery } from '~/lib/blog/search';
import CategoryTabs, { tabId, type TabOption } from './blog/CategoryTabs';
import PostResults from './blog/PostResults';
import { usePostIndex } from './blog/usePostIndex';
import { useUrlState } from './shared/useUrlState';
import { fillIn, plural } from '~/lib/text/placeholders';
import type { Strings } from '~/queries/strings';
import type { Lang } from '~/config/languages';

/** The blog's words the explorer uses (the rest are the static first screen's and the pages'). */
export const explorerKeys = [
  'locale',
  'search.label',
  'search.placeholder',
  'tabs.label',
  'tabs.all',
  'status.browsing.one',
  'status.browsing.other',
  'status.failed',
  'status.loading',
  'status.none',
  'status.found.one',
  'status.found.other',
  'status.matching',
  'status.inCategory',
  'failed.title',
  'failed.text',
  'failed.retry',
  'empty.title',
  'empty.text',
  'empty.clear',
  'results',
  'showMore',
  'readTime',
] as const satisfies readonly (keyof Strings<'blog'>)[];
export type ExplorerWords = Pick<Strings<'blog'>, (typeof explorerKeys)[number]>;

interface Props {
  categories: BlogCategoryInfo[];
  /** How many posts there are in all (the first screen shows only a few of them). */
  total: number;
  /** Every post's card (src/pages/blogs/[searchData].json.ts), fetched on first use. */
  searchDataUrl: string;
  /** The first screen, 'All' with no search (Featured Resources and the category panels), as static HTML. */
  children?: ReactNode;
  s: ExplorerWords;
  /** The page's language, which the posts' addresses are in. */
  lang: Lang;
}

const panelId = 'blog-explorer-panel';
const initialQuery: BlogQuery = { q: '', category: 'all' };

/**
 * The Resources & Blog explorer: search over title, excerpt and tags, combined with the
 * category tabs. The state lives in the URL (?q=&category=) so a view can be shared and Back works.
 * The page renders the default view; the posts to search are fetched when the visitor first
 * reaches for the search box or the tabs, so /blogs weighs the same with 8 posts or 1,000.
 */
export default function BlogExplorer({ categories, total, searchDataUrl, children, s, lang }: Props) {
  const [query, navigate] = useUrlState<BlogQuery>(initialQuery, readBlogQuery, blogQueryString);
  // Rendering hundreds of cards must not delay the keystroke itself.
  const shown = useDeferredValue(query);
  const [index, loadIndex] = usePostIndex(searchDataUrl);

  const onSearch = (q: string) => navigate({ ...query, q }, 'typing');
  const onSelectCategory = (category: BlogCategoryFilter) => {
    if (category !== query.category) navigate({ ...query, category }, 'step');
  };
  const clear = () => navigate(initialQuery, 'step');

  const nameOf = useMemo(() => new Map(categories.map((c) => [c.id, c.name])), [categories]);
  const browsing = shown.category === 'all' && !shown.q.trim();
  // A shared link with a search in it needs the posts at once.
  useEffect(() => {
    if (!browsing) loadIndex();
  }, [browsing, loadIndex]);
  const search = useMemo(() => (index.status === 'ready' ? createPostSearch(newestFirst(index.posts)) : undefined), [index]);
  const matches = useMemo(() => (browsing || !search ? [] : search(shown.q, shown.category)), [browsing, search, shown]);

  const tabs: TabOption[] = [{ id: 'all', name: s['tabs.all'] }, ...categories.map(({ id, name }) => ({ id, name }))];
  const categoryName = shown.category === 'all' ? '' : nameOf.get(shown.category);
  const found = () =>
    [
      matches.length === 0 ? s['status.none'] : plural(s, 'status.found', matches.length, s.locale),
      shown.q.trim() ? fillIn(s['status.matching'], { query: shown.q.trim() }) : '',
      categoryName ? fillIn(s['status.inCategory'], { category: categoryName }) : '',
    ]
      .filter(Boolean)
      .join(' ');
  const status = browsing
    ? plural(s, 'status.browsing', total, s.locale, { categories: categories.length })
    : index.status === 'failed'
      ? s['status.failed']
      : !search
        ? s['status.loading']
        : found();

  return (
    <div>
      <div data-blog-controls className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between" onFocus={loadIndex}>
        {/* Results follow every keystroke, so the search is a landmark, not a form to submit. */}
        <div role="search" className="w-full lg:max-w-md">
          <label htmlFor="blog-search" className="field-label">
            {s['search.label']}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="blog-search"
              type="search"
              name="q"
              value={query.q}
              onChange={(event) => onSearch(event.target.value)}
              placeholder={s['search.placeholder']}
              autoComplete="off"
              maxLength={200}
              className="field-input pl-10"
            />
          </div>
        </div>
        <CategoryTabs options={tabs} selected={query.category} panelId={panelId} onSelect={onSelectCategory} label={s['tabs.label']} />
      </div>

      <p role="status" aria-live="polite" className="mt-6 text-sm font-medium text-slate-600">
        {status}
      </p>

      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(query.category)}
        aria-busy={!browsing && index.status === 'loading'}
        tabIndex={-1}
        className="mt-4 outline-none"
      >
        {/* The first screen stays in the page, hidden while a search or a category shows: the first
            keystroke then only adds results, and clearing the search shows it again without rebuilding it. */}
        <div hidden={!browsing}>{children}</div>
        {browsing ? null : index.status === 'failed' ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <h2 className="text-2xl">{s['failed.title']}</h2>
            <p className="mx-auto mt-2 max-w-md text-slate-600">{s['failed.text']}</p>
            <button type="button" onClick={loadIndex} className="btn-outline mt-6">
              {s['failed.retry']}
            </button>
          </div>
        ) : !search ? null : matches.length > 0 ? (
          <PostResults
            searchKey={`${shown.category}|${shown.q}`}
            posts={matches}
            heading={shown.q.trim() ? s.results : (categoryName ?? '')}
            nameOf={nameOf}
            s={s}
            lang={lang}
          />
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <h2 className="text-2xl">{s['empty.title']}</h2>
            <p className="mx-auto mt-2 max-w-md text-slate-600">{s['empty.text']}</p>
            <button type="button" onClick={clear} className="btn-outline mt-6">
              {s['empty.clear']}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
