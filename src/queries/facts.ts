import { contact } from '~/config/site';
import { figures } from '~/config/figures';
import { serviceFacts } from '~/config/serviceFacts';
import { fillInAll, type PlaceholderValues } from '~/lib/text/placeholders';

/**
 * The facts any copy may name in braces, each written once elsewhere: the service pages' timings
 * and counts ("{consultation.sessions}"), the head office's city, the opening hours and reply time,
 * and the marketing figures ("{figures.experienceYears}").
 */
const facts: PlaceholderValues = {
  ...serviceFacts,
  headOffice: { city: contact.address.city },
  contact: { hours: contact.hours, replyPromise: contact.replyPromise, replyWithinHours: contact.replyWithinHours },
  figures,
};

/**
 * Copy read from a content file with its placeholders filled: the facts above and the values the
 * page counts itself ("{count}"). A name that is neither fails the build naming the file and listing
 * the names there are.
 */
export function filledCopy<T>(file: string, copy: T, values: PlaceholderValues = {}): T {
  try {
    return fillInAll(copy, { ...facts, ...values });
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

/**
 * Copy with the facts it names filled in ("{contact.hours}": a fact's name always has a dot) and the
 * plain names ("{count}") left for the component or island that shows it to fill in.
 */
export function withFacts<T>(file: string, copy: T): T {
  try {
    return fillInAll(copy, facts, (name) => !name.includes('.'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}
