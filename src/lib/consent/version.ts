/**
 * A notice's version as a consent record names it: the date it last changed and the first eight
 * hex digits of the SHA-256 of its words ("2026-12-07-3fa9c1d2"), so the words a visitor agreed to
 * can be found again in the repository's history even where an editor forgot to change the date.
 * Web Crypto, so the same function runs at build and in the tests.
 */
export async function contentVersion(updated: string, text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${updated}-${hex.slice(0, 8)}`;
}

/** The short notice's words as one text: every key of its strings with its words, in key order. */
export function wordsText(words: Readonly<Record<string, string>>, keys: readonly string[]): string {
  return [...keys]
    .sort()
    .map((key) => `${key}=${words[key] ?? ''}`)
    .join('\n');
}
