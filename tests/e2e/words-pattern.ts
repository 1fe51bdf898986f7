import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { copyParts } from '../../src/lib/text/placeholders';

/**
 * A string with placeholders as a pattern source, for the sentences a test cannot know in full: its
 * words as written, each {name} standing for the pattern given for it ("Show {count} more of
 * {remaining}" with { count: '\\d+', remaining: '\\d+' } → "Show \d+ more of \d+"). A name with no
 * pattern stands for `otherwise`; with none given it fails, so an editor's new placeholder is noticed.
 */
export function wordsPattern(text: string, patterns: Record<string, string>, otherwise?: string): string {
  return copyParts(text)
    .map((part) => {
      if ('text' in part) return escapeRegExp(part.text);
      const pattern = patterns[part.name] ?? otherwise;
      if (pattern === undefined) throw new Error(`No pattern for "{${part.name}}" in "${text}"`);
      return pattern;
    })
    .join('');
}
