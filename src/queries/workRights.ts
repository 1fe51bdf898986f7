/**
 * Each destination's work rules (src/content/work-rights/<country>.json), read once as the module
 * loads and checked by the collection's own schema: copy names their figures while it is filled,
 * which is synchronous (src/queries/facts.ts), and each country page says where and when they were
 * checked.
 */
import type { WorkRightsFigures } from '~/config/facts';
import { checkedFile } from './checkedFile';
import { workRightsSchema, type WorkRights } from '~/schemas/workRights';

const files = import.meta.glob('/src/content/work-rights/*.json', { eager: true, import: 'default' });

/** By country id; a file names the country it is named for, so each country has one. */
const rules: ReadonlyMap<string, WorkRights> = new Map(
  Object.entries(files).map(([path, data]) => {
    const file = path.slice(1);
    const rules = checkedFile(workRightsSchema, data, file);
    const { id } = rules.country;
    if (!file.endsWith(`/${id}.json`)) throw new Error(`${file} gives the rules of "${id}": name it work-rights/${id}.json`);
    return [id, rules];
  }),
);

/** The figures copy may name: { canada: { hours: 24, yearsAfter: 3 } }. */
export const workRightsFigures: WorkRightsFigures = Object.fromEntries(
  [...rules].map(([id, { hours, yearsAfter }]) => [id, { hours, yearsAfter }]),
);

/** A destination's rules with their source and the day they were checked; a destination without its file fails the build. */
export function workRights(country: string): WorkRights {
  const found = rules.get(country);
  if (!found) throw new Error(`${country} needs its work rules in src/content/work-rights/${country}.json`);
  return found;
}
