import { formatDay } from '~/lib/planner/format';
import type { PlanSource } from '~/lib/planner/sources';
import { fillIn } from '~/lib/text/placeholders';
import { englishLang } from '~/lib/i18n/script';
import type { PlannerStrings } from '../CostPlanner';

/** Where each figure in the plan comes from and when it was last checked. */
export default function Sources({ items, s }: { items: PlanSource[]; s: PlannerStrings }) {
  return (
    <section
      aria-labelledby="plan-sources-heading"
      className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 print:border-0 print:p-0 sm:p-5"
    >
      <h3 id="plan-sources-heading" className="text-lg">
        {s['sources.title']}
      </h3>
      <ul className="mt-3 grid gap-2 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item.what}>
            <strong className="text-slate-900">{item.what}:</strong>{' '}
            {item.sourceUrl ? (
              <a className="link font-medium" href={item.sourceUrl} rel="noopener noreferrer" target="_blank">
                <span lang={englishLang(item.source, s.locale)}>{item.source}</span>
                <span className="sr-only"> {s.newTab}</span>
              </a>
            ) : (
              <span lang={englishLang(item.source, s.locale)}>{item.source}</span>
            )}
            {fillIn(s['sources.checked'], { date: formatDay(item.checked, s.locale) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
