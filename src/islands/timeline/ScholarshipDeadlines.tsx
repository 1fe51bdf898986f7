import { Award, ExternalLink } from 'lucide-react';
import type { DatedScholarship } from '~/lib/timeline/scholarships';
import { dayText, scholarshipText } from '~/lib/timeline/words';
import { englishLang } from '~/lib/i18n/script';
import { say, type Words } from '~/lib/text/words';

/** The scholarship deadlines the visitor added in the finder, dated for the intake, soonest first. */
export default function ScholarshipDeadlines({
  deadlines,
  finderHref,
  words,
}: {
  deadlines: DatedScholarship[];
  finderHref: string;
  words: Words;
}) {
  const locale = say(words, 'locale');
  return (
    <section aria-labelledby="timeline-scholarships" className="grid gap-3">
      <h3 id="timeline-scholarships" className="text-xl">
        {say(words, 'scholarships.heading')}
      </h3>
      <p className="text-sm text-slate-700">{say(words, 'scholarships.lead')}</p>
      <ol className="grid gap-3">
        {deadlines.map((d) => (
          <li
            key={d.scholarship.id}
            className={`card grid gap-1 p-4 print:break-inside-avoid print:shadow-none ${d.past ? 'border-danger-700' : ''}`}
          >
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-800">
              <Award aria-hidden="true" className="size-5" />
              <time dateTime={d.date}>{say(words, 'step.due', { date: dayText(d.date, words) })}</time>
              {d.past && <span className="rounded-full bg-danger-50 px-2 py-0.5 text-danger-700">{say(words, 'step.past')}</span>}
            </p>
            <p className="font-semibold text-slate-900" lang={englishLang(scholarshipText(d, words), locale)}>
              {scholarshipText(d, words)}
            </p>
            <a className="link inline-flex items-center gap-1 text-sm" href={d.scholarship.link} target="_blank" rel="noopener noreferrer">
              {say(words, 'scholarships.official')}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only"> {say(words, 'newTab')}</span>
            </a>
          </li>
        ))}
      </ol>
      <a className="link text-sm font-semibold print:hidden" href={finderHref}>
        {say(words, 'scholarships.finder')}
      </a>
    </section>
  );
}
