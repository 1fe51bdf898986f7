import { memo } from 'react';
import UniversityCard from './UniversityCard';
import EnglishVerdict from './EnglishVerdict';
import ShortlistButton from '../shortlist/ShortlistButton';
import type { PricedUniversity } from '~/lib/finder/university';
import type { EnglishCheck } from '~/lib/finder/englishScore';
import type { ShortlistItem } from '~/lib/shortlist/shortlist';
import type { FinderWords } from '../UniversityFinder';
import type { ShortlistToggleWords } from '../shortlist/ShortlistButton';

// A long list's cards off the screen are laid out only as they near it; 36rem is a card's usual height.
const cardClass = 'card flex flex-col gap-4 render-when-near-[36rem]';

interface Props {
  university: PricedUniversity;
  item: ShortlistItem;
  /** What the card says about the visitor's English score (kind and text, so equal verdicts skip a render). */
  verdictKind?: EnglishCheck['kind'];
  verdictText?: string;
  pressed: boolean;
  enhanced: boolean;
  onToggle: (item: ShortlistItem) => void;
  s: FinderWords;
  toggleWords: ShortlistToggleWords;
}

/**
 * One card in a finder grid. Memoised on plain values, so a change re-renders only the cards it
 * concerns: a score changes the verdicts, a toggle its own button.
 */
function FinderCard({ university, item, verdictKind, verdictText, pressed, enhanced, onToggle, s, toggleWords }: Props) {
  return (
    <li className={cardClass}>
      <UniversityCard university={university} s={s} />
      {verdictKind && verdictText && <EnglishVerdict kind={verdictKind} text={verdictText} />}
      <ShortlistButton item={item} pressed={pressed} onToggle={onToggle} enhanced={enhanced} words={toggleWords} className="self-start" />
    </li>
  );
}

export default memo(FinderCard);
