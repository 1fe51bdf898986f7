/**
 * The admin's live preview of a blog post: its title band, cover and body with the classes the post's
 * page uses (src/pages/blog/[id].astro), drawn with the site's own stylesheet.
 */
import type { ReactNode } from 'react';
import { formatPostDate } from '~/lib/blog/card';
import { defaultLang, languages, type Lang } from '~/config/languages';
import { articleProseClass } from '~/lib/blog/prose';

/** The parts of Decap's preview props this template reads. */
interface PreviewProps {
  entry: { getIn: (path: string[]) => unknown };
  widgetFor: (name: string) => ReactNode;
  getAsset: (path: string) => { toString: () => string } | undefined;
  /** The post's language (a translation under blog/<lang>/): its date is written in it. */
  lang?: Lang;
}

export default function BlogPostPreview({ entry, widgetFor, getAsset, lang = defaultLang }: PreviewProps) {
  const field = (...path: string[]) => entry.getIn(['data', ...path]) as string | undefined;
  const image = field('image');
  const tags = (entry.getIn(['data', 'tags']) as { toJS?: () => string[] } | undefined)?.toJS?.() ?? [];
  const date = field('date');
  return (
    <div lang={lang}>
      <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 px-6 pt-12 pb-14 text-white">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-3xl text-white sm:text-4xl">{field('title')}</h1>
          <p className="mt-4 text-lg text-slate-200">{field('excerpt')}</p>
          <p className="mt-6 text-slate-200">
            {[field('author', 'name'), field('author', 'role'), date ? formatPostDate(date, languages[lang].locale) : undefined]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {tags.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tags">
              {tags.map((tag) => (
                <li key={tag} className="rounded-full border border-white/25 px-3 py-1 text-sm text-slate-100">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-6">
        {image && (
          <img
            src={getAsset(image)?.toString()}
            alt={field('imageAlt') ?? ''}
            className="-mt-8 aspect-[40/21] w-full rounded-2xl object-cover shadow-xl"
          />
        )}
        <article className={`${articleProseClass} mt-10 pb-16`}>{widgetFor('body')}</article>
      </div>
    </div>
  );
}
