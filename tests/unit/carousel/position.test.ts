import { describe, expect, it } from 'vitest';
import { jump, slidePosition, step, wrapIndex } from '~/lib/carousel/position';

describe('wrapIndex', () => {
  it('keeps indexes inside the range', () => {
    expect([0, 1, 2].map((i) => wrapIndex(i, 3))).toEqual([0, 1, 2]);
  });
  it('wraps past the last slide to the first and before the first to the last', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(7, 4)).toBe(3);
  });
  it('rejects an empty list', () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError);
  });
});

describe('step', () => {
  it('moves forward and back with the direction the slide travels', () => {
    expect(step(0, 1, 3)).toEqual({ index: 1, direction: 1 });
    expect(step(1, -1, 3)).toEqual({ index: 0, direction: -1 });
  });
  it('wraps at both ends', () => {
    expect(step(2, 1, 3)).toEqual({ index: 0, direction: 1 });
    expect(step(0, -1, 3)).toEqual({ index: 2, direction: -1 });
  });
});

describe('jump', () => {
  it('slides from the side the chosen dot lies on', () => {
    expect(jump(0, 2, 3)).toEqual({ index: 2, direction: 1 });
    expect(jump(2, 0, 3)).toEqual({ index: 0, direction: -1 });
  });
});

describe('slidePosition', () => {
  it('counts from 1, wrapping past the last', () => {
    expect(slidePosition(0, 3)).toBe(1);
    expect(slidePosition(3, 4)).toBe(4);
    expect(slidePosition(4, 4)).toBe(1);
  });
});
