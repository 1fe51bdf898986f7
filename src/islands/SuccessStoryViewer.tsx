import { useState } from 'react';
import { Award, ChevronLeft, ChevronRight, GraduationCap, MapPin, CalendarDays } from 'lucide-react';
import { ordinalLabel, wrapIndex } from '~/lib/carousel/position';
import Portrait, { type PortraitPhoto } from './shared/Portrait';

export interface SuccessStory {
  id: string;
  name: string;
  university: string;
  program: string;
  location: string;
  year: number;
  testimonial: string;
  achievement: string;
  photo: PortraitPhoto;
}

interface Props {
  stories: SuccessStory[];
  /** Accessible name of the viewer. */
  label: string;
}

const controlButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 shadow-sm transition-colors duration-200 hover:bg-brand-50';

/**
 * About page success stories: one story at a time, previous/next wrap around, counter
 * "n of 4 stories". Every story is in the server HTML, stacked in one grid cell (no height jumps).
 */
export default function SuccessStoryViewer({ stories, label }: Props) {
  const count = stories.length;
  const [index, setIndex] = useState(0);
  const go = (delta: number) => setIndex((current) => wrapIndex(current + delta, count));

  return (
    <section aria-roledescription="carousel" aria-label={label} className="mx-auto max-w-5xl">
      <div className="grid" data-noscript-stack>
        {stories.map((story, i) => (
          <div
            key={story.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${story.name}, ${ordinalLabel(i, count)}`}
            data-noscript-slide
            className={`transition-[opacity,visibility] duration-200 [grid-area:1/1] ${i === index ? 'visible opacity-100' : 'invisible opacity-0'}`}
          >
            <StoryCard story={story} />
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-4" data-noscript-hide>
        <button type="button" className={controlButton} aria-label="Previous story" onClick={() => go(-1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p aria-live="polite" className="min-w-32 text-center font-semibold text-slate-700">
          {ordinalLabel(index, count)} stories
        </p>
        <button type="button" className={controlButton} aria-label="Next story" onClick={() => go(1)}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}

function StoryCard({ story }: { story: SuccessStory }) {
  const { name, university, program, location, year, testimonial, achievement, photo } = story;
  return (
    <figure className="card grid h-full gap-6 p-6 sm:p-10 md:grid-cols-[auto_1fr] md:grid-rows-[auto_1fr] md:items-start">
      <Portrait photo={photo} name={name} className="size-28 rounded-2xl bg-brand-50 object-cover md:row-span-2 md:size-36" />
      <div>
        <p className="badge bg-accent-50 text-accent-800">
          <Award aria-hidden="true" className="size-4" />
          {achievement}
        </p>
        <blockquote className="mt-4 text-lg leading-relaxed text-slate-700">
          <p>“{testimonial}”</p>
        </blockquote>
      </div>
      {/* The caption is the figure's own last child, beside the portrait from md up. */}
      <figcaption className="md:col-start-2">
        <span className="block text-xl font-bold text-brand-900">{name}</span>
        <dl className="mt-3 grid gap-2 text-slate-600 sm:grid-cols-2">
          <div>
            <dt className="sr-only">Program and university</dt>
            <dd className="flex items-start gap-2">
              <GraduationCap aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                {program}, {university}
              </span>
            </dd>
          </div>
          <div>
            <dt className="sr-only">Location</dt>
            <dd className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>{location}</span>
            </dd>
          </div>
          <div>
            <dt className="sr-only">Year</dt>
            <dd className="flex items-start gap-2">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>{year}</span>
            </dd>
          </div>
        </dl>
      </figcaption>
    </figure>
  );
}
