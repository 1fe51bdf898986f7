import { useState } from 'react';
import type { BlogCard } from '~/lib/blog/card';
import BlogPostTile from './BlogPostTile';

interface Props {
  posts: BlogCard[];
  heading: string;
  nameOf: Map<string, string>;
}

/** Results are revealed in pages so that a broad search over hundreds of posts stays instant. */
const pageSize = 24;

/** A search's or a category's posts as one list of cards, 24 at a time. */
export default function PostResults({ posts, heading, nameOf }: Props) {
  // The explorer gives each search its own key, so a new search starts again at one page.
  const [visibleCount, setVisibleCount] = useState(pageSize);
  return (
    <section aria-labelledby="blog-results-heading">
      <h2 id="blog-results-heading" className="sr-only">
        {heading}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.slice(0, visibleCount).map((post) => (
          <li key={post.id} className="flex">
            <BlogPostTile post={post} categoryName={nameOf.get(post.category) ?? post.category} />
          </li>
        ))}
      </ul>
      {posts.length > visibleCount && (
        <div className="mt-10 text-center">
          <button type="button" className="btn-outline" onClick={() => setVisibleCount(visibleCount + pageSize)}>
            Show {Math.min(pageSize, posts.length - visibleCount)} more of {posts.length - visibleCount} remaining
          </button>
        </div>
      )}
    </section>
  );
}
