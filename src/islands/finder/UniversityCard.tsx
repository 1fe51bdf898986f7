import { memo } from 'react';
import { Award, GraduationCap, MapPin, Percent } from 'lucide-react';
import UniversityCrest from '../shared/UniversityCrest';
import type { FinderUniversity } from '~/lib/finder/university';

interface Props {
  university: FinderUniversity;
}

/**
 * One partner university's card content (the finder wraps it in the list item it shows or hides).
 * Memoised on the university alone, so filtering never re-renders a card, it only flips `hidden`.
 */
function UniversityCard({ university: u }: Props) {
  return (
    <>
      <div className="flex items-start gap-4">
        <UniversityCrest {...u.crest} size={52} className="shrink-0" />
        <div className="min-w-0">
          <h3 className="text-lg leading-snug">{u.name}</h3>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {u.country}, {u.region}
          </p>
        </div>
      </div>
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
        <Award aria-hidden="true" className="size-4 shrink-0 text-accent-600" />
        {u.ranking}
      </p>
      <div>
        <p className="text-sm font-semibold text-slate-800">Programs</p>
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Programs at ${u.name}`}>
          {u.programmes.map((program) => (
            <li key={program} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              {program}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-200 pt-4 text-sm">
        {u.scholarshipUpTo && (
          <p className="flex items-center gap-1.5 font-semibold text-success-700">
            <GraduationCap aria-hidden="true" className="size-4 shrink-0" />
            Scholarship up to {u.scholarshipUpTo}
          </p>
        )}
        <p className="flex items-center gap-1.5 text-slate-700">
          <Percent aria-hidden="true" className="size-4 shrink-0" />
          Admission rate <strong className="text-brand-900">{u.admissionRate}</strong>
        </p>
      </div>
    </>
  );
}

export default memo(UniversityCard);
