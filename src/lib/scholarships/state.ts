/**
 * The scholarship finder's filters in the page URL, so a filtered list can be shared and reloaded:
 * `?country=uk&level=Postgraduate&subject=Law&full=yes&within=3`. Values are the ones the
 * university finder writes (a destination id, a level and a subject area as the page names them);
 * anything unknown falls back to "any".
 */
import { studyLevels, subjectAreas, type StudyLevel, type SubjectArea } from '~/lib/universities/facts';
import { writeParams } from '~/lib/planning/params';
import { withinSteps, type ScholarshipFilters } from './filters';

const param = { country: 'country', level: 'level', subject: 'subject', fullTuition: 'full', within: 'within' } as const satisfies Record<
  keyof ScholarshipFilters,
  string
>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function readScholarshipFilters(search: string, countries: readonly string[]): ScholarshipFilters {
  const params = new URLSearchParams(search);
  const country = params.get(param.country)?.toLowerCase() ?? null;
  const within = Number(params.get(param.within));
  return {
    country: country !== null && countries.includes(country) ? country : null,
    level: oneOf<StudyLevel>(studyLevels, params.get(param.level)),
    subject: oneOf<SubjectArea>(subjectAreas, params.get(param.subject)),
    fullTuition: params.get(param.fullTuition) === 'yes',
    within: withinSteps.includes(within) ? within : null,
  };
}

/** The filters in a query string, keeping other parameters; '' or '?…'. Unset filters are left out. */
export function writeScholarshipFilters(f: ScholarshipFilters, currentSearch = ''): string {
  return writeParams(currentSearch, {
    [param.country]: f.country ?? '',
    [param.level]: f.level ?? '',
    [param.subject]: f.subject ?? '',
    [param.fullTuition]: f.fullTuition ? 'yes' : '',
    [param.within]: f.within === null ? '' : String(f.within),
  });
}
