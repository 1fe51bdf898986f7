import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from '~/lib/search/shortcut';

const key = (k: string, more: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) =>
  isSearchShortcut({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, inField: false, ...more });

describe('the site search shortcuts', () => {
  it('"/" opens search, but not while typing in a field', () => {
    expect(key('/')).toBe(true);
    expect(key('/', { shiftKey: true })).toBe(true);
    expect(key('/', { inField: true })).toBe(false);
  });

  it('Ctrl+K or ⌘K opens search, even from a field', () => {
    expect(key('k', { ctrlKey: true })).toBe(true);
    expect(key('K', { metaKey: true })).toBe(true);
    expect(key('k', { ctrlKey: true, inField: true })).toBe(true);
  });

  it('leaves every other key, and the browser its own combinations', () => {
    expect(key('k')).toBe(false);
    expect(key('s')).toBe(false);
    expect(key('k', { ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key('k', { ctrlKey: true, metaKey: true })).toBe(false);
    expect(key('/', { ctrlKey: true })).toBe(false);
    expect(key('/', { altKey: true })).toBe(false);
  });
});
