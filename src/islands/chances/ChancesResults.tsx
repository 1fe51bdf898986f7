import type { ReactNode } from 'react';
import { Check, CircleAlert, Plus, TriangleAlert } from 'lucide-react';
import { bands, type Assessment, type Band } from '~/lib/chances/assess';
import type { Profile } from '~/lib/chances/profile';
import { bandName, reasons } from '~/lib/chances/words';
import type { ShortlistItem } from '~/lib/shortlist/shortlist';
import { say, type Words } from '~/lib/text/words';
import { inEnglish } from '~/lib/i18n/englishTexts';
import EnglishText from '../shared/EnglishText';

interface Props {
  idPrefix: string;
  profile: Profile;
  results: Assessment[];
  words: Words;
  shortlisted: (id: string) => boolean;
  onShortlist: (item: ShortlistItem) => void;
}

/** How each count sits: fine, a stretch, or short. */
const tone = { safe: 'text-success-700', match: 'text-accent-800', reach: 'text-danger-700' } as const;
const icon = { safe: Check, match: CircleAlert, reach: TriangleAlert } as const;
const verdictBand = {
  above: 'safe',
  within: 'match',
  below: 'reach',
  unknown: 'match',
  meets: 'safe',
  unlisted: 'match',
  none: 'match',
  short: 'reach',
  covers: 'safe',
  partly: 'match',
} as const;

function Reason({ label, verdict, children }: { label: string; verdict: keyof typeof verdictBand; children: ReactNode }) {
  const band = verdictBand[verdict];
  const Icon = icon[band];
  return (
    <div className="flex gap-2">
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${tone[band]}`} />
      <div>
        <dt className="font-semibold text-slate-900">{label}</dt>
        <dd className="text-slate-700">{children}</dd>
      </div>
    </div>
  );
}

/** The universities that fit, grouped by band (Safe, Match, Reach, then those without a range), each with its reasons. */
export default function ChancesResults({ idPrefix, profile, results, words, shortlisted, onShortlist }: Props) {
  const groups: (Band | null)[] = [...bands, null];
  return (
    <>
      {groups.map((band) => {
        const inBand = results.filter((a) => a.band === band);
        if (inBand.length === 0) return null;
        const headingId = `${idPrefix}-band-${band ?? 'unknown'}`;
        return (
          <section key={band ?? 'unknown'} aria-labelledby={headingId} className="grid gap-3">
            <h3 id={headingId} className="text-xl">
              {bandName(band, words)} <span className="text-slate-600">({inBand.length})</span>
            </h3>
            <p className="text-slate-700">{say(words, `band.${band ?? 'unknown'}.lead`)}</p>
            <ul className="grid gap-4">
              {inBand.map((assessment) => {
                const { university } = assessment;
                const said = reasons(assessment, profile, words);
                const pressed = shortlisted(university.id);
                return (
                  <li key={university.id} className="card grid gap-3 p-5 print:break-inside-avoid">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <h4 className="text-lg">
                        <EnglishText of={university} field="name">
                          {university.name}
                        </EnglishText>{' '}
                        <span className="font-normal text-slate-600" {...inEnglish(university, 'countryName')}>
                          · {university.countryName}
                        </span>
                      </h4>
                      <button
                        type="button"
                        aria-pressed={pressed}
                        aria-label={say(words, 'actions.shortlistName', { name: university.name })}
                        onClick={() => onShortlist({ id: university.id, name: university.name, country: university.country })}
                        className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 border-brand-800 px-4 text-sm font-semibold print:hidden ${pressed ? 'bg-brand-800 text-white' : 'bg-white text-brand-800 hover:bg-brand-50'}`}
                      >
                        {pressed ? <Check aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
                        {say(words, 'actions.shortlist')}
                      </button>
                    </div>
                    <dl className="grid gap-2">
                      <Reason label={say(words, 'reason.marks.label')} verdict={assessment.marks.verdict}>
                        {said.marks} {said.marksSource && <span className="text-sm text-slate-600">{said.marksSource}</span>}
                      </Reason>
                      <Reason label={say(words, 'reason.english.label')} verdict={assessment.english.verdict}>
                        {said.english}
                      </Reason>
                      <Reason label={say(words, 'reason.budget.label')} verdict={assessment.budget.verdict}>
                        {said.budget} <span className="text-sm text-slate-600">{said.cost}</span>
                      </Reason>
                    </dl>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}
