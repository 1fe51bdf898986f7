import { startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { UserRound } from 'lucide-react';
import { assess } from '~/lib/chances/assess';
import { checkProfile, type GradeRule } from '~/lib/chances/profile';
import { hasProfile, initialChancesState, readChancesState, writeChancesState, type ChancesState } from '~/lib/chances/state';
import type { ChancesUniversity } from '~/lib/chances/university';
import { summaryText } from '~/lib/chances/words';
import { buildChatLink } from '~/lib/contact/chatLink';
import { listText } from '~/lib/text/localeFormats';
import { say, sayCount, type Words } from '~/lib/text/words';
import { subjectKeys } from '~/lib/universities/facts';
import ChancesForm from './chances/ChancesForm';
import ChancesResults from './chances/ChancesResults';
import { useShortlist } from './shortlist/useShortlist';
import { handOff } from './shared/handOff';
import { useUrlState } from './shared/useUrlState';
import WhatsAppLink from '~/islands/shared/WhatsAppLink';

/** The shared words (strings/<lang>/common.json) it shows: its page hands it only these of them. */
export const chancesShared = [
  'newTab',
  'level.undergraduate',
  'level.postgraduate',
  'level.legend',
  'money.lakh',
  'money.crore',
  'range',
  'subjectArea.any',
  ...Object.values(subjectKeys),
] as const;

interface Props {
  universities: ChancesUniversity[];
  countries: { id: string; name: string }[];
  rule: GradeRule & { source: string; checked: string };
  words: Words;
  /** The page's absolute address, for the link in the summary. */
  pageUrl: string;
  /** Our WhatsApp number. */
  phoneNumber: string;
  contactHref: string;
  shortlistHref: string;
  /** The scholarship finder, opened on the visitor's destination and level. */
  scholarshipsHref: string;
}

/**
 * Check my chances: the visitor's profile (all in the URL) on one side, each partner university that
 * fits on the other, placed Reach, Match or Safe with its reasons. Results and problems appear once
 * the visitor asks ("Check my chances"), or at once for a shared link, then follow every change.
 * The server renders the form, disabled: without the script it could do nothing.
 */
export default function ChancesChecker({
  universities,
  countries,
  rule,
  words,
  pageUrl,
  phoneNumber,
  contactHref,
  shortlistHref,
  scholarshipsHref,
}: Props) {
  const ids = useMemo(() => countries.map((c) => c.id), [countries]);
  const read = useCallback((search: string) => readChancesState(search, ids), [ids]);
  const [state, update] = useUrlState<ChancesState>(initialChancesState, read, writeChancesState);
  const [enhanced, setEnhanced] = useState(false);
  const [asked, setAsked] = useState(false);
  const [shortlist, { toggle }] = useShortlist();
  const idPrefix = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const shared = hasProfile(window.location.search);
    startTransition(() => {
      setEnhanced(true);
      if (shared) setAsked(true);
    });
  }, []);

  const { profile, problems } = useMemo(() => checkProfile(state, rule), [state, rule]);
  const results = useMemo(() => (profile ? assess(profile, universities) : []), [profile, universities]);
  const t = (key: string, values?: Record<string, string | number>) => say(words, key, values);

  const onCheck = (form: HTMLFormElement) => {
    setAsked(true);
    if (profile) requestAnimationFrame(() => heading.current?.focus());
    else requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const summary =
    profile &&
    summaryText(profile, results, words, {
      countries: profile.countries.length
        ? listText(
            countries.filter((c) => profile.countries.includes(c.id)).map((c) => c.name),
            t('locale'),
          )
        : t('summary.allCountries'),
      subject: t(profile.subject ? subjectKeys[profile.subject] : 'subjectArea.any'),
      url: `${pageUrl}${writeChancesState(state)}`,
    });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
      <ChancesForm
        idPrefix={idPrefix}
        state={state}
        update={update}
        problems={asked ? problems : {}}
        rule={rule}
        countries={countries}
        words={words}
        enhanced={enhanced}
        onCheck={onCheck}
      />
      <section aria-labelledby={`${idPrefix}-results`} className="grid min-w-0 gap-6">
        <h2 id={`${idPrefix}-results`} ref={heading} tabIndex={-1} className="text-2xl outline-none">
          {t('results.heading')}
        </h2>
        {!enhanced ? (
          <p className="rounded-lg border border-accent-300 bg-accent-50 p-4 text-slate-800">{t('noscript')}</p>
        ) : (
          <p role="status" className="text-slate-800">
            {!asked
              ? t('results.prompt')
              : !profile
                ? t('results.fix')
                : results.length
                  ? sayCount(words, 'results.count', results.length)
                  : t('results.none')}
          </p>
        )}
        {asked && profile && results.length > 0 && (
          <>
            <p className="rounded-lg bg-brand-50 p-4 font-semibold text-brand-900">{t('results.indicative')}</p>
            <ChancesResults
              idPrefix={idPrefix}
              profile={profile}
              results={results}
              words={words}
              shortlisted={(id) => shortlist.some((item) => item.id === id)}
              onShortlist={toggle}
            />
            <section aria-labelledby={`${idPrefix}-actions`} className="grid gap-3 print:hidden">
              <h3 id={`${idPrefix}-actions`} className="text-xl">
                {t('actions.heading')}
              </h3>
              <p className="text-slate-700">
                {t('actions.shortlistSaved')}{' '}
                <a className="link" href={shortlistHref}>
                  {t('actions.shortlistLink')}
                </a>
              </p>
              <p className="text-slate-700">
                {t('actions.scholarships')}{' '}
                <a
                  className="link"
                  href={`${scholarshipsHref}?${new URLSearchParams({ ...(profile.countries.length === 1 ? { country: profile.countries[0]! } : {}), level: profile.level })}`}
                >
                  {t('actions.scholarshipsLink')}
                </a>
              </p>
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <WhatsAppLink href={buildChatLink(phoneNumber, summary || '')} label={t('actions.whatsApp')} newTab={t('newTab')} />
                <a className="btn-primary" href={contactHref} onClick={() => summary && handOff(summary)}>
                  <UserRound aria-hidden="true" className="size-5" />
                  {t('actions.counsellor')}
                </a>
              </div>
            </section>
          </>
        )}
      </section>
    </div>
  );
}
