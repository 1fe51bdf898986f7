import type { ReactNode } from 'react';
import { accommodationTypes, cityLevels, plannerLevels, type PlannerLevel } from '~/lib/costs/sheet';
import { formatRupees } from '~/lib/money/inr';
import { formatMoney, formatSpan, type MoneyRange } from '~/lib/money/range';
import type { PlannerCountry } from '~/lib/planner/inputs';
import type { PlannerOutcome } from '~/lib/planner/outcome';
import { levelName, yearsLabel } from '~/lib/planner/format';
import { withDestination, type PlannerState } from '~/lib/planner/state';
import Choice, { type ChoiceOption } from './Choice';
import Field from './Field';
import { fillIn } from '~/lib/text/placeholders';
import type { PlannerStrings } from '../CostPlanner';
import { inEnglish, type EnglishAttributes } from '~/lib/i18n/englishTexts';

interface Props {
  idPrefix: string;
  state: PlannerState;
  update: (next: PlannerState, kind: 'typing' | 'step') => void;
  outcome: PlannerOutcome;
  countries: PlannerCountry[];
  /** False in the server-rendered page: the controls wait for the script. */
  enhanced: boolean;
  s: PlannerStrings;
}

/** The inputs a visitor types a number into. */
type TypedKey = 'tuitionAmount' | 'scholarship' | 'savings' | 'loan' | 'rate' | 'tenure' | 'grace';

/** The answers a visitor picks from a few options, each written to the state as it is. */
type ChosenKey = 'tuitionFrom' | 'stay' | 'city' | 'scholarshipAs' | 'interest';

/** Programme lengths offered, in half years. */
const lengths = Array.from({ length: 12 }, (_, i) => (i + 1) / 2);

/** A titled group of inputs. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]">
      <legend className="px-1 text-lg font-bold text-brand-900">{legend}</legend>
      <div className="grid gap-5">{children}</div>
    </fieldset>
  );
}

/** Each level's name in the strings. */

