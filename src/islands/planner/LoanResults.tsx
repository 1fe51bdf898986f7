import { formatRupees, rupeesInWords } from '~/lib/money/inr';
import { monthsLabel, yearsLabel } from '~/lib/planner/format';
import type { LoanResult } from '~/lib/planner/loan';
import { fillIn } from '~/lib/text/placeholders';
import type { PlannerStrings } from '../CostPlanner';

interface Props {
  amount: number;
  result: LoanResult;
  annualRate: number;
  tenureYears: number;
  moratoriumMonths: number;
  interest: 'paid' | 'capitalised';
  s: PlannerStrings;
}

const cell = 'px-2 py-3 text-right whitespace-nowrap sm:px-4';

/** The loan's headline figures and its year-by-year schedule. */
export default function LoanResults({ amount, result, annualRate, tenureYears, moratoriumMonths, interest, s }: Props) {
  const rupees = (n: number) => formatRupees(n, s.locale);
  const facts: [string, string][] = [
    [s['loan.amount'], rupees(amount)],
    [s['loan.emi'], rupees(result.emi)],
    [
      s['loan.before'],
      interest === 'paid'
        ? fillIn(s['loan.before.paid'], { interest: rupees(result.moratoriumInterest), monthly: rupees(result.moratoriumMonthlyInterest) })
        : fillIn(s['loan.before.added'], { interest: rupees(result.moratoriumInterest) }),
    ],
    [s['loan.owed'], rupees(result.repaymentPrincipal)],
    [s['loan.totalInterest'], rupees(result.totalInterest)],
    [
      s['loan.totalRepaid'],
      fillIn(s['loan.totalRepaid.value'], { amount: rupees(result.totalPaid), words: rupeesInWords(result.totalPaid, s) }),
    ],
  ];
  return (
    <section aria-labelledby="loan-results-heading" className="grid gap-4 print:break-before-page">
      <h3 id="loan-results-heading" className="text-2xl">
        {s['loan.title']}
      </h3>
      <p className="text-slate-700">
        {fillIn(s['loan.text'], {
          amount: rupees(amount),
          rate: annualRate,
          months: monthsLabel(moratoriumMonths, s),
          years: yearsLabel(tenureYears, s),
        })}
      </p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="mt-1 text-lg font-semibold text-brand-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section
        className="overflow-x-auto rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)] print:overflow-visible print:shadow-none"
        aria-label={s['schedule.title']}
        tabIndex={0}
      >
        <table className="w-full text-sm sm:text-base">
          <caption className="px-4 pt-4 pb-2 text-left text-lg font-bold text-brand-900">{s['schedule.title']}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-3 text-left font-semibold sm:px-4">
                {s['schedule.year']}
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                {s['schedule.paidOut']}
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                {s['schedule.interest']}
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                {s['schedule.paid']}
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                {s['schedule.owed']}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {result.years.map((year) => (
              <tr key={year.year}>
                <th scope="row" className="px-2 py-3 text-left font-medium whitespace-nowrap sm:px-4">
                  {fillIn(s['table.year'], { year: year.year })}
                </th>
                <td className={cell}>{rupees(year.disbursed)}</td>
                <td className={cell}>{rupees(year.interest)}</td>
                <td className={cell}>{rupees(year.paid)}</td>
                <td className={cell}>{rupees(year.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
