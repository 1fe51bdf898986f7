import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { LazyMotion, m, type Transition, type Variants } from 'framer-motion';
import { ChevronLeft, ChevronRight, MapPin, Pause, Play } from 'lucide-react';
import { jump, slidePosition, step, type Direction, type Position } from '~/lib/carousel/position';
import { fillIn } from '~/lib/text/placeholders';
import type { Strings } from '~/queries/strings';
import { createAutoplay, testimonialTiming, type Autoplay } from '~/lib/carousel/autoplay';
import StarRating from './shared/StarRating';
import Portrait, { type PortraitPhoto } from './shared/Portrait';
import { inEnglish } from '~/lib/i18n/englishTexts';
import type { MaybeEnglish } from '~/lib/i18n/overlay';

export interface TestimonialSlide extends MaybeEnglish {
  id: string;
  name: string;
  role: string;
  quote: string;
  stars: number;
  country: string;
  photo: PortraitPhoto;
}

/** The stories' words the carousel shows (src/content/strings/<lang>/stories.json). */
export const carouselKeys = [
  'roleCarousel',
  'roleSlide',
  'portrait',
  'rated',
  'carousel.label',
  'carousel.slide',
  'carousel.previous',
  'carousel.next',
  'carousel.show',
  'carousel.pause',
  'carousel.play',
] as const satisfies readonly (keyof Strings<'stories'>)[];
type CarouselWords = Pick<Strings<'stories'>, (typeof carouselKeys)[number]>;

interface Props {
  testimonials: TestimonialSlide[];
  s: CarouselWords;
}

const loadFeatures = () => import('./carousel/motionFeatures').then((mod) => mod.default);

// The slide is a direction-aware spring slide (stiffness 300, damping 30) with a 0.2 s fade.
const slideTransition: Transition = {
  x: { type: 'spring', stiffness: 300, damping: 30 },
  opacity: { duration: 0.2 },
};
const controlButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 shadow-sm transition-colors duration-200 hover:bg-brand-50';

const instant: Transition = { duration: 0 };
const variants: Variants = {
  // The entering slide starts off-screen on the side it comes from.
  center: (direction: Direction) => ({ x: [`${direction * 100}%`, '0%'], opacity: [0, 1], visibility: 'visible' }),
  exit: (direction: Direction) => ({ x: `${-direction * 100}%`, opacity: 0, transitionEnd: { visibility: 'hidden' } }),
  hidden: { opacity: 0, visibility: 'hidden', transition: instant },
};

interface View extends Position {
  /** The slide that just left (it animates out), or -1. */
  previous: number;
}

/**
 * Home testimonial carousel (the APG carousel pattern). All slides are in the server HTML,
 * stacked in one grid cell so the tallest sets the height and changing slides never shifts the page.
 */
