import { CalendarCheck, CircleAlert } from 'lucide-react';
import type { DatedStep } from '~/lib/timeline/plan';
import { dayText, stepTitle, whenText } from '~/lib/timeline/words';
import { say, type Words } from '~/lib/text/words';
import { englishLang } from '~/lib/i18n/script';
import { codesWhole } from '../shared/codesWhole';
import { inEnglish } from '~/lib/i18n/englishTexts';
import EnglishText from '../shared/EnglishText';

/** The dated steps, soonest first: what to do, by when, the real deadline, and for a past step what to do now. */
export default function TimelineSteps({ steps, words }: { steps: DatedStep[]; words: Words }) {
  return (
    <ol className="grid gap-4">
      {steps.map((dated) => {
        const { step } = dated;
        const when = whenText(dated, words);
        return (
          <li
            key={step.id}
            className={`card grid gap-2 p-5 print:break-inside-avoid print:shadow-none ${dated.past ? 'border-danger-700' : ''}`}
          >
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-800">
              <CalendarCheck aria-hidden="true" className="size-5" />
              <time dateTime={dated.date}>{when.due}</time>
              {dated.past && <span className="rounded-full bg-danger-50 px-2 py-0.5 text-danger-700">{say(words, 'step.past')}</span>}
            </p>
            <h3 className="text-lg">{stepTitle(step.kind, words)}</h3>
            <p className="text-slate-700" {...inEnglish(step, 'note')}>
              {codesWhole(step.note)}
            </p>
            {when.deadline && <p className="font-semibold text-slate-900">{when.deadline}</p>}
            {dated.past && (
              <p className="flex gap-2 rounded-lg bg-danger-50 p-3 text-slate-900">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
                <span>
                  <strong>{say(words, 'step.now')}</strong>{' '}
                  <EnglishText of={step} field="ifLate">
                    {codesWhole(step.ifLate)}
                  </EnglishText>
                </span>
              </p>
            )}
            <p className="text-sm text-slate-600">
              {say(words, 'step.source')}:{' '}
              {step.sourceUrl ? (
                <a
                  className="underline"
                  href={step.sourceUrl}
                  rel="noopener noreferrer"
                  lang={englishLang(step.source, say(words, 'locale'))}
                >
                  {step.source}
                </a>
              ) : (
                <span lang={englishLang(step.source, say(words, 'locale'))}>{step.source}</span>
              )}
              , {say(words, 'step.checked', { date: dayText(step.checked, words) })}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
