/**
 * Prose in content files names a fact written once elsewhere as {dotted.path} ("2-3 sessions" is
 * written "{consultation.sessions} sessions"), so changing the fact changes every sentence that
 * states it. The build fills the placeholders and refuses one that names no fact.
 */
import { figureAt, figurePaths } from './figurePath';

type FactTree = Parameters<typeof figurePaths>[0];

const placeholder = /\{([A-Za-z]+(?:\.[A-Za-z]+)+)\}/g;

/** The dotted paths a text names, in order. */
export function namedFacts(text: string): string[] {
  return [...text.matchAll(placeholder)].map((match) => match[1]!);
}

/** The text with each {dotted.path} replaced by the fact at that path (throws on an unknown one). */
export function fillFacts(text: string, facts: FactTree): string {
  return text.replace(placeholder, (_, path: string) => figureAt(facts, path));
}
