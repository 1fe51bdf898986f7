import { useId } from 'react';
import type { PricedUniversity } from '~/lib/finder/university';
import { compareRows } from '~/lib/shortlist/compare';
import { fillIn } from '~/lib/text/placeholders';
import type { ShortlistWords } from '../ShortlistBar';
import { inEnglish } from '~/lib/i18n/englishTexts';

interface Props {
  universities: PricedUniversity[];
  ratesAsOf: string;
  s: ShortlistWords;
}

/**
 * The comparison itself: a real table with the universities' names as column headers and one fact
 * a row. On a narrow screen it scrolls sideways inside its own focusable region, the row names
 * staying in view.
 */
export default function CompareTable({ universities, ratesAsOf, s }: Props) {
  const captionId = useId();
  const rows = compareRows(universities, s);
  return (
    <>
      <p className="text-sm text-slate-600">{fillIn(s['compare.note'], { date: ratesAsOf })}</p>
      <section aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full border-collapse text-left text-sm">
          <caption id={captionId} className="sr-only">
            {s['compare.caption']}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 bg-brand-50">
              <td className="sticky left-0 bg-brand-50" />
              {universities.map((u) => (
                <th key={u.id} scope="col" className="min-w-40 px-3 py-2 align-bottom font-bold text-brand-900" {...inEnglish(u, 'name')}>
                  {u.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-slate-200 last:border-0">
                <th scope="row" className="sticky left-0 max-w-36 bg-white px-3 py-2 align-top font-semibold text-slate-800">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={universities[i].id} className="px-3 py-2 align-top text-slate-700">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
