import type { BlogCategoryFilter } from '~/lib/blog/search';
import { useTabKeys } from '../shared/useTabKeys';

export interface TabOption {
  id: BlogCategoryFilter;
  name: string;
}

interface Props {
  options: TabOption[];
  selected: BlogCategoryFilter;
  panelId: string;
  onSelect: (id: BlogCategoryFilter) => void;
  /** The tab list's accessible name. */
  label: string;
}

export const tabId = (id: BlogCategoryFilter) => `blog-tab-${id}`;

/**
 * The category tabs, following the WAI-ARIA tabs pattern: one tab stop (roving tabindex), arrow keys
 * move and select (wrapping), Home and End jump to the ends.
 */
export default function CategoryTabs({ options, selected, panelId, onSelect, label }: Props) {
  const { tabRef, onKeyDown } = useTabKeys(options.length, (index) => onSelect(options[index]!.id));

  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option, index) => {
        const isSelected = option.id === selected;
        return (
          <button
            key={option.id}
            ref={tabRef(index)}
            id={tabId(option.id)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(option.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors duration-200 ${
              isSelected
                ? 'border-brand-800 bg-brand-800 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800'
            }`}
          >
            {option.name}
          </button>
        );
      })}
    </div>
  );
}
