/** The visitor's English score against a university's published minimum, on the test's own scale. */
import { fillIn } from '~/lib/text/placeholders';
import { englishTestFacts, englishTests, type EnglishTest } from '~/lib/universities/facts';

/**
 * The finder's words for a score (content: strings/<lang>/finder.json): the scale's hint, whole or
 * in steps, and the three verdicts. "{test}", "{min}", "{max}", "{step}", "{gap}" are filled in.
 */
export type EnglishWords = Readonly<
  Record<'english.scale.whole' | 'english.scale.steps' | 'verdict.meets' | 'verdict.short' | 'verdict.unlisted', string>
>;

/** A score as its test writes it: IELTS bands with one decimal ("7.0"), the others whole. */
export function formatScore(test: EnglishTest, score: number): string {
  return test === 'ielts' ? score.toFixed(1) : String(score);
}

/** Text that could be a score at all (digits, one optional decimal): what the URL may carry. */
export function isScoreText(text: string): boolean {
  return /^\d{1,3}(\.\d)?$/.test(text.trim());
}

/** The score as a number when it is a valid score on the test's scale, else null. */
export function parseScore(test: EnglishTest, text: string): number | null {
  if (!isScoreText(text)) return null;
  const score = Number(text.trim());
  const { min, max, step } = englishTestFacts[test].scale;
  if (score < min || score > max) return null;
  return Number.isInteger(score / step) ? score : null;
}

/** The hint shown while the score does not fit the test's scale. */
export function scoreHint(test: EnglishTest, words: EnglishWords): string {
  const { min, max, step } = englishTestFacts[test].scale;
  return fillIn(words[step === 1 ? 'english.scale.whole' : 'english.scale.steps'], { test: englishTestFacts[test].name, min, max, step });
}

export type EnglishCheck = { kind: 'meets'; text: string } | { kind: 'short'; text: string } | { kind: 'unlisted'; text: string };

/**
 * What a card says about the visitor's score: it meets the minimum, falls short by how much, or the
 * university publishes no minimum for that test. Null when there is no valid score to check.
 */
export function checkEnglish(
  minimums: Partial<Record<EnglishTest, number>>,
  test: EnglishTest | null,
  scoreText: string,
  words: EnglishWords,
): EnglishCheck | null {
  if (test === null) return null;
  const score = parseScore(test, scoreText);
  if (score === null) return null;
  const name = englishTestFacts[test].name;
  const minimum = minimums[test];
  if (minimum === undefined) return { kind: 'unlisted', text: fillIn(words['verdict.unlisted'], { test: name }) };
  const min = formatScore(test, minimum);
  if (score >= minimum) return { kind: 'meets', text: fillIn(words['verdict.meets'], { test: name, min }) };
  // Differences on the half-band scale stay exact: 7.0 − 6.5 is 0.5, never 0.4999….
  const gap = Math.round((minimum - score) * 10) / 10;
  return { kind: 'short', text: fillIn(words['verdict.short'], { gap: formatScore(test, gap), test: name, min }) };
}

/** "IELTS 7.0 · TOEFL 100 · Duolingo 125": every minimum a university publishes, in the usual order. */
export function englishSummary(minimums: Partial<Record<EnglishTest, number>>): string {
  return englishTests
    .filter((test) => minimums[test] !== undefined)
    .map((test) => `${englishTestFacts[test].shortName} ${formatScore(test, minimums[test]!)}`)
    .join(' · ');
}