export default function TestimonialCarousel({ testimonials, s }: Props) {
  const count = testimonials.length;
  const [view, setView] = useState<View>({ index: 0, direction: 1, previous: -1 });
  const [playing, setPlaying] = useState(true);
  const [advancing, setAdvancing] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const autoplay = useRef<Autoplay | null>(null);
  const region = useRef<HTMLElement>(null);

  const show = useCallback((next: Position) => {
    setView((current) => (next.index === current.index ? current : { ...next, previous: current.index }));
  }, []);

  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    setReducedMotion(reduce);
    const controller = createAutoplay({
      ...testimonialTiming,
      playing: !reduce,
      onAdvance: () => setView((current) => ({ ...step(current.index, 1, count), previous: current.index })),
      onChange: setAdvancing,
    });
    // The pointer may already rest on the carousel when it hydrates.
    if (region.current?.matches(':hover')) controller.setHovered(true);
    autoplay.current = controller;
    setPlaying(controller.playing);
    setAdvancing(controller.advancing);
    return () => controller.dispose();
  }, [count]);

  const manual = (next: Position) => {
    autoplay.current?.manualAction();
    show(next);
  };
  const previous = () => manual(step(view.index, -1, count));
  const next = () => manual(step(view.index, 1, count));

  const togglePlaying = () => {
    const controller = autoplay.current;
    if (!controller) return;
    if (controller.playing) controller.pause();
    else controller.play();
    setPlaying(controller.playing);
  };

  // Keyboard focus inside holds the slides still (a mouse click on a button does not).
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if ((event.target as Element).matches(':focus-visible')) autoplay.current?.setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) autoplay.current?.setFocused(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const transition = reducedMotion ? instant : slideTransition;

  return (
    <section ref={region} aria-roledescription={s.roleCarousel} aria-label={s['carousel.label']} className="mx-auto max-w-4xl">
      {/* Hover and focus pause the slides, and arrow keys turn them, from anywhere inside: events of its controls, caught here. */}
      <div
        role="none"
        onMouseEnter={() => autoplay.current?.setHovered(true)}
        onMouseLeave={() => autoplay.current?.setHovered(false)}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        <LazyMotion features={loadFeatures} strict>
          <div className="overflow-hidden px-1 py-2">
            <div className="grid" aria-live={advancing ? 'off' : 'polite'} data-noscript-stack>
              {testimonials.map((testimonial, i) => (
                <m.div
                  key={testimonial.id}
                  role="group"
                  aria-roledescription={s.roleSlide}
                  aria-label={fillIn(s['carousel.slide'], { position: slidePosition(i, count), count })}
                  data-noscript-slide
                  className="[grid-area:1/1]"
                  custom={view.direction}
                  variants={variants}
                  initial={false}
                  animate={i === view.index ? 'center' : i === view.previous ? 'exit' : 'hidden'}
                  transition={transition}
                >
                  <TestimonialCard testimonial={testimonial} s={s} />
                </m.div>
              ))}
            </div>
          </div>
        </LazyMotion>

        <div className="mt-6 flex items-center justify-center gap-3" data-noscript-hide>
          <button type="button" className={controlButton} aria-label={s['carousel.previous']} onClick={previous}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div className="flex items-center">
            {testimonials.map((testimonial, i) => (
              <button
                key={testimonial.id}
                type="button"
                className="group inline-flex size-8 items-center justify-center rounded-full"
                aria-label={fillIn(s['carousel.show'], { number: i + 1 })}
                aria-current={i === view.index ? 'true' : undefined}
                onClick={() => manual(jump(view.index, i, count))}
              >
                <span
                  aria-hidden="true"
                  // Only transform and colour change (never width), so switching dots shifts no layout.
                  className={`block h-2.5 w-6 rounded-full transition-[transform,background-color] duration-200 ${
                    i === view.index ? 'bg-accent-600' : 'scale-x-[0.42] bg-slate-400 group-hover:bg-slate-500'
                  }`}
                />
              </button>
            ))}
          </div>
          <button type="button" className={controlButton} aria-label={s['carousel.next']} onClick={next}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={controlButton}
            aria-label={playing ? s['carousel.pause'] : s['carousel.play']}
            onClick={togglePlaying}
          >
            {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial, s }: { testimonial: TestimonialSlide; s: CarouselWords }) {
  const { name, role, quote, stars, country, photo } = testimonial;
  const english = (field: 'role' | 'quote' | 'country') => inEnglish(testimonial, field);
  return (
    <figure className="card flex h-full flex-col items-center px-6 py-8 text-center sm:px-12 sm:py-10">
      <Portrait
        photo={photo}
        alt={fillIn(s.portrait, { name })}
        className="size-20 rounded-full bg-brand-50 object-cover ring-4 ring-brand-50"
      />
      <div className="mt-4">
        <StarRating stars={stars} label={fillIn(s.rated, { stars })} />
      </div>
      <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-slate-700 sm:text-xl">
        <p {...english('quote')}>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-6">
        <span className="block text-lg font-bold text-brand-900">{name}</span>
        <span className="block text-slate-600" {...english('role')}>
          {role}
        </span>
        <span className="badge mt-3" {...english('country')}>
          <MapPin aria-hidden="true" className="size-4" />
          {country}
        </span>
      </figcaption>
    </figure>
  );
}
