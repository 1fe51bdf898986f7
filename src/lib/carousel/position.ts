/** Index arithmetic shared by the testimonial carousel and the success-story viewer. */

/** 1 moves forward (the next slide enters from the right), -1 moves back. */
export type Direction = 1 | -1;

export interface Position {
  index: number;
  direction: Direction;
}

/** Any integer index folded into 0…count-1, so both ends wrap around. */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  return ((Math.trunc(index) % count) + count) % count;
}

/** One step forward or back from `index`, wrapping at both ends. */
export function step(index: number, direction: Direction, count: number): Position {
  return { index: wrapIndex(index + direction, count), direction };
}

/** Jump to `target` (a dot): the slide slides in from the side it lies on. */
export function jump(from: number, target: number, count: number): Position {
  const index = wrapIndex(target, count);
  return { index, direction: index < from ? -1 : 1 };
}

/** A slide's place for its label and the counter, counted from 1 ("2" in "2 of 3"). */
export function slidePosition(index: number, count: number): number {
  return wrapIndex(index, count) + 1;
}
