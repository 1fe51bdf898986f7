import { memo } from 'react';
import { Check, Plus } from 'lucide-react';
import type { ShortlistItem } from '~/lib/shortlist/shortlist';
import { fillIn } from '~/lib/text/placeholders';
import type { Strings } from '~/queries/strings';

/** The toggle's words of the shortlist's: its label, and its accessible name with the university's. */
export const toggleKeys = ['toggle.label', 'toggle.name'] as const satisfies readonly (keyof Strings<'shortlist'>)[];
export type ShortlistToggleWords = Pick<Strings<'shortlist'>, (typeof toggleKeys)[number]>;

interface Props {
  item: ShortlistItem;
  pressed: boolean;
  onToggle: (item: ShortlistItem) => void;
  /** False in the server-rendered HTML: without JavaScript the toggle could do nothing, so it stays invisible. */
  enhanced: boolean;
  words: ShortlistToggleWords;
  className?: string;
}

/**
 * The "Add to shortlist" toggle on a university card. Its label stays the same whether it is on or
 * off (aria-pressed says which); its accessible name adds the university's name to the visible words. Invisible rather
 * than absent until hydrated, so its space is kept and nothing moves when it appears.
 */
function ShortlistButton({ item, pressed, onToggle, enhanced, words, className = '' }: Props) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={fillIn(words['toggle.name'], { name: item.name })}
      onClick={() => onToggle(item)}
      className={`inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border-2 px-4 text-sm font-semibold transition-colors duration-200 ${
        pressed
          ? 'border-brand-800 bg-brand-800 text-white hover:bg-brand-900'
          : 'border-brand-800 bg-white text-brand-800 hover:bg-brand-50'
      } ${enhanced ? '' : 'invisible'} ${className}`}
    >
      {pressed ? <Check aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
      {words['toggle.label']}
    </button>
  );
}

export default memo(ShortlistButton);
