import { addressLine, contact } from './site';
import { figures } from './figures';
import { languages, type Lang } from './languages';
import { serviceFacts } from './serviceFacts';
import { addressLineOf, type AddressWords } from '~/lib/contact/address';
import { accommodationTypes, type AccommodationType } from '~/lib/costs/sheet';
import type { Currency } from '~/lib/money/currencies';
import { formatMoneyRange, type MoneyRange } from '~/lib/money/range';
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

/**
 * Each destination's typical rents as its cost sheet quotes them (a week or a month, in its
 * currency), by country id: { usa: { currency: 'USD', dorm: { min: 400, max: 1200 }, … } }.
 */
export type RentFigures = Readonly<Record<string, { currency: Currency } & Readonly<Record<AccommodationType, MoneyRange>>>>;

/** The words a language puts around facts: src/content/strings/<lang>/figures.json. */
export type FactWords = Readonly<Record<FigureWords | 'openingHours' | 'openingHours.oneDay', string>>;

/** What the facts are read from besides src/config: content the queries (or a test) read for them. */
export interface FactSources {
  /** The words around figures in the language. */
  words: FactWords;
  /** The reply promise in its words, naming `{hours}`. */
  replyPromise: string;
  workRights: WorkRightsFigures;
  rents: RentFigures;
  /** The head office's address in the language's words. */
  address: AddressWords;
}

/**
 * The facts as a language reads them: each figure in its words ("over 95%", "95% से ज़्यादा"), the
 * opening hours written out in it ("{contact.hours}"), the reply promise in its words
 * ("{contact.replyPromise}", `replyPromise` in src/content/strings/<lang>/site.json), each
 * destination's work rules as its numbers write them ("{workRights.canada.hours}"; a rule a
 * country's file leaves out names nothing) and its typical rents as the page writes money
 * ("{rents.usa.dorm}": "$400-$1,200"), and the head office's city and address in its words.
 */
export function copyFactsIn(lang: Lang, { words, replyPromise, workRights, rents, address }: FactSources) {
  const { locale } = languages[lang];
  const facts = readFigures(copyFacts, words, languages[lang].shortNumbers);
  const hours = openingHoursText(
    contact.openingHours,
    { days: words.openingHours, oneDay: words['openingHours.oneDay'] },
    locale,
    languages[lang].hours,
  );
  const rules = Object.fromEntries(
    Object.entries(workRights).map(([country, { hours: perPeriod, yearsAfter }]): [string, Readonly<Record<string, string>>] => [
      country,
      { hours: numberText(perPeriod, locale), ...(yearsAfter === undefined ? {} : { yearsAfter: numberText(yearsAfter, locale) }) },
    ]),
  );
  const rentTexts = Object.fromEntries(
    Object.entries(rents).map(([country, rent]): [string, Readonly<Record<string, string>>] => [
      country,
      Object.fromEntries(accommodationTypes.map((type) => [type, formatMoneyRange(rent.currency, locale, rent[type].min, rent[type].max)])),
    ]),
  );
  return {
    ...facts,
    headOffice: { city: address.city, address: addressLineOf(address) },
    contact: { ...facts.contact, hours, replyPromise: fillIn(replyPromise, { hours: contact.replyWithinHours }) },
    workRights: rules,
    rents: rentTexts,
  };
}
