import { rupeesInWords } from '~/lib/money/inr';
import type { PlanLine } from '~/lib/planner/plan';
import { formatSpan } from '~/lib/money/range';
import type { PlannerStrings } from '../CostPlanner';
import { codesWhole } from '../shared/codesWhole';

interface Props {
  lines: PlanLine[];
  s: PlannerStrings;
}

/**
 * Where the money goes over the whole programme: one bar per cost, its dark part the low estimate
 * and its full length the high one, all on the same rupee scale. Each bar's figures are written
 * beside it (and in the tables), so the drawing itself is hidden from screen readers.
 */
export default function CostChart({ lines, s }: Props) {
  const costs = lines.filter((line) => line.rupees.max > 0);
  const scale = Math.max(...costs.map((line) => line.rupees.max), 1);
  const width = (amount: number) => Math.max(0, (amount / scale) * 100);
  return (
    <figure className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] print:break-inside-avoid print:shadow-none sm:p-5">
      <figcaption className="text-lg font-bold text-brand-900">{s['chart.title']}</figcaption>
      <p className="mt-1 text-sm text-slate-600">{s['chart.note']}</p>
      <ul className="mt-4 grid gap-3">
        {costs.map((line) => (
          <li key={line.id}>
            <p className="flex flex-wrap justify-between gap-x-3 text-sm">
              <span className="font-medium text-slate-900">{codesWhole(line.label)}</span>
              <span className="text-slate-700">{formatSpan(line.rupees, (n) => rupeesInWords(n, s), s.range)}</span>
            </p>
            <svg
              aria-hidden="true"
              className="mt-1 block h-3 w-full [print-color-adjust:exact]"
              viewBox="0 0 100 4"
              preserveAspectRatio="none"
            >
              <rect x="0" y="0" width="100" height="4" className="fill-slate-100" />
              <rect x="0" y="0" width={width(line.rupees.max)} height="4" className="fill-brand-200" />
              <rect x="0" y="0" width={width(line.rupees.min)} height="4" className="fill-brand-700" />
            </svg>
          </li>
        ))}
      </ul>
    </figure>
  );
}
