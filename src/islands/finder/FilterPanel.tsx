import { studyLevels, subjectAreas, subjectKeys, type IntakeMonth } from '~/lib/universities/facts';
import { budgetSteps } from '~/lib/finder/facets';
import { intakeName, levelName } from '~/lib/finder/labels';
import type { FinderCountry, FinderState } from '~/lib/finder/search';
import SelectField from './SelectField';
import { fillIn } from '~/lib/text/placeholders';
import type { FinderWords } from '../UniversityFinder';

interface Props {
  id: string;
  /** Shown on phones only while open; always shown from the medium breakpoint. */
  open: boolean;
  state: FinderState;
  intakes: readonly IntakeMonth[];
  /** The country buttons, after "All". */
  countries: readonly FinderCountry[];
  ratesDate: string;
  enhanced: boolean;
  onChange: (next: FinderState) => void;
  s: FinderWords;
}

/** The facets whose value is one of a closed list of names. */
type NamedFacet = 'level' | 'subject' | 'intake';

const any = (label: string) => ({ value: '', label });

/** The country buttons and the facets: every change narrows both grids at once. */
export default function FilterPanel({ id, open, state, intakes, countries, ratesDate, enhanced, onChange, s }: Props) {
  const levelOptions = [any(s['level.any']), ...studyLevels.map((level) => ({ value: level, label: levelName(level, s) }))];
  const subjectOptions = [any(s['subjectArea.any']), ...subjectAreas.map((area) => ({ value: area, label: s[subjectKeys[area]] }))];
  const budgetOptions = [
    any(s['budget.any']),
    ...budgetSteps.map((lakh) => ({ value: String(lakh), label: fillIn(s['budget.upTo'], { lakh }) })),
  ];
  const set = (patch: Partial<FinderState>) => onChange({ ...state, ...patch });
  /** A facet chosen from a list; the empty first option ("Any …") clears it. The options are the facet's own values. */
  const facetSelect = (key: NamedFacet, label: string, options: { value: string; label: string }[]) => (
    <SelectField
      id={`${id}-${key}`}
      label={label}
      value={state[key] ?? ''}
      options={options}
      disabled={!enhanced}
      onChange={(value) => set({ [key]: value || null } as Partial<FinderState>)}
    />
  );
  return (
    <div id={id} className={`${open ? 'flex' : 'hidden'} mt-4 flex-col gap-4 md:flex`}>
      <div role="group" aria-label={s['country.label']} className="flex flex-wrap gap-2">
        {[{ id: null, name: s['country.all'] }, ...countries].map(({ id: country, name }) => {
          const pressed = state.country === country;
          return (
            <button
              key={country ?? ''}
              type="button"
              aria-pressed={pressed}
              disabled={!enhanced}
              onClick={() => pressed || set({ country })}
              className={`min-h-11 rounded-full border-2 px-4 text-sm font-semibold transition-colors duration-200 ${
                pressed ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
              }`}
            >
              {name}
            </button>
          );
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        {facetSelect('level', s['level.label'], levelOptions)}
        {facetSelect('subject', s['subject.label'], subjectOptions)}
        {facetSelect('intake', s['intake.label'], [
          any(s['intake.any']),
          ...intakes.map((month) => ({ value: month, label: intakeName(month, s.locale) })),
        ])}
        <SelectField
          id={`${id}-budget`}
          label={s['budget.label']}
          value={state.budgetLakh === null ? '' : String(state.budgetLakh)}
          options={budgetOptions}
          disabled={!enhanced}
          onChange={(value) => set({ budgetLakh: value ? Number(value) : null })}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-brand-800"
            checked={state.scholarships}
            disabled={!enhanced}
            onChange={(event) => set({ scholarships: event.target.checked })}
          />
          {s.scholarships}
        </label>
      </div>
      <p className="text-xs text-slate-600">{fillIn(s['budget.note'], { date: ratesDate })}</p>
    </div>
  );
}
