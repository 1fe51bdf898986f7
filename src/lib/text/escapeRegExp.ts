/** A text as a regular-expression source that matches exactly that text, whatever characters it holds. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
