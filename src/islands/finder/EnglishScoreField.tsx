import { englishTestFacts, englishTests, type EnglishTest } from '~/lib/universities/facts';
import { parseScore, scoreHint } from '~/lib/finder/englishScore';
import SelectField from './SelectField';
import type { FinderWords } from '../UniversityFinder';

interface Props {
  id: string;
  test: EnglishTest | null;
  score: string;
  enhanced: boolean;
  onChange: (test: EnglishTest | null, score: string, kind: 'typing' | 'step') => void;
  s: FinderWords;
}

const tests = englishTests.map((test) => ({ value: test, label: englishTestFacts[test].name }));

/**
 * "Your English score": an optional test and score. Each card then says whether it meets that
 * university's minimum. Kept in the page and its URL only; nothing is stored.
 */
export default function EnglishScoreField({ id, test, score, enhanced, onChange, s }: Props) {
  const testOptions = [{ value: '', label: s['english.chooseTest'] }, ...tests];
  const invalid = test !== null && score.trim() !== '' && parseScore(test, score) === null;
  const hintId = `${id}-hint`;
  return (
    <fieldset className="min-w-0">
      <legend className="field-label">{s['english.legend']}</legend>
      {/* Side by side only where the test select holds its longest name; a phone stacks them. */}
      <div className="mt-1 grid gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SelectField
          id={`${id}-test`}
          label={s['english.test']}
          value={test ?? ''}
          options={testOptions}
          disabled={!enhanced}
          // A score belongs to its test's scale, so choosing another test starts the score afresh.
          onChange={(value) => onChange((value || null) as EnglishTest | null, '', 'step')}
        />
        <div>
          <label htmlFor={`${id}-score`} className="field-label">
            {s['english.score']}
          </label>
          <input
            id={`${id}-score`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="field-input"
            value={score}
            disabled={!enhanced || test === null}
            aria-invalid={invalid}
            aria-describedby={hintId}
            onChange={(event) => onChange(test, event.target.value, 'typing')}
          />
        </div>
      </div>
      <p id={hintId} className={`mt-1 text-xs ${invalid ? 'font-semibold text-danger-700' : 'text-slate-600'}`}>
        {invalid && test ? scoreHint(test, s) : s['english.hint']}
      </p>
    </fieldset>
  );
}
