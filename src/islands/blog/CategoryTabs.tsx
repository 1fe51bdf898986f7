import { useRef, type KeyboardEvent } from 'react';
import type { BlogCategoryFilter } from '~/lib/blog/search';

export interface TabOption {
  id: BlogCategoryFilter;
  name: string;
}

interface Props {
  options: TabOption[];
  selected: BlogCategoryFilter;
  panelId: string;
  onSelect: (id: BlogCategoryFilter) => void;
}

export const tabId = (id: BlogCategoryFilter) => `blog-tab-${id}`;

/**
 * The category tabs, following the WAI-ARIA tabs pattern: one tab stop (roving tabindex), arrow keys
 * move and select (wrapping), Home and End jump to the ends.
 */
export default function CategoryTabs({ options, selected, panelId, onSelect }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = options.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(options[target]!.id);
    refs.current[target]?.focus();
  };

  return (
    <div role="tablist" aria-label="Blog categories" className="flex flex-wrap gap-2">
      {options.map((option, index) => {
        const isSelected = option.id === selected;
        return (
          <button
            key={option.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            id={tabId(option.id)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(option.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors duration-200 ${
              isSelected ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800'
            }`}
          >
            {option.name}
          </button>
        );
      })}
    </div>
  );
}
