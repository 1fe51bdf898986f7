import { useEffect, useId, useRef, useState } from 'react';
import { X } from 'lucide-react';
import CompareTable from './CompareTable';
import { comparedIds, type ShortlistCatalogue } from '~/lib/shortlist/compare';
import { compareLimit, type ShortlistItem } from '~/lib/shortlist/shortlist';
import { ratesDate, withRupees } from '~/lib/finder/labels';
import type { PricedUniversity } from '~/lib/finder/university';
import { fillIn } from '~/lib/text/placeholders';
import type { ShortlistWords } from '../ShortlistBar';

interface Props {
  items: ShortlistItem[];
  /** The catalogue in the page's language (/universities.json, /hi/universities.json). */
  catalogueUrl: string;
  onClose: () => void;
  s: ShortlistWords;
}

type Loaded = { universities: PricedUniversity[]; asOf: string };

// Fetched once per page, when the comparison is first opened; a failed load may be retried.
let catalogue: Promise<ShortlistCatalogue> | null = null;
function loadCatalogue(catalogueUrl: string): Promise<ShortlistCatalogue> {
  catalogue ??= fetch(catalogueUrl).then((response) => {
    if (!response.ok) throw new Error(`${catalogueUrl} answered ${response.status}`);
    return response.json() as Promise<ShortlistCatalogue>;
  });
  catalogue.catch(() => (catalogue = null));
  return catalogue;
}

/**
 * "Compare": a modal dialog with the shortlist side by side (at most `compareLimit`; with more on
 * the shortlist the visitor picks which). Loaded only when opened, with the facts of every
 * university a visitor can shortlist, so the home page carries none of them.
 */
export default function CompareDialog({ items, catalogueUrl, onClose, s }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [loaded, setLoaded] = useState<Loaded | 'loading' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState<string[] | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  useEffect(() => {
    let current = true;
    setLoaded('loading');
    loadCatalogue(catalogueUrl).then(
      ({ rates, universities }) =>
        current && setLoaded({ universities: withRupees(universities, rates.rupeesPer), asOf: ratesDate(rates.asOf, s.locale) }),
      () => current && setLoaded('failed'),
    );
    return () => {
      current = false;
    };
  }, [attempt, catalogueUrl]);

  const ids = comparedIds(items, chosen);
  const choose = (id: string, on: boolean) => setChosen(on ? [...ids, id] : ids.filter((other) => other !== id));
  const compared = typeof loaded === 'object' ? ids.flatMap((id) => loaded.universities.filter((u) => u.id === id)) : [];

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[92dvh] w-[min(72rem,calc(100%-1rem))] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <h2 id={titleId} className="text-xl">
          {s['compare.title']}
        </h2>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          onClick={() => dialog.current?.close()}
        >
          <X aria-hidden="true" className="size-6" />
          <span className="sr-only">{s['compare.close']}</span>
        </button>
      </div>
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        {items.length > compareLimit && (
          <fieldset>
            <legend className="field-label">{fillIn(s['compare.choose'], { count: compareLimit })}</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {items.map((item) => {
                const on = ids.includes(item.id);
                return (
                  <label key={item.id} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-800"
                      checked={on}
                      disabled={!on && ids.length >= compareLimit}
                      onChange={(event) => choose(item.id, event.target.checked)}
                    />
                    {item.name}
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
        {loaded === 'loading' && <p role="status">{s['compare.loading']}</p>}
        {loaded === 'failed' && (
          <div role="alert" className="rounded-xl bg-danger-50 p-4 text-danger-700">
            <p className="font-semibold">{s['compare.failed']}</p>
            <button type="button" className="btn-outline mt-3" onClick={() => setAttempt((n) => n + 1)}>
              {s['compare.retry']}
            </button>
          </div>
        )}
        {typeof loaded === 'object' &&
          (compared.length > 0 ? <CompareTable universities={compared} ratesAsOf={loaded.asOf} s={s} /> : <p>{s['compare.none']}</p>)}
      </div>
    </dialog>
  );
}
