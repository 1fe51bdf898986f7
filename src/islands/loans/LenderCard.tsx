import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import type { LenderItem } from '~/queries/lenders';
import { basisName, ratesText, rupees, rupeeSpan, typeName } from '~/lib/loans/words';
import { formatMoney } from '~/lib/money/range';
import { calendarDate, listText, numberText } from '~/lib/text/localeFormats';
import { say, type Words } from '~/lib/text/words';
import { inEnglish } from '~/lib/i18n/englishTexts';

type Amount = { amount: number; currency: string; upTo?: boolean };

interface Props {
  lender: LenderItem;
  /** The visitor's instalment at the lender's lowest and highest rate. */
  emi: { low: number; high: number };
  countryNames: ReadonlyMap<string, string>;
  words: Words;
}

/** One lender's published terms and what its rates mean for the visitor's own loan. */
export default function LenderCard({ lender: l, emi, countryNames, words }: Props) {
  const t = (key: string, values?: Record<string, string | number>) => say(words, key, values);
  const locale = t('locale');
  const money = (a: Amount) => {
    const text = a.currency === 'INR' ? rupees(a.amount, words) : formatMoney(a.amount, a.currency as 'USD', locale);
    return a.upTo ? t('value.upTo', { amount: text }) : text;
  };
  const stated = (
    f: {
      kind: string;
      amount?: number | undefined;
      currency?: string | undefined;
      percent?: number | undefined;
      upTo?: boolean | undefined;
    },
    none: string,
  ) => {
    if (f.kind === 'none') return none;
    if (f.kind === 'percent') {
      const text = t('value.percent', { percent: numberText(f.percent!, locale) });
      return f.upTo ? t('value.upTo', { amount: text }) : text;
    }
    if (f.kind === 'amount') return money({ amount: f.amount!, currency: f.currency!, upTo: f.upTo ?? false });
    return t('value.varies');
  };
  const without = stated(l.withoutCollateral, t('value.noneWithout'));
  const fee = stated(l.processingFee, t('value.none'));
  // A note follows its figure as the next sentence, with the language's full stop.
  const end = t('lender.sentenceEnd');
  // The lender's own texts carry `lang` when they stay English on a page in another language (the
  // overlay names them); a note after a figure is its next sentence, after the language's full stop.
  const own = <T extends object>(owner: T, field: keyof T & string) => <span {...inEnglish(owner, field)}>{owner[field] as string}</span>;
  const then = <T extends object>(first: string, owner: T, field: keyof T & string) =>
    owner[field] ? (
      <>
        {first}
        {end} {own(owner, field)}
      </>
    ) : (
      first
    );
  const countries = listText(
    l.destinations.map((id) => countryNames.get(id) ?? id),
    locale,
  );
  const facts: [string, ReactNode][] = [
    [
      t('lender.rates'),
      then(
        `${ratesText(l.interest, words, l.interest.basis === 'representative-apr')} (${basisName(l.interest.basis, words)})`,
        l.interest,
        'note',
      ),
    ],
    [t('lender.withoutCollateral'), without],
    [t('lender.collateral'), own(l, 'collateral')],
    [t('lender.coApplicant'), own(l, 'coApplicant')],
    [t('lender.moratorium'), own(l, 'moratorium')],
    [t('lender.fee'), then(fee, l, 'processingFeeNote')],
    [t('lender.margin'), own(l, 'margin')],
    [t('lender.covers'), then(countries, l, 'coverNote')],
  ];
  return (
    <article aria-labelledby={`lender-${l.id}`} className="card flex h-full flex-col gap-3">
      <header>
        <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">{typeName(l.type, words)}</p>
        <h3 id={`lender-${l.id}`} className="mt-1 text-xl text-brand-900">
          <span {...inEnglish(l, 'name')}>{l.name}</span>
          <span className="block text-base font-normal text-slate-600" {...inEnglish(l, 'product')}>
            {l.product}
          </span>
        </h3>
      </header>
      <p className="rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900">
        {t('lender.emi', { emi: rupeeSpan(emi.low, emi.high, words) })}
      </p>
      <dl className="grid gap-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="inline font-semibold text-brand-900">{term}: </dt>
            <dd className="inline">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto grid gap-2 border-t border-slate-200 pt-3">
        <a className="link inline-flex min-h-11 items-center gap-1 font-semibold" href={l.link} target="_blank" rel="noopener noreferrer">
          {t('lender.official')}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> {t('newTab')}</span>
        </a>
        <details className="text-xs text-slate-600">
          <summary className="cursor-pointer font-semibold">{t('lender.sources')}</summary>
          <ul className="mt-1 grid gap-1 break-all">
            {l.sources.map((source) => (
              <li key={source.url}>
                <a className="link" href={source.url} rel="noopener noreferrer nofollow" target="_blank">
                  <span lang="en">{source.url}</span>
                  <span className="sr-only"> {t('newTab')}</span>
                </a>
                {source.pageDate && ` (${t('lender.pageDate', { date: calendarDate(source.pageDate, locale) })})`}
              </li>
            ))}
          </ul>
        </details>
        <p className="text-xs text-slate-600">{t('lender.indicative', { date: calendarDate(l.checked, locale) })}</p>
      </div>
    </article>
  );
}
