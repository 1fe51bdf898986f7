import { useEffect, useState } from 'react';
import ShortlistButton, { type ShortlistToggleWords } from './shortlist/ShortlistButton';
import { useShortlist } from './shortlist/useShortlist';
import type { ShortlistItem } from '~/lib/shortlist/shortlist';

/**
 * The "Add to shortlist" toggle on a static university card (the home page grid): a tiny island of
 * its own, so the card around it stays plain HTML. It shares the shortlist with every other toggle
 * and the shortlist bar on the page.
 */
export default function ShortlistToggle({
  item,
  words,
  className,
}: {
  item: ShortlistItem;
  words: ShortlistToggleWords;
  className?: string;
}) {
  const [shortlist, { toggle }] = useShortlist();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <ShortlistButton
      item={item}
      pressed={shortlist.some((entry) => entry.id === item.id)}
      onToggle={toggle}
      enhanced={enhanced}
      words={words}
      className={`shadow-md ${className ?? ''}`}
    />
  );
}
