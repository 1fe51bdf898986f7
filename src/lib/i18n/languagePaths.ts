/**
 * Which language a page's address is in, and the same page's address in another language. The
 * reference language lives at the root (/about); every other one under its code (/hi/about), so an
 * address names its language by its first segment alone.
 */
export interface LanguageCodes<L extends string> {
  codes: readonly L[];
  /** The language at the root. */
  reference: L;
}

/** The language of a path: its first segment when that is a language's code, else the reference. */
export function languageOfPath<L extends string>(path: string, { codes, reference }: LanguageCodes<L>): L {
  const first = path.split(/[/?#]/)[1] ?? '';
  return codes.find((code) => code === first && code !== reference) ?? reference;
}

/** The path without its language segment: /hi/about → /about, /hi → /, /about → /about. */
export function referencePath<L extends string>(path: string, languages: LanguageCodes<L>): string {
  const lang = languageOfPath(path, languages);
  if (lang === languages.reference) return path;
  const rest = path.slice(lang.length + 1);
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/**
 * The same page in `lang`, its query and fragment kept: /about?x=1 → /hi/about?x=1, /hi → /,
 * / → /hi.
 */
export function pathInLanguage<L extends string>(path: string, lang: L, languages: LanguageCodes<L>): string {
  const root = referencePath(path, languages);
  if (lang === languages.reference) return root;
  return root === '/' || /^\/[?#]/.test(root) ? `/${lang}${root.slice(1)}` : `/${lang}${root}`;
}
