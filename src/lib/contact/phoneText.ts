/**
 * A phone number as link text that never breaks across lines: spaces become no-break spaces and
 * hyphens no-break hyphens, so "+91 98765 43210" stays whole on a narrow phone.
 */
export function phoneText(display: string): string {
  return display.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
