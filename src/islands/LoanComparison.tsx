import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { UserRound } from 'lucide-react';
import type { LenderItem, TaxRuleItems } from '~/queries/lenders';
import { byVisitorsInstalment, costRange, typeRates } from '~/lib/loans/compare';
import { askOf, limits, readLoanChoices, writeLoanChoices, type LoanChoices } from '~/lib/loans/state';
import { deductionSaving, slabRates, tcsOnRemittance, type Regime } from '~/lib/loans/tax';
import { ratesText, rupees, rupeeSpan, rupeesShort, typeName } from '~/lib/loans/words';
import { buildShareLink } from '~/lib/contact/chatLink';
import { calendarDate, numberText } from '~/lib/text/localeFormats';
import { say, type Words } from '~/lib/text/words';
import Choice from './planner/Choice';
import Field from './planner/Field';
import SelectField from './finder/SelectField';
import LenderCard from './loans/LenderCard';
import TypeTable, { type TypeRow } from './loans/TypeTable';
import { useUrlState } from './shared/useUrlState';
import { handOff } from './shared/handOff';
import WhatsAppLink from '~/islands/shared/WhatsAppLink';

/** The shared words (strings/<lang>/common.json) it shows: its page hands it only these of them. */
export const loanComparisonShared = ['newTab', 'shareOnWhatsApp', 'money.lakh', 'money.crore'] as const;

interface Props {
  lenders: LenderItem[];
  tax: TaxRuleItems;
  /** Destination names by id, in the page's language. */
  countries: { id: string; name: string }[];
  words: Words;
  pageUrl: string;
  contactHref: string;
}

type Typed = 'amountLakh' | 'years' | 'moratoriumMonths';

/**
 * Education loans compared for the visitor's own loan: the amount, repayment years, moratorium and
 * how its interest is paid give each lender type's instalment and interest range, the Section 80E
 * saving for the regime and slab picked, and what TCS means for a loan-funded payment; the lenders
 * follow, ordered by the instalment their rates give. The choices live in the URL; the server renders
 * the figures for the default loan, so the page reads without JavaScript.
 */
