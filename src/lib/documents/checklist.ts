/**
 * My documents checklist: which papers a destination and level need (a document with no countries
 * or levels applies to all), grouped by whose papers they are, and how many of them are ticked.
 */
import type { PlannerLevel } from '~/lib/costs/sheet';
import { readCountry, readLevel, writeParams } from '~/lib/planning/params';
import { documentGroups, type DocumentGroup } from './groups';

export interface StudyDocument {
  id: string;
  group: DocumentGroup;
  name: string;
  /** Destination ids that ask for it; absent: all do. */
  countries?: string[];
  /** Levels that need it; absent: both do. */
  levels?: PlannerLevel[];
  why: string;
  mistake: string;
}

export interface ChecklistState {
  /** A destination id, or '' for every destination. */
  country: string;
  /** A level, or '' for both. */
  level: PlannerLevel | '';
}

export const initialChecklistState: ChecklistState = { country: '', level: '' };

export function readChecklistState(search: string, known: readonly string[]): ChecklistState {
  const params = new URLSearchParams(search);
  return { country: readCountry(params.get('country'), known), level: readLevel(params.get('level'), '') };
}

export function writeChecklistState(state: ChecklistState, currentSearch = ''): string {
  return writeParams(currentSearch, { country: state.country, level: state.level.toLowerCase() });
}

/** The documents the choice needs, in the content's order ('' for either means all). */
export function documentsFor<D extends StudyDocument>(documents: readonly D[], state: ChecklistState): D[] {
  return documents.filter(
    (d) =>
      (state.country === '' || !d.countries || d.countries.includes(state.country)) &&
      (state.level === '' || !d.levels || d.levels.includes(state.level)),
  );
}

/** The documents by group, in the groups' order, leaving out empty groups. */
export function byGroup<D extends StudyDocument>(documents: readonly D[]): { group: DocumentGroup; documents: D[] }[] {
  return documentGroups
    .map((group) => ({ group, documents: documents.filter((d) => d.group === group) }))
    .filter((g) => g.documents.length > 0);
}

/** How many of the listed documents are ticked (ticks for documents not listed do not count). */
export function progress(listed: readonly StudyDocument[], ticked: ReadonlySet<string>): { done: number; total: number } {
  return { done: listed.filter((d) => ticked.has(d.id)).length, total: listed.length };
}
