/**
 * Check my chances in words: each problem beside its field, each university's reasons, and the
 * plain-text summary sent on WhatsApp or to a counsellor. Every text comes from the area's strings
 * (src/content/strings/<lang>/chances.json); this module only chooses and fills them in.
 */
import { formatScore } from '~/lib/finder/englishScore';
import { rupeeCeiling, rupeesInWords, type RupeeWords } from '~/lib/money/inr';
import type { MoneyRange } from '~/lib/money/range';
import { calendarDate, listText, numberText } from '~/lib/text/localeFormats';
import { say, type Words } from '~/lib/text/words';
import { englishTestFacts, englishTests, type EnglishTest } from '~/lib/universities/facts';
import { scoreGap, type Assessment, type Band } from './assess';
import type { GradeRule, Problem, Profile } from './profile';

/** An amount in lakh or crore, with the strings' words for them: "₹25.4 lakh" ("₹25.4 लाख" in Hindi). */
export function rupeeText(amount: number, words: Words): string {
  const rupeeWords: RupeeWords = {
    locale: say(words, 'locale'),
    'money.lakh': say(words, 'money.lakh'),
    'money.crore': say(words, 'money.crore'),
  };
  return rupeesInWords(amount, rupeeWords);
}

/** "₹25.4 lakh to ₹31.2 lakh", or one amount. */
export function rupeeSpan(range: MoneyRange, words: Words): string {
  return range.min === range.max
    ? rupeeText(range.min, words)
    : say(words, 'range', { min: rupeeText(range.min, words), max: rupeeText(range.max, words) });
}

/** A day as the strings' locale writes it ("20 November 2026"). */
export function dayText(isoDate: string, words: Words): string {
  return calendarDate(isoDate, say(words, 'locale'));
}

/** What is wrong with an answer, with the scale it must fit. */
export function problemText(problem: Problem, words: Words, context: { rule: GradeRule; test: EnglishTest | 'none' }): string {
  if (problem === 'cgpaOverScale') return say(words, 'errors.cgpaOverScale', { scale: context.rule.scale });
  if (problem === 'scoreEmpty' || problem === 'scoreOffScale') {
    const test = context.test === 'none' ? englishTests[0]! : context.test;
    const { name, scale } = englishTestFacts[test];
    if (problem === 'scoreEmpty') return say(words, 'errors.scoreEmpty', { test: name });
    const key = scale.step === 1 ? 'errors.scoreOffScale.whole' : 'errors.scoreOffScale.steps';
    return say(words, key, { test: name, min: scale.min, max: scale.max, step: scale.step });
  }
  if (problem === 'budgetTooLarge') return say(words, 'errors.budgetTooLarge', { max: rupeeText(rupeeCeiling, words) });
  return say(words, `errors.${problem}`);
}

/** "8.47 × 9.5 = 80.5%": the conversion shown beside a CGPA. */
export function conversionText(cgpa: number, percent: number, rule: GradeRule, words: Words): string {
  const locale = say(words, 'locale');
  return say(words, 'conversion.result', {
    cgpa: numberText(cgpa, locale),
    multiplier: numberText(rule.multiplier, locale),
    percent: numberText(percent, locale),
  });
}

/** "IELTS 6.5 · TOEFL 90": every minimum the university publishes. */
export const minimumsText = (minimums: Partial<Record<EnglishTest, number>>) =>
  englishTests
    .filter((test) => minimums[test] !== undefined)
    .map((test) => `${englishTestFacts[test].shortName} ${formatScore(test, minimums[test]!)}`)
    .join(' · ');

export interface Reasons {
  marks: string;
  /** Where the range comes from (an estimate or the university's figure) and when it was checked. */
  marksSource?: string;
  english: string;
  budget: string;
  /** The year's cost line by line. */
  cost: string;
}

/** The three reasons behind a university's band, in words. */
export function reasons(assessment: Assessment, profile: Profile, words: Words): Reasons {
  const locale = say(words, 'locale');
  const { marks, english, budget, university } = assessment;
  const percent = numberText(profile.percent, locale);
  const marksText =
    marks.verdict === 'unknown'
      ? say(words, 'reason.marks.unknown')
      : say(words, `reason.marks.${marks.verdict}`, {
          percent,
          min: numberText(marks.range.min, locale),
          max: numberText(marks.range.max, locale),
        });
  const marksSource =
    marks.verdict === 'unknown'
      ? undefined
      : say(words, marks.range.basis === 'published' ? 'reason.marks.published' : 'reason.marks.estimate', {
          checked: dayText(marks.range.checked, words),
        });

  let englishText: string;
  if (english.verdict === 'none') englishText = say(words, 'reason.english.none', { minimums: minimumsText(english.minimums) });
  else {
    const test = englishTestFacts[english.test].shortName;
    const score = formatScore(english.test, english.score);
    englishText =
      english.verdict === 'unlisted'
        ? say(words, 'reason.english.unlisted', { test })
        : say(words, `reason.english.${english.verdict}`, {
            test,
            score,
            minimum: formatScore(english.test, english.minimum),
            gap: english.verdict === 'short' ? formatScore(english.test, scoreGap(english)) : '',
          });
  }

  const cost = rupeeSpan(budget.cost, words);
  const budgetText = say(words, `reason.budget.${budget.verdict}`, {
    cost,
    budget: rupeeText(budget.budget, words),
    shortBy: rupeeText(budget.cost.min - budget.budget, words),
  });
  const { tuition, living, health } = university.yearlyCost;
  const costText = say(words, health.max > 0 ? 'cost.breakdown' : 'cost.breakdownNoHealth', {
    tuition: rupeeSpan(tuition, words),
    living: rupeeSpan(living, words),
    health: rupeeSpan(health, words),
  });
  return { marks: marksText, marksSource, english: englishText, budget: budgetText, cost: costText };
}

/** The heading of a band's group ("Safe"), or of those without a range. */
export const bandName = (band: Band | null, words: Words) => say(words, `band.${band ?? 'unknown'}`);

/**
 * What the family sends us: the profile, then each band's universities, then the link that opens
 * the same results. Plain text, one part a line.
 */
export function summaryText(
  profile: Profile,
  assessments: readonly Assessment[],
  words: Words,
  context: { countries: string; subject: string; url: string },
): string {
  const locale = say(words, 'locale');
  const percent = numberText(profile.percent, locale);
  const marks =
    profile.cgpa === undefined
      ? say(words, 'summary.marks.percent', { percent })
      : say(words, 'summary.marks.cgpa', { cgpa: numberText(profile.cgpa, locale), percent });
  const english = profile.english
    ? say(words, 'summary.english', {
        test: englishTestFacts[profile.english.test].shortName,
        score: formatScore(profile.english.test, profile.english.score),
      })
    : say(words, 'summary.noEnglish');
  const groups = [...new Set(assessments.map((a) => a.band))].map((band) =>
    say(words, 'summary.band', {
      band: bandName(band, words),
      names: listText(
        assessments.filter((a) => a.band === band).map((a) => `${a.university.name} (${a.university.countryName})`),
        locale,
      ),
    }),
  );
  return [
    say(words, 'summary.greeting'),
    say(words, 'summary.profile', {
      level: say(words, `level.${profile.level.toLowerCase()}`),
      marks,
      english,
      budget: rupeeText(profile.budget, words),
    }),
    say(words, 'summary.where', { countries: context.countries, subject: context.subject }),
    ...groups,
    say(words, 'summary.link', { url: context.url }),
  ].join('\n');
}
