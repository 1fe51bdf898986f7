import { memo, type ReactNode } from 'react';
import { Award, GraduationCap, MapPin, Percent } from 'lucide-react';
import UniversityCrest from '../shared/UniversityCrest';
import TagList from '../shared/TagList';
import type { PricedUniversity } from '~/lib/finder/university';
import { englishSummary } from '~/lib/finder/englishScore';
import { checkedMonth, intakeName, levelName, rupeeRange } from '~/lib/finder/labels';
import { formatMoney, formatMoneyRange } from '~/lib/money/range';
import { listText } from '~/lib/text/localeFormats';
import { englishLang } from '~/lib/i18n/script';
import { fillIn } from '~/lib/text/placeholders';
import type { FinderWords } from '../UniversityFinder';
import { inEnglish } from '~/lib/i18n/englishTexts';

interface Props {
  university: PricedUniversity;
  s: FinderWords;
}

/** One term and its value, on one flowing line so narrow cards stay readable. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-semibold text-slate-800 after:content-[':_']">{term}</dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}

/**
 * One partner university's facts (the finder wraps them in the list item it shows or hides, with the
 * English-score verdict and the shortlist toggle). Memoised on the university alone, so filtering,
 * sorting and typing a score never re-render the facts.
 */
function UniversityCard({ university: u, s }: Props) {
  const { admissions: a } = u;
  return (
    <>
      <div className="flex items-start gap-4">
        <UniversityCrest {...u.crest} size={52} className="shrink-0" />
        <div className="min-w-0">
          <h3 className="text-lg leading-snug" {...inEnglish(u, 'name')}>
            {u.name}
          </h3>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600" {...inEnglish(u, 'country', 'region')}>
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {fillIn(s['card.place'], { country: u.country, region: u.region })}
          </p>
        </div>
      </div>
      <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
        <Award aria-hidden="true" className="size-4 shrink-0 text-accent-600" />
        {u.ranking}
      </p>
      <div>
        <p className="text-sm font-semibold text-slate-800">{s['card.programmes']}</p>
        <TagList
          label={fillIn(s['university.programmesAt'], { name: u.name })}
          tags={u.programmes}
          className="mt-2 gap-1.5"
          tagsIn={inEnglish(u, 'programmes')}
        />
      </div>
      <dl className="flex flex-col gap-1.5 text-sm text-slate-700">
        <Fact term={s['card.levels']}>
          {listText(
            u.levels.map((level) => levelName(level, s)),
            s.locale,
          )}
        </Fact>
        <Fact term={s['university.tuition']}>
          {formatMoneyRange(u.currency, s.locale, a.tuition.min, a.tuition.max)}{' '}
          {fillIn(s['card.tuitionRupees'], { amount: rupeeRange(u.tuitionRupees, s) })}
        </Fact>
        <Fact term={s['university.intakes']}>
          {listText(
            a.intakes.map((month) => intakeName(month, s.locale)),
            s.locale,
          )}
        </Fact>
        <Fact term={s['university.english']}>{englishSummary(a.english)}</Fact>
        <Fact term={s['university.applicationFee']}>
          {a.applicationFee === 0 ? s['university.noFee'] : formatMoney(a.applicationFee, u.currency, s.locale)}
        </Fact>
        {u.scholarships && (
          <Fact term={s['card.scholarships']}>
            {u.scholarships.map((award, i) => (
              <span key={award.href}>
                {i > 0 && ', '}
                <a className="link" href={award.href} lang={englishLang(award.name, s.locale)}>
                  {award.name}
                </a>
              </span>
            ))}
          </Fact>
        )}
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-200 pt-4 text-sm">
        {u.scholarshipUpTo && (
          <p className="flex items-center gap-1.5 font-semibold text-success-700">
            <GraduationCap aria-hidden="true" className="size-4 shrink-0" />
            {fillIn(s['card.scholarship'], { amount: u.scholarshipUpTo })}
          </p>
        )}
        <p className="flex items-center gap-1.5 text-slate-700">
          <Percent aria-hidden="true" className="size-4 shrink-0" />
          {s['card.admissionRate']} <strong className="text-brand-900">{u.admissionRate}</strong>
        </p>
      </div>
      <p className="text-xs text-slate-600">
        {fillIn(s['university.checked'], { month: checkedMonth(a.checked, s.locale), year: a.academicYear })}
      </p>
    </>
  );
}

export default memo(UniversityCard);
