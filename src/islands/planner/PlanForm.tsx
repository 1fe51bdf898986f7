import type { ReactNode } from 'react';
import { accommodationTypes, cityLevels, plannerLevels, type PlannerLevel } from '~/lib/costs/sheet';
import { formatRupees } from '~/lib/money/inr';
import { formatMoney, formatSpan, type MoneyRange } from '~/lib/money/range';
import type { PlannerCountry } from '~/lib/planner/inputs';
import type { PlannerOutcome } from '~/lib/planner/outcome';
import { yearsLabel } from '~/lib/planner/format';
import { withDestination, type PlannerState } from '~/lib/planner/state';
import Choice, { type ChoiceOption } from './Choice';
import Field from './Field';

interface Props {
  idPrefix: string;
  state: PlannerState;
  update: (next: PlannerState, kind: 'typing' | 'step') => void;
  outcome: PlannerOutcome;
  countries: PlannerCountry[];
  /** False in the server-rendered page: the controls wait for the script. */
  enhanced: boolean;
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

/** The planner's inputs: what and where to study, tuition, living, funding and the loan. */
export default function PlanForm({ idPrefix, state, update, outcome, countries, enhanced }: Props) {
  const { choice, errors } = outcome;
  const { sheet } = choice.country;
  const money = (amount: number) => formatMoney(amount, sheet.currency);
  const span = (range: MoneyRange) => formatSpan(range, money);
  const id = (name: string) => `${idPrefix}-${name}`;
  const typical = sheet.typicalYears[state.level];
  const inputClass = (invalid: boolean) => `field-input ${invalid ? 'border-danger-700' : ''}`;
  /** A choice from a list the destination and level decide (a tuition kind, a partner university). */
  const listField = (
    key: 'kind' | 'university',
    label: string,
    { hint, value, options }: { hint?: string; value?: string; options: { value: string; label: string }[] },
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
            <option key={option.value} value={option.value}>
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
      aria-label="Your plan"
      onSubmit={(event) => {
        event.preventDefault();
        document.getElementById(`${idPrefix}-result`)?.focus();
      }}
    >
      <Group legend="Where and what">
        <Field id={id('country')} label="Destination">
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
          legend="Level"
          value={state.level}
          disabled={!enhanced}
          options={plannerLevels.map((level) => ({ value: level, label: level }))}
          onChange={(level) => update(withDestination(state, sheet.country, level), 'step')}
        />
        <Field
          id={id('years')}
          label="Programme length"
          hint={`Usually ${yearsLabel(typical)} for ${state.level.toLowerCase()} study in ${choice.country.name}.`}
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
              {invalid && <option value="">Choose a length</option>}
              {lengths.map((years) => (
                <option key={years} value={String(years)}>
                  {yearsLabel(years)}
                  {years === typical ? ' (usual)' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Group>

      <Group legend="Tuition">
        {choiceField('tuitionFrom', 'Tuition from', [
          { value: 'kind', label: 'A kind of institution', disabled: choice.kinds.length === 0 },
          {
            value: 'university',
            label: 'A partner university',
            detail: choice.universities.length === 0 ? `None listed in ${choice.country.name} for this level yet` : undefined,
            disabled: choice.universities.length === 0,
          },
          { value: 'amount', label: 'An amount I enter' },
        ])}
        {state.tuitionFrom === 'kind' &&
          listField('kind', 'Kind of institution', {
            hint: choice.kind ? `${span(choice.kind)} a year. ${choice.kind.note}` : undefined,
            value: choice.kind?.id,
            options: choice.kinds.map((kind) => ({ value: kind.id, label: kind.label })),
          })}
        {state.tuitionFrom === 'university' &&
          listField('university', 'Partner university', {
            hint: choice.university ? `${span(choice.university.tuition)} a year (${choice.university.academicYear}).` : undefined,
            value: choice.university?.id,
            options: choice.universities.map((u) => ({ value: u.id, label: u.name })),
          })}
        {state.tuitionFrom === 'amount' && numberField('tuitionAmount', `Yearly tuition (${sheet.currency})`, { hint: 'Before any scholarship.' })}
      </Group>

      <Group legend="Living">
        {choiceField(
          'stay',
          'Accommodation',
          accommodationTypes.map((type) => ({
            value: type,
            label: sheet.accommodation[type].label,
            detail: `${span(sheet.accommodation[type])} a ${sheet.accommodation.per}${type === 'shared' ? ' per person' : ''}`,
          })),
        )}
        {choiceField(
          'city',
          'City',
          cityLevels.map((level) => ({
            value: level,
            label: sheet.living[level].label,
            detail: `Everyday costs besides rent: ${span(sheet.living[level])} a year`,
          })),
        )}
      </Group>

      <Group legend="Funding">
        {choiceField('scholarshipAs', 'Expected scholarship, as', [
          { value: 'amount', label: `An amount a year (${sheet.currency})` },
          { value: 'percent', label: 'A percentage of tuition' },
        ])}
        {numberField('scholarship', state.scholarshipAs === 'percent' ? 'Scholarship (% of tuition)' : `Scholarship a year (${sheet.currency})`, {
          hint: 'Leave empty if you expect none.',
          decimals: true,
        })}
        {numberField('savings', 'Family savings to put in (₹)', { hint: 'Leave empty for none.' })}
      </Group>

      <Group legend="Education loan">
        {numberField('loan', 'Loan amount (₹)', {
          hint: `Leave empty to borrow the upper total less savings${outcome.suggestedLoan !== undefined ? `: ${formatRupees(outcome.suggestedLoan)}` : ''}.`,
        })}
        {numberField('rate', 'Interest rate (% a year)', { decimals: true })}
        {numberField('tenure', 'Repayment tenure (years)')}
        {numberField('grace', 'Grace period after the course (months)', { hint: 'Repayments start after the course and this grace period.' })}
        {choiceField('interest', 'Interest while studying', [
          { value: 'capitalised', label: 'Added to the loan', detail: 'Nothing to pay until repayments start' },
          { value: 'paid', label: 'Paid every month', detail: 'A smaller loan to repay later' },
        ])}
      </Group>
      <button type="submit" className="btn-outline justify-self-start" disabled={!enhanced}>
        Show my plan
      </button>
    </form>
  );
}
