import { memo } from 'react';
import type { BlogCard } from '~/lib/blog/card';
import { formatPostDate } from '~/lib/blog/card';
import { fillIn } from '~/lib/text/placeholders';
import { blogPostPath } from '~/lib/navigation/paths';
import { localizedPath } from '~/lib/i18n/localizedPath';
import type { Lang } from '~/config/languages';
import { codesWhole } from '../shared/codesWhole';
import { inEnglish } from '~/lib/i18n/englishTexts';

interface Props {
  post: BlogCard;
  categoryName: string;
  /**
   * The first card on the screen: on a phone its cover is the largest thing there, so it loads at once,
   * and the build puts it inside the page (data-inline-image) where the card is static HTML.
   */
  first?: boolean;
  /** "{minutes} min read": the blog's words for a reading time. */
  readTime: string;
  /** The blog strings' locale, for the post's date. */
  locale: string;
  /** The page's language, which the post's address is in. */
  lang: Lang;
  /**
   * A card well below the first screen: its layout and paint wait until it nears the screen. 28rem
   * is a laid-out card's usual height (26-31rem from 320 to 1280 px). On the card itself, not its
   * list item: the containment clips what is inside the card (its overflow is hidden anyway), never
   * the card's own shadow, which shows its focus.
   */
  later?: boolean;
}

/** One post as a card: the whole card follows the title's link (to /blog/<id> in the page's language). */
function BlogPostTile({ post, categoryName, first = false, readTime, locale, lang, later = false }: Props) {
  return (
    <article
      className={`card relative flex w-full flex-col overflow-hidden p-0 transition-shadow duration-200 focus-within:shadow-lg hover:shadow-lg${later ? ' render-when-near-[28rem]' : ''}`}
    >
      {/* The cover is decoration, as on every post card: the title below says what the post is. */}
      <img
        src={post.image.src}
        width={post.image.width}
        height={post.image.height}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        data-inline-image={first ? '' : undefined}
        decoding="async"
        className="aspect-[40/21] w-full bg-brand-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="badge self-start">{categoryName}</p>
        <h3 className="mt-3 text-lg leading-snug">
          <a
            href={localizedPath(blogPostPath(post.id), lang)}
            className="after:absolute after:inset-0 hover:underline"
            {...inEnglish(post, 'title')}
          >
            {codesWhole(post.title)}
          </a>
        </h3>
        <p className="mt-2 line-clamp-3 text-slate-600" {...inEnglish(post, 'excerpt')}>
          {codesWhole(post.excerpt)}
        </p>
        <p className="mt-auto pt-4 text-sm text-slate-600">
          {post.author}
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
          <span aria-hidden="true"> · </span>
          {fillIn(readTime, { minutes: post.readTime })}
        </p>
      </div>
    </article>
  );
}

// Cards only re-render when their own post changes, not on every keystroke.
export default memo(BlogPostTile);
