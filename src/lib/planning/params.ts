/**
 * The URL parameters the planning tools share (a level, a destination), written the same way by
 * each, so a link from one tool to another keeps the family's choices.
 */
import { plannerLevels, type PlannerLevel } from '~/lib/costs/sheet';

/** "undergraduate" in the URL → "Undergraduate"; anything else → the fallback. */
export function readLevel<F extends PlannerLevel | ''>(raw: string | null, fallback: F): PlannerLevel | F {
  return plannerLevels.find((level) => level.toLowerCase() === raw?.trim().toLowerCase()) ?? fallback;
}

/** A destination id the tool knows, or '' (all, or the tool's default). */
export function readCountry(raw: string | null, known: readonly string[]): string {
  const id = raw?.trim().toLowerCase() ?? '';
  return known.includes(id) ? id : '';
}

/** Sets or removes each parameter (an empty value or the default is left out); '' or '?…'. */
export function writeParams(currentSearch: string, values: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams(currentSearch);
  for (const [name, value] of Object.entries(values)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