/** The planner's inputs: what and where to study, tuition, living, funding and the loan. */
export default function PlanForm({ idPrefix, state, update, outcome, countries, enhanced, s }: Props) {
  const { choice, errors } = outcome;
  const { sheet } = choice.country;
  const { currency } = sheet;
  const money = (amount: number) => formatMoney(amount, currency, s.locale);
  const span = (range: MoneyRange) => formatSpan(range, money, s.range);
  const id = (name: string) => `${idPrefix}-${name}`;
  const typical = sheet.typicalYears[state.level];
  const inputClass = (invalid: boolean) => `field-input ${invalid ? 'border-danger-700' : ''}`;
  /** A choice from a list the destination and level decide (a tuition kind, a partner university). */
  const listField = (
    key: 'kind' | 'university',
    label: string,
    { hint, value, options }: { hint?: string; value?: string; options: { value: string; label: string; english?: EnglishAttributes }[] },
  ) => (
    <Field id={id(key)} label={label} hint={hint} error={errors[key]}>
      {(describedBy, invalid) => (
        <select
          id={id(key)}
          className={inputClass(invalid)}
          disabled={!enhanced || options.length === 0}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          value={value ?? ''}
          onChange={(event) => update({ ...state, [key]: event.target.value }, 'step')}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} {...option.english}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  /** A set of radio buttons whose name is the state key in kebab case (`tuitionFrom` → `tuition-from`). */
  const choiceField = <K extends ChosenKey>(key: K, legend: string, options: ChoiceOption<PlannerState[K]>[]) => (
    <Choice<PlannerState[K]>
      name={id(key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))}
      legend={legend}
      value={state[key]}
      disabled={!enhanced}
      options={options}
      onChange={(value) => update({ ...state, [key]: value }, 'step')}
    />
  );
  /** A typed number: kept as the visitor's text (validation explains what is wrong), one history entry per run of keys. */
  const numberField = (key: TypedKey, label: string, { hint, decimals = false }: { hint?: string; decimals?: boolean } = {}) => (
    <Field id={id(key)} label={label} hint={hint} error={errors[key]}>
      {(describedBy, invalid) => (
        <input
          id={id(key)}
          type="text"
          inputMode={decimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          className={inputClass(invalid)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          disabled={!enhanced}
          value={state[key]}
          onChange={(event) => update({ ...state, [key]: event.target.value }, 'typing')}
        />
      )}
    </Field>
  );

  return (
    // The plan follows every answer as it changes; submitting (Enter in a field, or the button)
    // takes the visitor to the plan itself.
    <form
      className="grid gap-6 print:hidden"
      aria-label={s['form.label']}
      onSubmit={(event) => {
        event.preventDefault();
        document.getElementById(`${idPrefix}-result`)?.focus();
      }}
    >
      <Group legend={s['group.where']}>
        <Field id={id('country')} label={s['field.destination']}>
          {() => (
            <select
              id={id('country')}
              className="field-input"
              disabled={!enhanced}
              value={sheet.country}
              onChange={(event) => update(withDestination(state, event.target.value, state.level), 'step')}
            >
              {countries.map((c) => (
                <option key={c.sheet.country} value={c.sheet.country}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Choice<PlannerLevel>
          name={id('level')}
          legend={s['field.level']}
          value={state.level}
          disabled={!enhanced}
          options={plannerLevels.map((level) => ({ value: level, label: levelName(level, s, 'label') }))}
          onChange={(level) => update(withDestination(state, sheet.country, level), 'step')}
        />
        <Field
          id={id('years')}
          label={s['field.years']}
          hint={fillIn(s['field.years.hint'], {
            years: yearsLabel(typical, s),
            level: levelName(state.level, s, 'inText'),
            country: choice.country.name,
          })}
          error={errors.years}
        >
          {(describedBy, invalid) => (
            <select
              id={id('years')}
              className={inputClass(invalid)}
              disabled={!enhanced}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              value={state.years === '' ? String(typical) : lengths.includes(Number(state.years)) ? String(Number(state.years)) : ''}
              onChange={(event) => update({ ...state, years: event.target.value === String(typical) ? '' : event.target.value }, 'step')}
            >
              {invalid && <option value="">{s['field.years.choose']}</option>}
              {lengths.map((years) => (
                <option key={years} value={String(years)}>
                  {yearsLabel(years, s)}
                  {years === typical ? ` ${s['field.years.usual']}` : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Group>

      <Group legend={s['group.tuition']}>
        {choiceField('tuitionFrom', s['field.tuitionFrom'], [
          { value: 'kind', label: s['tuitionFrom.kind'], disabled: choice.kinds.length === 0 },
          {
            value: 'university',
            label: s['tuitionFrom.university'],
            detail:
              choice.universities.length === 0 ? fillIn(s['tuitionFrom.university.none'], { country: choice.country.name }) : undefined,
            disabled: choice.universities.length === 0,
          },
          { value: 'amount', label: s['tuitionFrom.amount'] },
        ])}
        {state.tuitionFrom === 'kind' &&
          listField('kind', s['field.kind'], {
            hint: choice.kind ? fillIn(s['field.kind.hint'], { range: span(choice.kind), note: choice.kind.note }) : undefined,
            value: choice.kind?.id,
            options: choice.kinds.map((kind) => ({ value: kind.id, label: kind.label })),
          })}
        {state.tuitionFrom === 'university' &&
          listField('university', s['field.university'], {
            hint: choice.university
              ? fillIn(s['field.university.hint'], { range: span(choice.university.tuition), year: choice.university.academicYear })
              : undefined,
            value: choice.university?.id,
            options: choice.universities.map((u) => ({ value: u.id, label: u.name, english: inEnglish(u, 'name') })),
          })}
        {state.tuitionFrom === 'amount' &&
          numberField('tuitionAmount', fillIn(s['field.tuitionAmount'], { currency }), { hint: s['field.tuitionAmount.hint'] })}
      </Group>

      <Group legend={s['group.living']}>
        {choiceField(
          'stay',
          s['field.stay'],
          accommodationTypes.map((type) => ({
            value: type,
            label: sheet.accommodation[type].label,
            detail: fillIn(s[type === 'shared' ? 'field.stay.detailShared' : 'field.stay.detail'], {
              range: span(sheet.accommodation[type]),
              per: s[`per.${sheet.accommodation.per}`],
            }),
          })),
        )}
        {choiceField(
          'city',
          s['field.city'],
          cityLevels.map((level) => ({
            value: level,
            label: sheet.living[level].label,
            detail: fillIn(s['field.city.detail'], { range: span(sheet.living[level]) }),
          })),
        )}
      </Group>

      <Group legend={s['group.funding']}>
        {choiceField('scholarshipAs', s['field.scholarshipAs'], [
          { value: 'amount', label: fillIn(s['scholarshipAs.amount'], { currency }) },
          { value: 'percent', label: s['scholarshipAs.percent'] },
        ])}
        {numberField(
          'scholarship',
          state.scholarshipAs === 'percent' ? s['field.scholarship.percent'] : fillIn(s['field.scholarship.amount'], { currency }),
          {
            hint: s['field.scholarship.hint'],
            decimals: true,
          },
        )}
        {numberField('savings', s['field.savings'], { hint: s['field.savings.hint'] })}
      </Group>

      <Group legend={s['group.loan']}>
        {numberField('loan', s['field.loan'], {
          hint:
            outcome.suggestedLoan !== undefined
              ? fillIn(s['field.loan.hintSuggested'], { amount: formatRupees(outcome.suggestedLoan, s.locale) })
              : s['field.loan.hint'],
        })}
        {numberField('rate', s['field.rate'], { decimals: true })}
        {numberField('tenure', s['field.tenure'])}
        {numberField('grace', s['field.grace'], { hint: s['field.grace.hint'] })}
        {choiceField('interest', s['field.interest'], [
          { value: 'capitalised', label: s['interest.capitalised'], detail: s['interest.capitalised.detail'] },
          { value: 'paid', label: s['interest.paid'], detail: s['interest.paid.detail'] },
        ])}
      </Group>
      <button type="submit" className="btn-outline justify-self-start" disabled={!enhanced}>
        {s['form.show']}
      </button>
    </form>
  );
}
