import { getCollection } from './collections';
import { recordingPath } from '~/lib/navigation/paths';
import type { Lang } from '~/config/languages';

/** Past recordings, newest first, each with the page that plays it. */
export async function pastRecordings(lang: Lang) {
  return (await getCollection('recordings', lang))
    .map(({ data }) => ({ ...data, watchLink: recordingPath(data.id) }))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
}
export type PastRecording = Awaited<ReturnType<typeof pastRecordings>>[number];
