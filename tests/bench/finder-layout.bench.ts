import { expect, test, type Page } from '@playwright/test';
import { dueIslandsHydrated } from '../../support/islands.ts';

/**
 * No layout shift from the finder, the shortlist toggles or the bar: each page is loaded with a
 * shortlist already saved (so toggles appear pressed and the bar appears), scrolled through so
 * every island hydrates, and the layout shifts the browser reports are summed (CLS, without those
 * that follow an input) and printed with the elements that moved.
 */
test.use({ trace: 'off' });

async function shifts(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { value: number; nodes: string[] }[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = entry.sources.map((s) => {
          const el = s.node as Element | undefined;
          return el?.nodeType === 1 ? `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}` : String(s.node?.nodeName);
        });
        w.shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await dueIslandsHydrated(page, 30_000).catch(() => undefined);
  // Scroll through in steps so client:visible islands hydrate, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  await dueIslandsHydrated(page, 30_000);
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts);
}

test('the finder, the toggles and the shortlist bar move nothing as they load', async ({ page }) => {
  test.setTimeout(120_000);
  // A saved shortlist, as a returning visitor has it.
  await page.goto('/universities');
  await page.evaluate(() =>
    localStorage.setItem('university-shortlist', JSON.stringify([{ id: 'toronto', name: 'University of Toronto', country: 'Canada' }])),
  );
  const lines: string[] = [];
  for (const path of ['/universities', '/universities?level=PhD&sort=name&test=ielts&score=6.5', '/']) {
    const found = await shifts(page, path);
    const cls = found.reduce((sum, s) => sum + s.value, 0);
    lines.push(
      `${path}: CLS ${cls.toFixed(4)}${found.length ? ` (${found.map((s) => `${s.value.toFixed(4)} ${s.nodes.join(', ')}`).join('; ')})` : ''}`,
    );
  }
  const summary = `Layout shift while loading, with a saved shortlist:\n${lines.join('\n')}`;
  console.log(summary);
  test.info().annotations.push({ type: 'layout shift', description: summary });
  expect(lines).toHaveLength(3);
});
