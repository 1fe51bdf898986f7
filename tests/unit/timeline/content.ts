/** Each destination's timeline as the page hands it to the island (through src/queries, from the content under test). */
import { applicationTimelines } from '~/queries/timelines';
import { wordsOf } from '../support/strings';

export const words: Record<string, string> = wordsOf('timeline');
export const timelines = await applicationTimelines('en');
