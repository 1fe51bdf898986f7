import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTabKeys } from './shared/useTabKeys';

/** The community's words the tabs show (src/content/strings/<lang>/community.json). */
export const tabsKeys = ['tabs.label', 'tabs.upcoming', 'tabs.past'] as const;

interface Props {
  /** Server-rendered panels, passed in as Astro named slots. */
  upcoming?: ReactNode;
  past?: ReactNode;
  s: Readonly<Record<(typeof tabsKeys)[number], string>>;
}

const tabs = [
  { key: 'upcoming', label: 'tabs.upcoming' },
  { key: 'past', label: 'tabs.past' },
] as const;
type TabKey = (typeof tabs)[number]['key'];

/**
 * The community page's event tabs (WAI-ARIA tabs pattern, automatic activation). Before hydration (or
 * without JavaScript) both panels show one after the other under their own headings; once hydrated the
 * tab list appears and only the chosen panel shows.
 */
export default function CommunityTabs({ s, ...panels }: Props) {
  const [active, setActive] = useState<TabKey>('upcoming');
  const [enhanced, setEnhanced] = useState(false);
  const { tabRef, onKeyDown } = useTabKeys(tabs.length, (index) => setActive(tabs[index].key));
  const id = useId();

  useEffect(() => setEnhanced(true), []);

  return (
    <div>
      <div
        role="tablist"
        aria-label={s['tabs.label']}
        hidden={!enhanced}
        className="inline-flex max-w-full gap-1 rounded-full bg-slate-100 p-1"
      >
        {tabs.map((tab, index) => {
          const selected = active === tab.key;
          return (
            <button
              key={tab.key}
              ref={tabRef(index)}
              id={`${id}-tab-${tab.key}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-full px-5 text-sm font-semibold transition-colors duration-200 sm:text-base ${
                selected ? 'bg-brand-800 text-white shadow' : 'text-slate-700 hover:bg-white'
              }`}
            >
              {s[tab.label]}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={`${id}-panel-${tab.key}`}
          role={enhanced ? 'tabpanel' : undefined}
          aria-labelledby={enhanced ? `${id}-tab-${tab.key}` : undefined}
          tabIndex={enhanced ? 0 : undefined}
          hidden={enhanced && active !== tab.key}
          className="mt-8 rounded-2xl focus-visible:outline-offset-4"
        >
          <h3 className={enhanced ? 'sr-only' : 'text-2xl'}>{s[tab.label]}</h3>
          {panels[tab.key]}
        </div>
      ))}
    </div>
  );
}
