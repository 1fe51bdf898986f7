/**
 * An area's strings as islands and their logic receive them (src/content/strings/<lang>/<area>.json):
 * a flat object of texts by key. `say` looks a text up and fills in its {placeholders}; a key the
 * file lacks is a mistake in code, so it throws naming the key instead of showing nothing.
 */
import { fillIn, type PlaceholderValues } from './placeholders';

export type Words = Readonly<Record<string, string>>;

export function say(words: Words, key: string, values: PlaceholderValues = {}): string {
  const text = words[key];
  if (text === undefined) throw new Error(`No text for "${key}" in this area's strings`);
  return fillIn(text, values);
}
