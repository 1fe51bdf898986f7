import { lazy, startTransition, useEffect, useId, useMemo, useState } from 'react';
import type { Sourced } from '~/lib/costs/sheet';
import { formatRupees, rupeesInWords, type RupeesPer } from '~/lib/money/inr';
import { formatMoney, formatSpan } from '~/lib/money/range';
import { levelName, ratesAsOf, yearsLabel } from '~/lib/planner/format';
import type { PlannerCountry, PlannerUniversity } from '~/lib/planner/inputs';
import { plannerOutcome } from '~/lib/planner/outcome';
import { planSources } from '~/lib/planner/sources';
import { initialPlannerState, readPlannerState, writePlannerState, type PlannerState } from '~/lib/planner/state';
import { planSummary } from '~/lib/planner/summary';
import Amount from './planner/Amount';
import CostChart from './planner/CostChart';
import CostTables from './planner/CostTables';
import LoanResults from './planner/LoanResults';
import type { LenderTypesData } from './planner/LenderTypes';
import NearScreen from './planner/NearScreen';
import PlanActions from './planner/PlanActions';
import PlanForm from './planner/PlanForm';
import Sources from './planner/Sources';
import { useUrlState } from './shared/useUrlState';
import { fillIn } from '~/lib/text/placeholders';
import type { IslandWords } from '~/queries/strings';
import { codesWhole } from './shared/codesWhole';

// The loan step's comparison by lender type (its tables and the tax maths) sits below the plan: its code loads as the visitor scrolls to it.
const LenderTypes = lazy(() => import('./planner/LenderTypes'));

/** The planner's words (src/content/strings/<lang>/planner.json). */
/** The shared words (strings/<lang>/common.json) it shows: its page hands it only these of them. */
export const plannerShared = [
  'newTab',
  'shareOnWhatsApp',
  'level.undergraduate',
  'level.postgraduate',
  'level.undergraduate.inText',
  'level.postgraduate.inText',
  'money.lakh',
  'money.crore',
  'range',
] as const;
export type PlannerStrings = IslandWords<'planner', (typeof plannerShared)[number]>;

interface Props {
  countries: PlannerCountry[];
  universities: PlannerUniversity[];
  rates: Sourced & { rupeesPer: RupeesPer; asOf: string };
  /** The planner's absolute address, for shared links. */
  pageUrl: string;
  contactHref: string;
  s: PlannerStrings;
  /** The booking calendar's hand-off link, in its words. */
  book: { label: string; href: string };
  /** Each lender type's published rates, the tax rule and the loan comparison's words, for the loan step. */
  lenders: LenderTypesData;
}

/**
 * The study-abroad cost and education-loan planner: the visitor's choices (all in the URL) on one
 * side, the plan in the destination's currency and in rupees on the other. The server renders the
 * choices (disabled: without the script they could do nothing) and the default plan's headline.
 */
