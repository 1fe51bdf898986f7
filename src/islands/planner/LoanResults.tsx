import { formatRupees, rupeesInWords } from '~/lib/money/inr';
import { monthsLabel, yearsLabel } from '~/lib/planner/format';
import type { LoanResult } from '~/lib/planner/loan';

interface Props {
  amount: number;
  result: LoanResult;
  annualRate: number;
  tenureYears: number;
  moratoriumMonths: number;
  interest: 'paid' | 'capitalised';
}

const cell = 'px-2 py-3 text-right whitespace-nowrap sm:px-4';

/** The loan's headline figures and its year-by-year schedule. */
export default function LoanResults({ amount, result, annualRate, tenureYears, moratoriumMonths, interest }: Props) {
  const facts: [string, string][] = [
    ['Loan amount', formatRupees(amount)],
    ['Monthly EMI', formatRupees(result.emi)],
    [
      'Interest before repayments start',
      interest === 'paid'
        ? `${formatRupees(result.moratoriumInterest)}, paid monthly (up to ${formatRupees(result.moratoriumMonthlyInterest)} a month)`
        : `${formatRupees(result.moratoriumInterest)}, added to the loan`,
    ],
    ['Owed when repayments start', formatRupees(result.repaymentPrincipal)],
    ['Total interest', formatRupees(result.totalInterest)],
    ['Total repaid', `${formatRupees(result.totalPaid)} (${rupeesInWords(result.totalPaid)})`],
  ];
  return (
    <section aria-labelledby="loan-results-heading" className="grid gap-4 print:break-before-page">
      <h3 id="loan-results-heading" className="text-2xl">
        Your education loan
      </h3>
      <p className="text-slate-700">
        {formatRupees(amount)} at {annualRate} % a year. Repayments start after {monthsLabel(moratoriumMonths)} (the course and the
        grace period) and run for {yearsLabel(tenureYears)}: the standard reducing-balance EMI.
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
        aria-label="Repayment schedule"
        tabIndex={0}
      >
        <table className="w-full text-sm sm:text-base">
          <caption className="px-4 pt-4 pb-2 text-left text-lg font-bold text-brand-900">Repayment schedule</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-3 text-left font-semibold sm:px-4">
                Loan year
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Paid out
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Interest
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                You pay
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Owed at year end
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {result.years.map((year) => (
              <tr key={year.year}>
                <th scope="row" className="px-2 py-3 text-left font-medium sm:px-4">
                  Year {year.year}
                </th>
                <td className={cell}>{formatRupees(year.disbursed)}</td>
                <td className={cell}>{formatRupees(year.interest)}</td>
                <td className={cell}>{formatRupees(year.paid)}</td>
                <td className={cell}>{formatRupees(year.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
