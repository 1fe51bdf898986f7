import type { Currency } from '~/lib/money/currencies';
import { formatRupees } from '~/lib/money/inr';
import { formatMoney } from '~/lib/money/range';
import { monthsLabel } from '~/lib/planner/format';
import type { Plan, PlanLine, PlanTotal } from '~/lib/planner/plan';
import Amount from './Amount';
import { fillIn } from '~/lib/text/placeholders';
import type { PlannerStrings } from '../CostPlanner';
import { codesWhole } from '../shared/codesWhole';

interface Props {
  plan: Plan;
  currency: Currency;
  s: PlannerStrings;
}

const cell = 'px-2 py-3 align-top sm:px-4';

function Head({ currency, s }: { currency: Currency; s: PlannerStrings }) {
  return (
    <thead className="bg-slate-50 text-sm text-slate-700">
      <tr>
        <th scope="col" className={`${cell} text-left font-semibold`}>
          {s['table.cost']}
        </th>
        <th scope="col" className={`${cell} hidden text-left font-semibold sm:table-cell`}>
          {fillIn(s['table.local'], { currency })}
        </th>
        <th scope="col" className={`${cell} text-left font-semibold`}>
          {s['table.rupees']}
        </th>
      </tr>
    </thead>
  );
}

function Row({
  line,
  currency,
  to,
  locale,
  strong = false,
}: {
  line: PlanLine | (PlanTotal & { label: string });
  currency: Currency;
  /** "to {max}": the high end of a range. */
  to: string;
  /** The strings' locale, for amounts in either currency. */
  locale: string;
  strong?: boolean;
}) {
  const local = (n: number) => formatMoney(n, currency, locale);
  const rupees = (n: number) => formatRupees(n, locale);
  return (
    <tr className={strong ? 'bg-brand-50 font-semibold text-brand-900' : undefined}>
      <th scope="row" className={`${cell} ${strong ? 'font-bold' : 'font-medium'} text-left`}>
        {codesWhole(line.label)}
      </th>
      <td className={`${cell} hidden sm:table-cell`}>
        <Amount range={line.local} format={local} to={to} />
      </td>
      <td className={cell}>
        <Amount range={line.rupees} format={rupees} to={to} />
        {/* Narrow screens show the local amount under the rupees instead of in its own column. */}
        <span className="mt-1 block text-xs font-normal text-slate-700 sm:hidden">
          <Amount range={line.local} format={local} to={to} />
        </span>
      </td>
    </tr>
  );
}

const frame =
  'overflow-x-auto rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)] print:overflow-visible print:shadow-none';
const captionClass = 'px-4 pt-4 pb-2 text-left text-lg font-bold text-brand-900';

/** The whole programme's costs, then the same lines year by year, low and high, in both currencies. */
export default function CostTables({ plan, currency, s }: Props) {
  const to = s.rangeEnd;
  return (
    <>
      <section className={frame} aria-label={s['table.programme']} tabIndex={0}>
        <table className="w-full min-w-[20rem] text-sm sm:text-base">
          <caption className={captionClass}>{s['table.programme']}</caption>
          <Head currency={currency} s={s} />
          <tbody className="divide-y divide-slate-200">
            {plan.programme.lines.map((line) => (
              <Row key={line.id} line={line} currency={currency} to={to} locale={s.locale} />
            ))}
            <Row line={{ label: s['table.total'], ...plan.programme.total }} currency={currency} to={to} locale={s.locale} strong />
          </tbody>
        </table>
      </section>

      <section className={frame} aria-label={s['table.years']} tabIndex={0}>
        <table className="w-full min-w-[20rem] text-sm sm:text-base">
          <caption className={captionClass}>{s['table.years']}</caption>
          <Head currency={currency} s={s} />
          {plan.years.map((year) => (
            <tbody key={year.year} className="divide-y divide-slate-200 break-inside-avoid border-t-2 border-slate-300">
              <tr>
                <th scope="rowgroup" colSpan={3} className={`${cell} bg-slate-50 text-left font-bold text-brand-900`}>
                  {year.months < 12
                    ? fillIn(s['table.partYear'], { year: year.year, months: monthsLabel(year.months, s) })
                    : fillIn(s['table.year'], { year: year.year })}
                </th>
              </tr>
              {year.lines.map((line) => (
                <Row key={line.id} line={line} currency={currency} to={to} locale={s.locale} />
              ))}
              <Row
                line={{ label: fillIn(s['table.yearTotal'], { year: year.year }), ...year.total }}
                currency={currency}
                to={to}
                locale={s.locale}
                strong
              />
            </tbody>
          ))}
        </table>
      </section>
    </>
  );
}
