/**
 * What the checklist says when a family takes it to a counsellor: for which choice, how much is
 * ready, what is still missing and the link that opens the same list. Words from the area's strings.
 */
import { listText } from '~/lib/text/localeFormats';
import { say, type Words } from '~/lib/text/words';
import { progress, type StudyDocument } from './checklist';

export function summaryText(
  listed: readonly StudyDocument[],
  ticked: ReadonlySet<string>,
  words: Words,
  context: { where: string; url: string },
): string {
  const { done, total } = progress(listed, ticked);
  const missing = listed.filter((d) => !ticked.has(d.id)).map((d) => d.name);
  return [
    say(words, 'summary.heading', { where: context.where, done, total }),
    ...(missing.length ? [say(words, 'summary.missing', { names: listText(missing, say(words, 'locale')) })] : []),
    say(words, 'summary.link', { url: context.url }),
  ].join('\n');
}
