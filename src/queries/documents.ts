/**
 * The documents checklist (src/content/documents/documents.json) in the editors' order, each
 * destination named by id, as plain island props.
 */
import type { StudyDocument } from '~/lib/documents/checklist';
import { inOrder } from './order';

export async function studyDocuments(): Promise<StudyDocument[]> {
  return (await inOrder('documents')).map(({ countries, order: _order, ...document }) => ({
    ...document,
    ...(countries ? { countries: countries.map((country) => country.id) } : {}),
  }));
}
