import { useState } from 'react';
import type { BlogCard } from '~/lib/blog/card';
import BlogPostTile from './BlogPostTile';
import { useFocusRevealed } from '../shared/useFocusRevealed';
import { fillIn } from '~/lib/text/placeholders';
import type { ExplorerWords } from '../BlogExplorer';
import type { Lang } from '~/config/languages';

interface Props {
  posts: BlogCard[];
  heading: string;
  nameOf: Map<string, string>;
  /** Changes with the search and the category: a new search starts again at one page. */
  searchKey: string;
  s: ExplorerWords;
  /** The page's language, which the posts' addresses are in. */
  lang: Lang;
}

/** Results are revealed in pages so that a broad search over hundreds of posts stays instant. */
const pageSize = 24;

/** A search's or a category's posts as one list of cards, 24 at a time. */
export default function PostResults({ posts, heading, nameOf, searchKey, s, lang }: Props) {
  // Counted per search rather than by remounting the list, so cards that stay between keystrokes are kept.
  const [revealed, setRevealed] = useState({ key: searchKey, count: pageSize });
  const visibleCount = revealed.key === searchKey ? revealed.count : pageSize;
  const { list, revealFrom } = useFocusRevealed<HTMLUListElement>(Math.min(visibleCount, posts.length));
  return (
    <section aria-labelledby="blog-results-heading">
      <h2 id="blog-results-heading" className="sr-only">
        {heading}
      </h2>
      <ul ref={list} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.slice(0, visibleCount).map((post) => (
          <li key={post.id} className="flex">
            <BlogPostTile
              post={post}
              categoryName={nameOf.get(post.category) ?? post.category}
              readTime={s.readTime}
              locale={s.locale}
              lang={lang}
            />
          </li>
        ))}
      </ul>
      {posts.length > visibleCount && (
        <div className="mt-10 text-center">
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              revealFrom(visibleCount);
              setRevealed({ key: searchKey, count: visibleCount + pageSize });
            }}
          >
            {fillIn(s.showMore, { count: Math.min(pageSize, posts.length - visibleCount), remaining: posts.length - visibleCount })}
          </button>
        </div>
      )}
    </section>
  );
}
