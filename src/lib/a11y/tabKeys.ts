/**
 * The keys of a WAI-ARIA tab list (horizontal, automatic activation): ArrowRight and ArrowLeft move
 * to the next and previous tab, wrapping at the ends; Home and End jump to the first and the last.
 * Returns the index of the tab a key moves to, or undefined for any other key (which the tab then
 * leaves to the browser).
 */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return index >= last ? 0 : index + 1;
    case 'ArrowLeft':
      return index <= 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}
