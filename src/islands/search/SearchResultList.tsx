import { forwardRef, type KeyboardEvent } from 'react';
import type { SearchHit } from './pagefind';

interface Props {
  hits: SearchHit[];
  /** Called with ArrowUp on the first result, to go back to the search box. */
  onLeaveTop: () => void;
  /** The list's accessible name. */
  label: string;
}

/** Moves focus between the result links with the arrow keys (Tab works as well). */
function onArrowKeys(event: KeyboardEvent<HTMLElement>, onLeaveTop: () => void) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (index === -1) return;
  event.preventDefault();
  if (event.key === 'ArrowUp' && index === 0) onLeaveTop();
  else links[event.key === 'ArrowDown' ? Math.min(index + 1, links.length - 1) : index - 1]?.focus();
}

/** The results: each page's kind, its title as the link, and an excerpt with the matched words marked. */
const SearchResultList = forwardRef<HTMLOListElement, Props>(function SearchResultList({ hits, onLeaveTop, label }, ref) {
  return (
    // Arrow keys move between the results' links: their key events, caught around the list.
    <div role="none" onKeyDown={(event) => onArrowKeys(event, onLeaveTop)}>
      <ol ref={ref} className="space-y-2" aria-label={label}>
        {hits.map((hit) => (
          <li key={hit.id}>
            <a
              href={hit.url}
              className="group block rounded-xl border border-slate-200 px-4 py-3 transition-colors duration-200 hover:border-brand-300 hover:bg-brand-50 focus-visible:border-brand-600 focus-visible:bg-brand-50"
            >
              <span className="badge">{hit.type}</span>
              <span className="mt-1.5 block text-lg font-semibold text-brand-900 group-hover:underline">{hit.title}</span>
              <span className="mt-1 block text-sm [overflow-wrap:anywhere] text-slate-700">
                {hit.excerpt.map((part, i) =>
                  part.marked ? (
                    <mark key={i} className="rounded-sm bg-accent-100 px-0.5 font-semibold text-slate-900">
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
});

export default SearchResultList;