export default function LoanComparison({ lenders, tax, countries, words, pageUrl, contactHref }: Props) {
  const slabs = useMemo(() => slabRates(tax.oldRegimeSlabs.slabs), [tax]);
  const read = useCallback((search: string) => readLoanChoices(search, slabs), [slabs]);
  const [choices, update] = useUrlState<LoanChoices>(readLoanChoices('', slabs), read, writeLoanChoices);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // What the visitor is typing in each number box, kept as typed until it is a valid whole number.
  const [typed, setTyped] = useState<Partial<Record<Typed, string>>>({});
  const prefix = useId();
  const t = (key: string, values?: Record<string, string | number>) => say(words, key, values);
  const locale = t('locale');

  const ask = askOf(choices);
  const rule = tax.interestDeduction;
  const taxChoice = { regime: choices.regime, slabRate: choices.slab, cess: tax.oldRegimeSlabs.cess };
  const allows = rule.regimes.includes(choices.regime);
  const rows: TypeRow[] = typeRates(lenders).map(({ type, rates }) => {
    const { low, high } = costRange(ask, rates);
    const saved = (cost: typeof low) => deductionSaving(cost.interestPaidByYear, rule, taxChoice).total;
    const ofType = lenders.filter((l) => l.type === type);
    return {
      type,
      rates,
      apr: ofType.every((l) => l.interest.basis === 'representative-apr'),
      low,
      high,
      ...(allows ? { saving: { low: saved(low), high: saved(high) } } : {}),
    };
  });
  const order = byVisitorsInstalment(lenders, ask);
  const countryNames = useMemo(() => new Map(countries.map((c) => [c.id, c.name])), [countries]);
  const amountText = rupeesShort(ask.amount, words);
  const caption = t('table.caption', { amount: amountText, years: choices.years });

  const typedField = (key: Typed, label: string, hintKey: string) => {
    const { min, max } = limits[key];
    const text = typed[key] ?? String(choices[key]);
    const valid = /^\d{1,4}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;
    return (
      <Field
        id={`${prefix}-${key}`}
        label={label}
        hint={t(hintKey, { min, max })}
        error={enhanced && !valid ? t('error.range', { min, max }) : undefined}
      >
        {(describedBy, invalid) => (
          <input
            id={`${prefix}-${key}`}
            type="text"
            className={`field-input ${invalid ? 'border-danger-700' : ''}`}
            inputMode="numeric"
            autoComplete="off"
            disabled={!enhanced}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            value={text}
            onChange={(event) => {
              const value = event.target.value;
              setTyped((all) => ({ ...all, [key]: value }));
              const number = Number(value);
              if (/^\d{1,4}$/.test(value.trim()) && number >= min && number <= max) update({ ...choices, [key]: number }, 'typing');
            }}
          />
        )}
      </Field>
    );
  };

  const tcs = tax.remittance;
  const summary = [
    t('summary.heading', { amount: amountText, years: choices.years, moratorium: choices.moratoriumMonths }),
    ...rows.map((row) =>
      t('summary.type', {
        type: typeName(row.type, words),
        rates: ratesText(row.rates, words, row.apr),
        emi: rupeeSpan(row.low.emi, row.high.emi, words),
        interest: rupeeSpan(row.low.totalInterest, row.high.totalInterest, words, true),
      }),
    ),
    ...(allows
      ? [
          t('summary.saving', {
            saving: rupeeSpan(Math.min(...rows.map((r) => r.saving!.low)), Math.max(...rows.map((r) => r.saving!.high)), words, true),
          }),
        ]
      : []),
    t('summary.link', { url: `${pageUrl}${writeLoanChoices(choices)}` }),
  ].join('\n');

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <fieldset className="grid gap-5 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]">
          <legend className="px-1 text-lg font-bold text-brand-900">{t('form.label')}</legend>
          {typedField('amountLakh', t('amount.label'), 'amount.hint')}
          {typedField('years', t('years.label'), 'years.hint')}
          {typedField('moratoriumMonths', t('moratorium.label'), 'moratorium.hint')}
          <Choice
            name={`${prefix}-interest`}
            legend={t('interest.legend')}
            value={choices.interest}
            disabled={!enhanced}
            options={(['paid', 'capitalised'] as const).map((value) => ({ value, label: t(`interest.${value}`) }))}
            onChange={(interest) => update({ ...choices, interest }, 'step')}
          />
          <Choice
            name={`${prefix}-regime`}
            legend={t('regime.legend')}
            value={choices.regime}
            disabled={!enhanced}
            options={(['old', 'new'] as const).map((value: Regime) => ({ value, label: t(`regime.${value}`) }))}
            onChange={(regime) => update({ ...choices, regime }, 'step')}
          />
          {choices.regime === 'old' && (
            <SelectField
              id={`${prefix}-slab`}
              label={t('slab.label')}
              value={String(choices.slab)}
              disabled={!enhanced}
              options={slabs.map((rate) => ({
                value: String(rate),
                label: t('slab.option', { rate, from: rupeesShort(tax.oldRegimeSlabs.slabs.find((s) => s.rate === rate)!.from, words) }),
              }))}
              onChange={(value) => update({ ...choices, slab: Number(value) }, 'step')}
            />
          )}
        </fieldset>

        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
          <h2 className="sr-only">{caption}</h2>
          {!enhanced && (
            <p className="rounded-lg border border-accent-300 bg-accent-50 p-4 text-slate-800">
              {t('noscript', { amount: amountText, years: choices.years })}
            </p>
          )}
          <div role="status" aria-live="polite">
            <TypeTable rows={rows} caption={caption} words={words} />
          </div>
          <p className="text-sm text-slate-700">{t('rule.moratorium')}</p>
          <p className="text-sm text-slate-700">
            {allows
              ? t('rule.deduction', {
                  section: rule.section,
                  newSection: rule.newSection ?? rule.section,
                  years: rule.years,
                  slab: choices.slab,
                  cess: numberText(taxChoice.cess, locale),
                  date: calendarDate(rule.checked, locale),
                })
              : t('rule.deductionNew', {
                  section: rule.section,
                  newSection: rule.newSection ?? rule.section,
                  date: calendarDate(rule.checked, locale),
                })}
          </p>
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <h3 className="text-lg">{t('tcs.heading')}</h3>
            <p className="mt-1 text-slate-800">
              {t('tcs.text', {
                date: calendarDate(tcs.effective, locale),
                rate: numberText(tcs.selfFundedRate, locale),
                threshold: rupeesShort(tcs.threshold, words),
                amount: amountText,
                tcs: rupees(tcsOnRemittance(ask.amount, false, tcs), words),
              })}
            </p>
            <p className="mt-1 text-xs text-slate-600">{t('tcs.checked', { date: calendarDate(tcs.checked, locale) })}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap" data-noscript-hide>
            <WhatsAppLink href={buildShareLink(summary)} label={t('shareOnWhatsApp')} newTab={t('newTab')} />
            <a className="btn-primary" href={contactHref} onClick={() => handOff(summary)}>
              <UserRound aria-hidden="true" className="size-5" />
              {t('actions.counsellor')}
            </a>
          </div>
        </div>
      </div>

      <section aria-labelledby={`${prefix}-lenders`}>
        <h2 id={`${prefix}-lenders`} className="section-title">
          {t('lenders.heading')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('lenders.lead')}</p>
        <ol className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {order.map((i) => {
            const { low, high } = costRange(ask, lenders[i]!.interest);
            return (
              <li key={lenders[i]!.id}>
                <LenderCard lender={lenders[i]!} emi={{ low: low.emi, high: high.emi }} countryNames={countryNames} words={words} />
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
