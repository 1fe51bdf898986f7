import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from '~/lib/a11y/tabKeys';

describe('tab list keys', () => {
  it('moves right and left one tab, wrapping at both ends', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 2, 3)).toBe(1);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
  });

  it('jumps to the first and the last tab with Home and End', () => {
    expect(tabKeyTarget('Home', 2, 5)).toBe(0);
    expect(tabKeyTarget('End', 0, 5)).toBe(4);
  });

  it('stays on the only tab of a one-tab list', () => {
    for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End']) expect(tabKeyTarget(key, 0, 1)).toBe(0);
  });

  it('leaves every other key to the browser', () => {
    for (const key of ['Tab', 'Enter', ' ', 'ArrowDown', 'ArrowUp', 'a']) expect(tabKeyTarget(key, 1, 3)).toBeUndefined();
  });
});