export default function CostPlanner({ countries, universities, rates, pageUrl, contactHref, book, s, lenders }: Props) {
  const [state, update] = useUrlState<PlannerState>(initialPlannerState, readPlannerState, writePlannerState);
  // The server renders the choices and the headline; the breakdown (tables, chart, loan) follows once
  // the script runs, as an interruptible update, so hydration never blocks the page for long.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => startTransition(() => setEnhanced(true)), []);
  const idPrefix = useId();

  const outcome = useMemo(
    () => plannerOutcome(state, countries, universities, rates.rupeesPer, s),
    [state, countries, universities, rates, s],
  );
  const { choice, plan, loanResult, loanAmount, loanTerms, months } = outcome;
  const { sheet, name: countryName } = choice.country;
  const local = (amount: number) => formatMoney(amount, sheet.currency, s.locale);
  const rupees = (amount: number) => formatRupees(amount, s.locale);
  const inWords = (amount: number) => rupeesInWords(amount, s);
  const home = sheet.accommodation[state.stay].label;
  const city = sheet.living[state.city].label;
  const tuitionLabel = outcome.costs?.tuitionLabel;
  const years = months === undefined ? undefined : months / 12;

  const summary =
    plan && years !== undefined && tuitionLabel
      ? planSummary(
          {
            country: countryName,
            level: state.level,
            years,
            tuition: tuitionLabel,
            home,
            city,
            currency: sheet.currency,
            total: plan.programme.total,
            proofOfFunds: plan.proofOfFunds.rupees,
            savings: outcome.savings ?? 0,
            loan:
              loanResult && loanAmount !== undefined && loanTerms
                ? { amount: loanAmount, annualRate: loanTerms.annualRate, tenureYears: loanTerms.tenureMonths / 12, emi: loanResult.emi }
                : undefined,
            url: `${pageUrl}${writePlannerState(state)}`,
          },
          s,
        )
      : '';
  const span = (range: Parameters<typeof formatSpan>[0], format: (amount: number) => string) => formatSpan(range, format, s.range);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start" data-planner-ready={enhanced || undefined}>
      <PlanForm idPrefix={idPrefix} state={state} update={update} outcome={outcome} countries={countries} enhanced={enhanced} s={s} />

      <div className="grid min-w-0 gap-8">
        <section
          aria-labelledby={`${idPrefix}-result`}
          className="grid gap-4 rounded-[var(--radius-card)] bg-brand-900 p-5 text-white sm:p-6 print:bg-white print:p-0 print:text-slate-900"
        >
          <h2 id={`${idPrefix}-result`} tabIndex={-1} className="text-2xl text-white print:text-brand-900">
            {s['result.title']}
          </h2>
          <p className="text-slate-200 print:text-slate-700">
            {fillIn(s['result.summary'], { country: countryName, level: levelName(state.level, s, 'inText') })}
            {years !== undefined && fillIn(s['result.years'], { years: yearsLabel(years, s) })}
            {tuitionLabel && fillIn(s['result.tuition'], { tuition: tuitionLabel })}
            {fillIn(s['result.home'], { home, city })}
          </p>
          <div role="status" aria-live="polite" aria-atomic="true">
            {plan ? (
              <p>
                <span className="block text-sm text-slate-300 print:text-slate-600">{s['result.total']}</span>
                <strong className="block text-3xl text-accent-300 print:text-brand-900">
                  {span(plan.programme.total.rupees, inWords)}
                </strong>
                <span className="block text-slate-200 print:text-slate-700">
                  <Amount range={plan.programme.total.rupees} format={rupees} to={s.rangeEnd} /> ·{' '}
                  <Amount range={plan.programme.total.local} format={local} to={s.rangeEnd} />
                </span>
              </p>
            ) : (
              <p className="font-semibold text-accent-200">{s['result.invalid']}</p>
            )}
          </div>
          {plan && (
            <dl className="grid gap-3 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-slate-300 print:text-slate-600">{s['result.proof']}</dt>
                <dd className="font-semibold">
                  {span(plan.proofOfFunds.rupees, inWords)} ({span(plan.proofOfFunds.local, local)})
                </dd>
              </div>
              {loanResult && loanAmount !== undefined && (
                <div>
                  <dt className="text-sm text-slate-300 print:text-slate-600">{s['result.emi']}</dt>
                  <dd className="font-semibold">
                    {loanAmount > 0
                      ? fillIn(s['result.emiAmount'], { emi: rupees(loanResult.emi), amount: rupees(loanAmount) })
                      : s['result.noLoan']}
                  </dd>
                </div>
              )}
            </dl>
          )}
          <p className="text-sm text-slate-300 print:text-slate-600">
            {fillIn(s['result.rates'], {
              ratesAsOf: ratesAsOf(rates.asOf, s),
              currency: sheet.currency,
              rate: rates.rupeesPer[sheet.currency],
            })}
          </p>
        </section>

        {!enhanced && (
          // Where the breakdown appears once the script runs, so nothing above it moves.
          <p className="rounded-lg border border-accent-300 bg-accent-50 p-4 text-slate-800">{s.noScript}</p>
        )}
        {enhanced && plan && (
          <>
            <CostChart lines={plan.programme.lines} s={s} />
            <CostTables plan={plan} currency={sheet.currency} s={s} />
            <section
              aria-labelledby={`${idPrefix}-proof`}
              className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 print:break-inside-avoid"
            >
              <h3 id={`${idPrefix}-proof`} className="text-xl">
                {s['proof.title']}
              </h3>
              <p className="mt-2 text-lg font-semibold text-brand-900">
                <Amount range={plan.proofOfFunds.local} format={local} to={s.rangeEnd} /> (
                <Amount range={plan.proofOfFunds.rupees} format={rupees} to={s.rangeEnd} />)
              </p>
              <p className="mt-1 text-slate-700">
                {codesWhole(fillIn(s['proof.text'], { label: sheet.proofOfFunds.label, note: sheet.proofOfFunds.note }))}
              </p>
            </section>
          </>
        )}

        {!enhanced ? null : loanResult && loanAmount !== undefined && loanTerms && months !== undefined ? (
          loanAmount > 0 ? (
            <>
              <LoanResults
                amount={loanAmount}
                result={loanResult}
                annualRate={loanTerms.annualRate}
                tenureYears={loanTerms.tenureMonths / 12}
                moratoriumMonths={months + loanTerms.graceMonths}
                interest={loanTerms.interest}
                s={s}
              />
              <NearScreen>
                <LenderTypes
                  ask={{
                    amount: loanAmount,
                    moratoriumMonths: months + loanTerms.graceMonths,
                    tenureMonths: loanTerms.tenureMonths,
                    interest: loanTerms.interest,
                  }}
                  data={lenders}
                />
              </NearScreen>
            </>
          ) : (
            <p className="text-slate-700">{s['loan.covered']}</p>
          )
        ) : (
          <p className="text-slate-700">{s['loan.invalid']}</p>
        )}

        {enhanced && <Sources items={planSources(sheet, choice, state, rates, s)} s={s} />}
        {enhanced && summary && <PlanActions summary={summary} contactHref={contactHref} book={book} s={s} />}
      </div>
    </div>
  );
}
