import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the visitor has scrolled within a screen's height of their place (or past
 * it, as a jump to the page's foot does), so a part far down an island, and the code it is lazily
 * imported with, loads as the visitor heads for it rather than with the island.
 */
export default function NearScreen({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const check = () => {
      if (element.getBoundingClientRect().top < 2 * window.innerHeight) setNear(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [near]);
  return <div ref={place}>{near && <Suspense fallback={null}>{children}</Suspense>}</div>;
}
