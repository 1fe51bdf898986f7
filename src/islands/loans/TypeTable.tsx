import type { LenderType, LoanCost, RateRange } from '~/lib/loans/compare';
import { rupeeSpan, ratesText, typeName } from '~/lib/loans/words';
import { say, type Words } from '~/lib/text/words';

export interface TypeRow {
  type: LenderType;
  rates: RateRange;
  /** Every lender of the type states a representative APR. */
  apr: boolean;
  low: LoanCost;
  high: LoanCost;
  /** The after-tax saving at each end, or undefined under a regime without the deduction. */
  saving?: { low: number; high: number };
}

/** The visitor's loan at each lender type's lowest and highest published rate. */
export default function TypeTable({ rows, caption, words }: { rows: TypeRow[]; caption: string; words: Words }) {
  return (
    // A narrow phone scrolls the table sideways: the region takes keyboard focus so it can be scrolled without a mouse.
    <section className="overflow-x-auto" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold text-brand-900">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            <th scope="col" className="py-2 pr-3">
              {say(words, 'table.type')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {say(words, 'table.rates')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {say(words, 'table.emi')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {say(words, 'table.interest')}
            </th>
            <th scope="col" className="py-2">
              {say(words, 'table.saving')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.type} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-3 font-semibold">
                {typeName(row.type, words)}
              </th>
              <td className="py-2 pr-3">{ratesText(row.rates, words, row.apr)}</td>
              <td className="py-2 pr-3 font-semibold text-brand-900">{rupeeSpan(row.low.emi, row.high.emi, words)}</td>
              <td className="py-2 pr-3">{rupeeSpan(row.low.totalInterest, row.high.totalInterest, words, true)}</td>
              <td className="py-2">{row.saving ? rupeeSpan(row.saving.low, row.saving.high, words, true) : say(words, 'saving.none')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
