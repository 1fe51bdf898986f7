import { addressLine, contact } from './site';
import { figures } from './figures';
import { languages, type Lang } from './languages';
import { serviceFacts } from './serviceFacts';
import { addressLineOf, type AddressWords } from '~/lib/contact/address';
import { numberText } from '~/lib/text/localeFormats';
import { openingHoursText } from '~/lib/text/openingHours';
import { fillIn } from '~/lib/text/placeholders';
import { readFigures, type FigureWords } from '~/lib/text/wordedFigures';
import type { WorkRights } from '~/schemas/workRights';

/**
 * The facts any copy may name in braces, each written once elsewhere: the service pages' timings
 * and counts ("{consultation.sessions}"), the head office's city and address, the opening hours and reply time,
 * and the marketing figures ("{figures.experienceYears}"). src/queries/facts.ts fills them in.
 */
export const copyFacts = {
  ...serviceFacts,
  headOffice: { city: contact.address.city, address: addressLine },
  contact: { replyWithinHours: contact.replyWithinHours },
  figures,
};

/** Each destination's work rules as copy names them, by country id: { canada: { hours: 24, yearsAfter: 3 } }. */
export type WorkRightsFigures = Readonly<Record<string, Pick<WorkRights, 'hours' | 'yearsAfter'>>>;

/** The words a language puts around facts: src/content/strings/<lang>/figures.json. */
export type FactWords = Readonly<Record<FigureWords | 'openingHours' | 'openingHours.oneDay', string>>;

/**
 * The facts as a language reads them: each figure in its words ("over 95%", "95% से ज़्यादा"), the
 * opening hours written out in it ("{contact.hours}"), the reply promise in its words
 * ("{contact.replyPromise}", `replyPromise` in src/content/strings/<lang>/site.json) and each
 * destination's work rules as its numbers write them ("{workRights.canada.hours}"; a rule a
 * country's file leaves out names nothing), and the head office's city and address in its words.
 */
export function copyFactsIn(lang: Lang, words: FactWords, replyPromise: string, workRights: WorkRightsFigures, address: AddressWords) {
  const { locale } = languages[lang];
  const facts = readFigures(copyFacts, words, languages[lang].shortNumbers);
  const hours = openingHoursText(contact.openingHours, { days: words.openingHours, oneDay: words['openingHours.oneDay'] }, locale, languages[lang].hours);
  const rules = Object.fromEntries(
    Object.entries(workRights).map(([country, { hours: perPeriod, yearsAfter }]): [string, Readonly<Record<string, string>>] => [
      country,
      { hours: numberText(perPeriod, locale), ...(yearsAfter === undefined ? {} : { yearsAfter: numberText(yearsAfter, locale) }) },
    ]),
  );
  return {
    ...facts,
    headOffice: { city: address.city, address: addressLineOf(address) },
    contact: { ...facts.contact, hours, replyPromise: fillIn(replyPromise, { hours: contact.replyWithinHours }) },
    workRights: rules,
  };
}
