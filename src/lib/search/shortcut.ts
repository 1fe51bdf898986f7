/**
 * The site search's keyboard shortcuts: Ctrl+K (⌘K on a Mac) anywhere, and "/" when the visitor is not
 * typing in a field (there "/" is just a character).
 */
interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  /** Whether the key went to something that takes text: an input, a textarea, a select or editable content. */
  inField: boolean;
}

export function isSearchShortcut({ key, ctrlKey, metaKey, altKey, shiftKey = false, inField }: ShortcutKey): boolean {
  if (altKey) return false;
  // Exactly one of Ctrl or ⌘, and no Shift (Ctrl+Shift+K belongs to the browser).
  if (key.toLowerCase() === 'k') return ctrlKey !== metaKey && !shiftKey;
  // Some keyboards need Shift to type "/", so Shift is allowed there.
  return key === '/' && !ctrlKey && !metaKey && !inField;
}
