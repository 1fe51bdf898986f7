/**
 * A page's HTML cut into tokens for the passes that change its text after rendering: a script,
 * style, template or text area whole (its inside is not page text), a comment, a start or end tag
 * (attributes quoted or not), or a run of text.
 */
const token =
  /<(script|style|template|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<\/?([A-Za-z][\w-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+|</g;

export const htmlTokens = (html: string): string[] => html.match(token) ?? [];
