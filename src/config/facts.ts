import { contact } from './site';
import { figures } from './figures';
import { languages, type Lang } from './languages';
import { serviceFacts } from './serviceFacts';
import { openingHoursText } from '~/lib/text/openingHours';
import { readFigures, type FigureWords } from '~/lib/text/wordedFigures';

/**
 * The facts any copy may name in braces, each written once elsewhere: the service pages' timings
 * and counts ("{consultation.sessions}"), the head office's city, the opening hours and reply time,
 * and the marketing figures ("{figures.experienceYears}"). src/queries/facts.ts fills them in.
 */
export const copyFacts = {
  ...serviceFacts,
  headOffice: { city: contact.address.city },
  contact: { replyPromise: contact.replyPromise, replyWithinHours: contact.replyWithinHours },
  figures,
};

/** The words a language puts around facts: src/content/strings/<lang>/figures.json. */
export type FactWords = Readonly<Record<FigureWords | 'openingHours' | 'openingHours.oneDay', string>>;

/**
 * The facts as a language reads them: each figure in its words ("over 95%", "95% से ज़्यादा") and the
 * opening hours written out in it ("{contact.hours}").
 */
export function copyFactsIn(lang: Lang, words: FactWords) {
  const facts = readFigures(copyFacts, words);
  const hours = openingHoursText(contact.openingHours, { days: words.openingHours, oneDay: words['openingHours.oneDay'] }, languages[lang].locale, languages[lang].hours);
  return { ...facts, contact: { ...facts.contact, hours } };
}
