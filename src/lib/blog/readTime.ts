import readingTime from 'reading-time';

/** Whole minutes to read a Markdown body (at least 1), computed so editors never type it. */
export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.round(readingTime(markdown).minutes));
}
