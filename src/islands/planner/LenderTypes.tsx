import { useId, useState } from 'react';
import { costRange, type LenderType, type LoanAsk, type RateRange } from '~/lib/loans/compare';
import { writeLoanChoices, defaultChoices, limits } from '~/lib/loans/state';
import { deductionSaving, tcsOnRemittance, type DeductionRule, type RemittanceRule } from '~/lib/loans/tax';
import { rupees, rupeesShort } from '~/lib/loans/words';
import { calendarDate, numberText } from '~/lib/text/localeFormats';
import { say, type Words } from '~/lib/text/words';
import SelectField from '../finder/SelectField';
import TypeTable, { type TypeRow } from '../loans/TypeTable';

/** What the planner's loan step needs to compare lender types: their rates, the tax rule and the comparison's words and address. */
export interface LenderTypesData {
  types: { type: LenderType; rates: RateRange; apr: boolean }[];
  rule: DeductionRule;
  slabs: number[];
  cess: number;
  /** TCS on money sent abroad for education, and the day its rule took effect (YYYY-MM-DD). */
  tcs: RemittanceRule & { effective: string };
  /** The education-loan comparison page. */
  href: string;
  words: Words;
}

const lakh = 1_00_000;

/**
 * The planner's loan at each lender type's published rates, with the Section 80E saving for the tax
 * regime and slab the visitor picks here, and the way to the full comparison on the same loan.
 */
export default function LenderTypes({ ask, data }: { ask: LoanAsk; data: LenderTypesData }) {
  const words = data.words;
  const [choice, setChoice] = useState(`old-${data.slabs.at(-1)}`);
  const [regime, slab] = choice.split('-') as ['old' | 'new', string];
  const id = useId();
  const rows: TypeRow[] = data.types.map(({ type, rates, apr }) => {
    const { low, high } = costRange(ask, rates);
    const tax = { regime, slabRate: Number(slab) || 0, cess: data.cess };
    const saved = (cost: typeof low) => deductionSaving(cost.interestPaidByYear, data.rule, tax).total;
    return {
      type,
      rates,
      apr,
      low,
      high,
      ...(data.rule.regimes.includes(regime) ? { saving: { low: saved(low), high: saved(high) } } : {}),
    };
  });
  const years = Math.round(ask.tenureMonths / 12);
  const amountLakh = Math.min(limits.amountLakh.max, Math.max(limits.amountLakh.min, Math.round(ask.amount / lakh)));
  const href = `${data.href}${writeLoanChoices({ ...defaultChoices, amountLakh, years, moratoriumMonths: Math.min(ask.moratoriumMonths, limits.moratoriumMonths.max), interest: ask.interest, regime, slab: Number(slab) || defaultChoices.slab })}`;
  return (
    // The printed plan keeps the loan's own schedule; the comparison by lender type stays on screen.
    <section aria-labelledby={`${id}-heading`} className="grid grid-cols-[minmax(0,1fr)] gap-3 print:hidden">
      <h3 id={`${id}-heading`} className="text-xl">
        {say(words, 'planner.heading')}
      </h3>
      <div className="max-w-sm">
        <SelectField
          id={`${id}-tax`}
          label={say(words, 'regime.legend')}
          value={choice}
          options={[
            ...data.slabs.map((rate) => ({ value: `old-${rate}`, label: say(words, 'planner.old', { rate }) })),
            { value: 'new-0', label: say(words, 'regime.new') },
          ]}
          onChange={setChoice}
        />
      </div>
      <TypeTable rows={rows} caption={say(words, 'table.caption', { amount: rupeesShort(ask.amount, words), years })} words={words} />
      <p className="text-sm text-slate-700">{say(words, 'rule.moratorium')}</p>
      <p className="text-sm text-slate-700">
        <strong className="font-semibold text-brand-900">{say(words, 'tcs.heading')}:</strong>{' '}
        {say(words, 'tcs.text', {
          date: calendarDate(data.tcs.effective, say(words, 'locale')),
          rate: numberText(data.tcs.selfFundedRate, say(words, 'locale')),
          threshold: rupeesShort(data.tcs.threshold, words),
          amount: rupeesShort(ask.amount, words),
          tcs: rupees(tcsOnRemittance(ask.amount, false, data.tcs), words),
        })}
      </p>
      <a className="link font-semibold" href={href}>
        {say(words, 'planner.link')}
      </a>
    </section>
  );
}
