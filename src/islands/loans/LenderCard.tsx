import { ExternalLink } from 'lucide-react';
import type { LenderItem } from '~/queries/lenders';
import { basisName, ratesText, rupees, rupeeSpan, typeName } from '~/lib/loans/words';
import { formatMoney } from '~/lib/money/range';
import { calendarDate, listText, numberText } from '~/lib/text/localeFormats';
import { say, type Words } from '~/lib/text/words';
import { englishLang } from '~/lib/i18n/script';

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
  const facts: [string, string][] = [
    [
      t('lender.rates'),
      `${ratesText(l.interest, words, l.interest.basis === 'representative-apr')} (${basisName(l.interest.basis, words)})${l.interest.note ? `${end} ${l.interest.note}` : ''}`,
    ],
    [t('lender.withoutCollateral'), without],
    [t('lender.collateral'), l.collateral],
    [t('lender.coApplicant'), l.coApplicant],
    [t('lender.moratorium'), l.moratorium],
    [t('lender.fee'), l.processingFeeNote ? `${fee}${end} ${l.processingFeeNote}` : fee],
    [t('lender.margin'), l.margin],
    [
      t('lender.covers'),
      `${listText(
        l.destinations.map((id) => countryNames.get(id) ?? id),
        locale,
      )}${end} ${l.coverNote}`,
    ],
  ];
  return (
    <article aria-labelledby={`lender-${l.id}`} className="card flex h-full flex-col gap-3">
      <header>
        <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">{typeName(l.type, words)}</p>
        <h3 id={`lender-${l.id}`} className="mt-1 text-xl text-brand-900">
          <span lang={englishLang(l.name, locale)}>{l.name}</span>
          <span className="block text-base font-normal text-slate-600" lang={englishLang(l.product, locale)}>
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
