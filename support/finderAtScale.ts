import { expect, type Page } from '@playwright/test';
import { subjectAreas } from '../src/lib/universities/facts';

/**
 * The benchmark's finder at scale: the page's real finder bundle re-rendered with `scale` generated
 * universities, with marks for each change (input → next paint, input → results painted) kept in
 * the page and written to the browser's trace, and the trace arithmetic that turns marks into the
 * main thread's CPU time.
 */
export const scale = 1000;

/** Replaces the page's finder with one fed `scale` generated universities, and starts the paint timers. */
export async function mountAtScale(page: Page) {
  await page.goto('/universities');
  const island = page.locator('astro-island[component-url*="UniversityFinder"]');
  await expect(island).not.toHaveAttribute('ssr');

  await page.evaluate(
    async ({ count, subjects }) => {
      const el = document.querySelector('astro-island[component-url*="UniversityFinder"]')!;
      const props = JSON.parse(el.getAttribute('props')!) as Record<'rates' | 'countries' | 's' | 'toggle', [number, unknown]>;
      const [{ default: Finder }, { default: renderer }] = await Promise.all([
        import(el.getAttribute('component-url')!),
        import(el.getAttribute('renderer-url')!),
      ]);
      // Astro serialises island props as [type, value] pairs; the rates are a plain object of them.
      const unwrap = (value: unknown): unknown => {
        if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'number') {
          const inner = value[1];
          if (Array.isArray(inner)) return inner.map(unwrap);
          if (inner && typeof inner === 'object') return Object.fromEntries(Object.entries(inner).map(([k, v]) => [k, unwrap(v)]));
          return inner;
        }
        return value;
      };
      const rates = unwrap(props.rates);
      const countries = [
        ['USA', 'USD'],
        ['Canada', 'CAD'],
        ['UK', 'GBP'],
        ['Australia', 'AUD'],
      ] as const;
      const pool = [
        'Business',
        'Law',
        'Medicine',
        'Engineering',
        'Computer Science',
        'Economics',
        'Design',
        'Physics',
        'Nursing',
        'History',
      ];
      const levels = ['Undergraduate', 'Postgraduate', 'PhD'];
      const months = ['January', 'February', 'May', 'July', 'September', 'October'];
      const universities = Array.from({ length: count }, (_, i) => {
        const [country, currency] = countries[i % 4]!;
        const min = 15_000 + ((i * 7919) % 50) * 1_000;
        return {
          id: `u${i}`,
          name: `Generated University ${String(i).padStart(4, '0')}`,
          country,
          countryId: country.toLowerCase(),
          region: `Region ${i % 37}`,
          crest: { monogram: 'GU', primary: '#0a2b52', secondary: '#fcb74d' },
          ranking: `QS World #${(i % 500) + 1} (2025)`,
          rank: (i % 500) + 1,
          programmes: [pool[i % 10], pool[(i * 3 + 1) % 10], pool[(i * 7 + 2) % 10]],
          scholarshipUpTo: i % 3 === 0 ? undefined : '$40,000',
          admissionRate: '98%',
          featured: i % 10 === 0,
          levels: levels.filter((_, l) => (i + l) % 4 !== 0),
          subjects: subjects.filter((_, s) => (i + s) % 3 !== 0),
          currency,
          admissions: {
            academicYear: '2026-27',
            checked: '2026-11-01',
            source: 'Generated for the benchmark',
            tuition: { min, max: min + 20_000 },
            applicationFee: 100,
            english: i % 5 === 0 ? { toefl: 90 } : { ielts: 6 + (i % 3) * 0.5, toefl: 80 + (i % 4) * 10, pte: 58 + (i % 3) * 5 },
            intakes: months.filter((_, m) => (i + m) % 3 === 0),
          },
        };
      });
      const host = document.createElement('div');
      host.id = 'finder-at-scale';
      host.setAttribute('ssr', ''); // the renderer only mounts into an island marked as server-rendered
      el.replaceWith(host);
      renderer(host)(
        Finder,
        { universities, countries: unwrap(props.countries), rates, s: unwrap(props.s), toggle: unwrap(props.toggle) },
        {},
        { client: 'only' },
      );
    },
    { count: scale, subjects: [...subjectAreas] },
  );
  // A thousand cards rendered on a machine busy with other browser tests once took over 30 s.
  await expect(page.locator('#finder-at-scale input[type="search"]')).toBeEnabled({ timeout: 45_000 });
  // The summary counts them all (its words are the finder's strings, which the tests check), the count
  // written plain or grouped.
  const count = [String(scale), new Intl.NumberFormat('en-IN').format(scale)].join('|');
  await expect(page.locator('#finder-at-scale [role="status"]')).toContainText(new RegExp(`(^|\\D)(${count})(\\D|$)`));

  // Input event → next paint for every change (the controls repaint at once), and input event → the
  // paint that shows the new results (the status line changes in the same render as the grids).
  // Each mark is also written to the browser's trace, to find the main thread's CPU time for it.
  await page.evaluate(() => {
    const w = window as unknown as { echo: Sample[]; results: Sample[]; kind: string };
    w.echo = [];
    w.results = [];
    w.kind = 'keystroke';
    let last = { at: 0, kind: '', n: 0 };
    let count = 0;
    const afterNextPaint = (done: () => void) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = done;
        channel.port2.postMessage(null);
      });
    const start = (event: Event) => {
      last = { at: event.timeStamp, kind: w.kind, n: ++count };
      const { at, kind, n } = last;
      console.timeStamp(`finder-start-${n}`);
      afterNextPaint(() => {
        console.timeStamp(`finder-echo-${n}`);
        w.echo.push({ kind, ms: performance.now() - at, n });
      });
    };
    // Text boxes, selects and checkboxes fire `input`; the country buttons only a click.
    document.addEventListener('input', start, true);
    document.addEventListener('click', (event) => (event.target as Element).closest('button') && start(event), true);
    // The grids change in one commit (cards shown or hidden, moved, verdicts written): the first
    // mutation after a change marks its results.
    let marked = 0;
    const grids = new MutationObserver(() => {
      const { at, kind, n } = last;
      if (marked === n) return;
      marked = n;
      afterNextPaint(() => {
        console.timeStamp(`finder-result-${n}`);
        w.results.push({ kind, ms: performance.now() - at, n });
      });
    });
    for (const grid of document.querySelectorAll('#finder-at-scale section ul')) {
      grids.observe(grid, { childList: true, characterData: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
    }
  });
}

export interface Sample {
  kind: string;
  ms: number;
  n: number;
}

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { message?: string } };
}

/**
 * The renderer main thread's CPU time between two trace marks: the work itself, which stays
 * meaningful when other processes share the machine's cores (wall-clock time then includes waiting).
 */

export function cpuBetween(events: TraceEvent[], from: string, to: string): number | null {
  const mark = (message: string) => events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === message);
  const a = mark(from);
  const b = mark(to);
  if (!a || !b) return null;
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === a.pid && e.tid === a.tid && e.ts <= b.ts && e.ts + (e.dur ?? 0) >= a.ts,
  );
  return tasks.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0) / 1000;
}
