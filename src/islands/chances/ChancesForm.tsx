import { plannerLevels } from '~/lib/costs/sheet';
import { cgpaToPercent, type GradeRule, type Problems } from '~/lib/chances/profile';
import type { ChancesState, TestChoice } from '~/lib/chances/state';
import { conversionText, dayText, problemText, rupeeText } from '~/lib/chances/words';
import { readNumber } from '~/lib/planner/numbers';
import { say, type Words } from '~/lib/text/words';
import { englishTestFacts, englishTests, subjectAreas, subjectKeys } from '~/lib/universities/facts';
import Choice from '../planner/Choice';
import SelectField from '../finder/SelectField';
import Field from '../planner/Field';

interface Props {
  idPrefix: string;
  state: ChancesState;
  update: (next: ChancesState, kind: 'typing' | 'step') => void;
  /** Problems to show beside their fields (once the visitor has asked for results). */
  problems: Problems;
  rule: GradeRule & { source: string; checked: string };
  countries: { id: string; name: string }[];
  words: Words;
  enhanced: boolean;
  onCheck: (form: HTMLFormElement) => void;
}

/** The profile: level, marks, English test and score, budget, destinations and subject. */
export default function ChancesForm({ idPrefix, state, update, problems, rule, countries, words, enhanced, onCheck }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const t = (key: string, values?: Record<string, string | number>) => say(words, key, values);
  const problem = (field: keyof Problems) => {
    const found = problems[field];
    return found && problemText(found, words, { rule, test: state.test });
  };
  const inputClass = (invalid: boolean) => `field-input ${invalid ? 'border-danger-700' : ''}`;
  const typed = (key: 'marks' | 'score' | 'budget', label: string, hint: string | undefined, extra?: string) => (
    <Field id={id(key)} label={label} hint={hint} error={problem(key)}>
      {(describedBy, invalid) => (
        <>
          <input
            id={id(key)}
            name={key}
            type="text"
            inputMode={key === 'budget' ? 'numeric' : 'decimal'}
            autoComplete="off"
            className={inputClass(invalid)}
            aria-describedby={[describedBy, extra ? id(`${key}-extra`) : ''].filter(Boolean).join(' ') || undefined}
            aria-invalid={invalid || undefined}
            disabled={!enhanced || (key === 'score' && state.test === 'none')}
            value={state[key]}
            onChange={(event) => update({ ...state, [key]: event.target.value }, 'typing')}
          />
          {extra && (
            <p id={id(`${key}-extra`)} className="mt-1 text-sm text-slate-700">
              {extra}
            </p>
          )}
        </>
      )}
    </Field>
  );

  // What a valid CGPA or budget comes to, shown as it is typed.
  const cgpa = readNumber(state.marks, 2);
  const conversion =
    state.marksAs === 'cgpa' && cgpa.ok && cgpa.value <= rule.scale
      ? conversionText(cgpa.value, cgpaToPercent(cgpa.value, rule), rule, words)
      : undefined;
  const budget = readNumber(state.budget, 0);
  const budgetWords = budget.ok && budget.value > 0 ? t('budget.inWords', { amount: rupeeText(budget.value, words) }) : undefined;
  const level = state.level.toLowerCase();

  return (
    <form
      className="grid gap-5 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)] print:hidden"
      aria-label={t('form.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onCheck(event.currentTarget);
      }}
    >
      <Choice
        name={id('level')}
        legend={t('level.legend')}
        value={state.level}
        disabled={!enhanced}
        options={plannerLevels.map((value) => ({
          value,
          label: t(`level.${value.toLowerCase()}`),
          detail: t(`level.${value.toLowerCase()}.detail`),
        }))}
        onChange={(value) => update({ ...state, level: value }, 'step')}
      />
      <Choice
        name={id('marks-as')}
        legend={t('marksAs.legend')}
        value={state.marksAs}
        disabled={!enhanced}
        options={[
          { value: 'percent', label: t('marksAs.percent') },
          { value: 'cgpa', label: t('marksAs.cgpa', { scale: rule.scale }) },
        ]}
        onChange={(value) => update({ ...state, marksAs: value }, 'step')}
      />
      {typed(
        'marks',
        t(`marks.label.${state.marksAs}`),
        t(`marks.hint.${level}`),
        state.marksAs === 'cgpa'
          ? [conversion, t('conversion.rule', { multiplier: rule.multiplier, source: rule.source, checked: dayText(rule.checked, words) })]
              .filter(Boolean)
              .join(' ')
          : undefined,
      )}
      {/* The test and its score one above the other: beside the score, even the desktop's column cut off the longest test name. */}
      <SelectField
        id={id('test')}
        label={t('test.label')}
        value={state.test}
        disabled={!enhanced}
        options={[
          ...englishTests.map((test) => ({ value: test, label: englishTestFacts[test].name })),
          { value: 'none', label: t('test.none') },
        ]}
        // A score belongs to its test's scale, so another test starts the score afresh.
        onChange={(test) => update({ ...state, test: test as TestChoice, score: '' }, 'step')}
      />
      {typed('score', t('score.label'), undefined)}
      {typed('budget', t('budget.label'), t('budget.hint'), budgetWords)}
      <fieldset>
        <legend className="field-label">{t('countries.legend')}</legend>
        <p id={id('countries-hint')} className="text-sm text-slate-600">
          {t('countries.hint')}
        </p>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {countries.map((country) => (
            <label
              key={country.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                disabled={!enhanced}
                aria-describedby={id('countries-hint')}
                checked={state.countries.includes(country.id)}
                onChange={(event) =>
                  update(
                    {
                      ...state,
                      countries: countries
                        .map((c) => c.id)
                        .filter((c) => (c === country.id ? event.target.checked : state.countries.includes(c))),
                    },
                    'step',
                  )
                }
              />
              {country.name}
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        id={id('subject')}
        label={t('subject.label')}
        value={state.subject}
        disabled={!enhanced}
        options={[
          { value: '', label: t('subjectArea.any') },
          ...subjectAreas.map((area) => ({ value: area, label: t(subjectKeys[area]) })),
        ]}
        onChange={(subject) => update({ ...state, subject: subject as ChancesState['subject'] }, 'step')}
      />
      <button type="submit" className="btn-secondary" disabled={!enhanced}>
        {t('submit')}
      </button>
    </form>
  );
}
