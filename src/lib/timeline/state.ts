/**
 * My application timeline's choices in the page URL, so a plan can be shared and reloaded:
 * `?country=uk&level=undergraduate&intake=2027-09&scholarships=chevening`. The intake stays text: a
 * past or odd one is refused on the page with a message, never silently replaced. The scholarships
 * are those whose deadlines the visitor added in the scholarship finder.
 */
import type { PlannerLevel } from '~/lib/costs/sheet';
import { readCountry, readLevel, writeParams } from '~/lib/planning/params';
import { chosenParam, chosenValue, readChosen } from '~/lib/scholarships/chosen';

export interface TimelineState {
  /** A destination id; '' means the first destination. */
  country: string;
  level: PlannerLevel;
  /** YYYY-MM; '' means the suggested intake. */
  intake: string;
  /** Ids of the scholarships whose deadlines are added. */
  scholarships: string[];
}

export const initialTimelineState: TimelineState = { country: '', level: 'Postgraduate', intake: '', scholarships: [] };

export function readTimelineState(search: string, known: readonly string[], knownScholarships: readonly string[] = []): TimelineState {
  const params = new URLSearchParams(search);
  return {
    country: readCountry(params.get('country'), known),
    level: readLevel(params.get('level'), initialTimelineState.level),
    intake: (params.get('intake') ?? '').trim().slice(0, 7),
    scholarships: readChosen(params.get(chosenParam), knownScholarships),
  };
}

export function writeTimelineState(state: TimelineState, currentSearch = ''): string {
  return writeParams(currentSearch, {
    country: state.country,
    level: state.level === initialTimelineState.level ? '' : state.level.toLowerCase(),
    intake: state.intake,
    [chosenParam]: chosenValue(state.scholarships),
  });
}
