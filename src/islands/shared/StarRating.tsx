import { Star } from 'lucide-react';

/**
 * A testimonial's filled stars, read out once as `label` ("Rated 5 out of 5"). Plain React without
 * state: the carousel island shows it, and .astro pages render it to static SVG with no client JavaScript.
 */
export default function StarRating({ stars, label }: { stars: number; label: string }) {
  return (
    <div role="img" aria-label={label} className="flex justify-center gap-1 text-accent-500">
      {Array.from({ length: stars }, (_, i) => (
        <Star key={i} aria-hidden="true" className="size-5 fill-current" />
      ))}
    </div>
  );
}
