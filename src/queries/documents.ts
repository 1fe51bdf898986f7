/**
 * The documents checklist (src/content/documents/documents.json) in the editors' order, each
 * destination named by id, as plain island props.
 */
import type { StudyDocument } from '~/lib/documents/checklist';
import type { Lang } from '~/config/languages';
import { inOrder } from './order';

export async function studyDocuments(lang: Lang): Promise<StudyDocument[]> {
  return (await inOrder('documents', lang)).map(({ countries, order: _order, ...document }) => ({
    ...document,
    ...(countries ? { countries: countries.map((country) => country.id) } : {}),
  }));
}
