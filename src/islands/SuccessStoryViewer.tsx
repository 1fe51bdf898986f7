import { useState } from 'react';
import { Award, ChevronLeft, ChevronRight, GraduationCap, MapPin, CalendarDays } from 'lucide-react';
import { slidePosition, wrapIndex } from '~/lib/carousel/position';
import { fillIn } from '~/lib/text/placeholders';
import type { Strings } from '~/queries/strings';
import Portrait, { type PortraitPhoto } from './shared/Portrait';
import { codesWhole } from './shared/codesWhole';
import { inEnglish } from '~/lib/i18n/englishTexts';
import type { MaybeEnglish } from '~/lib/i18n/overlay';

export interface SuccessStory extends MaybeEnglish {
  id: string;
  name: string;
  university: string;
  programme: string;
  location: string;
  year: number;
  quote: string;
  achievement: string;
  photo: PortraitPhoto;
}

/** The stories' words the viewer shows (src/content/strings/<lang>/stories.json). */
export const viewerKeys = [
  'roleCarousel',
  'roleSlide',
  'portrait',
  'role',
  'viewer.label',
  'viewer.slide',
  'viewer.counter',
  'viewer.previous',
  'viewer.next',
  'viewer.programme',
  'viewer.location',
  'viewer.year',
] as const satisfies readonly (keyof Strings<'stories'>)[];
type ViewerWords = Pick<Strings<'stories'>, (typeof viewerKeys)[number]>;

interface Props {
  stories: SuccessStory[];
  s: ViewerWords;
}

const controlButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 shadow-sm transition-colors duration-200 hover:bg-brand-50';

/**
 * About page success stories: one story at a time, previous/next wrap around, counter
 * "n of N stories". Every story is in the server HTML, stacked in one grid cell (no height jumps).
 */
export default function SuccessStoryViewer({ stories, s }: Props) {
  const count = stories.length;
  const [index, setIndex] = useState(0);
  const go = (delta: number) => setIndex((current) => wrapIndex(current + delta, count));

  return (
    <section aria-roledescription={s.roleCarousel} aria-label={s['viewer.label']} className="mx-auto max-w-5xl">
      <div className="grid" data-noscript-stack>
        {stories.map((story, i) => (
          <div
            key={story.id}
            role="group"
            aria-roledescription={s.roleSlide}
            aria-label={fillIn(s['viewer.slide'], { name: story.name, position: slidePosition(i, count), count })}
            data-noscript-slide
            className={`transition-[opacity,visibility] duration-200 [grid-area:1/1] ${i === index ? 'visible opacity-100' : 'invisible opacity-0'}`}
          >
            <StoryCard story={story} s={s} />
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-4" data-noscript-hide>
        <button type="button" className={controlButton} aria-label={s['viewer.previous']} onClick={() => go(-1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p aria-live="polite" className="min-w-32 text-center font-semibold text-slate-700">
          {fillIn(s['viewer.counter'], { position: slidePosition(index, count), count })}
        </p>
        <button type="button" className={controlButton} aria-label={s['viewer.next']} onClick={() => go(1)}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}

function StoryCard({ story, s }: { story: SuccessStory; s: ViewerWords }) {
  const { name, university, programme, location, year, quote, achievement, photo } = story;
  const details = [
    {
      term: s['viewer.programme'],
      Icon: GraduationCap,
      text: fillIn(s.role, { programme, university }),
      english: inEnglish(story, 'programme'),
    },
    { term: s['viewer.location'], Icon: MapPin, text: location, english: inEnglish(story, 'location') },
    { term: s['viewer.year'], Icon: CalendarDays, text: String(year), english: {} },
  ];
  return (
    <figure className="card grid h-full gap-6 p-6 sm:p-10 md:grid-cols-[auto_1fr] md:grid-rows-[auto_1fr] md:items-start">
      <Portrait
        photo={photo}
        alt={fillIn(s.portrait, { name })}
        className="size-28 rounded-2xl bg-brand-50 object-cover md:row-span-2 md:size-36"
      />
      <div>
        <p className="badge bg-accent-50 text-accent-800" {...inEnglish(story, 'achievement')}>
          <Award aria-hidden="true" className="size-4" />
          {codesWhole(achievement)}
        </p>
        <blockquote className="mt-4 text-lg leading-relaxed text-slate-700">
          <p {...inEnglish(story, 'quote')}>“{codesWhole(quote)}”</p>
        </blockquote>
      </div>
      {/* The caption is the figure's own last child, beside the portrait from md up. */}
      <figcaption className="md:col-start-2">
        <span className="block text-xl font-bold text-brand-900">{name}</span>
        <dl className="mt-3 grid gap-2 text-slate-600 sm:grid-cols-2">
          {details.map(({ term, Icon, text, english }) => (
            <div key={term}>
              <dt className="sr-only">{term}</dt>
              <dd className="flex items-start gap-2">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span {...english}>{text}</span>
              </dd>
            </div>
          ))}
        </dl>
      </figcaption>
    </figure>
  );
}
