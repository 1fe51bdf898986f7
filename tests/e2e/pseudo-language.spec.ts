import { expect, test, type Browser, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pseudoCode, pseudoText } from '../../src/lib/i18n/pseudo';
import { testBuildEnv } from '../../support/build-env.ts';
import { hurryAnimations, pageTypes, scrollThrough, stubThirdParties, type PageType } from './audit-support';
import { choiceWords } from './analytics-choice';
import { stubBookingService } from '../../support/booking-stand-in.ts';
import { bypassingWords, textsCut, textsShown, visitorTimeZone, type Finding } from './pseudo-walk';
import { statesOf, type LayoutDialogsRead } from './pseudo-states';
import { smallBuild, type SmallBuild } from './small-build';

/**
 * The site in the pseudo-language (PSEUDO_LOCALE=1: src/integrations/pseudoLanguage.ts), whose every
 * word is made from the English with accents, brackets at both ends and about 40 % more length. One
 * page of every page type (the routes of src/pages, each page's data-route) is walked at a phone's
 * and a desktop's width, in each state its islands and controls open: every word outside brackets is
 * a word that bypasses the content (kept by design only as tests/e2e/pseudo-walk.ts lists, each with
 * why), and every text cut off or pushed off the screen is a layout that cannot grow.
 */

const pagesDir = join(process.cwd(), 'src/pages');
/** Every route file that makes pages (the admin is the editors' app, not the site's words). */
const routeFiles = readdirSync(pagesDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.name.startsWith('admin.'))
  .map((entry) => relative(pagesDir, join(entry.parentPath, entry.name)).split(sep).join('/'));
/** The routes that make HTML pages, as the layouts write them on <body> (data-route). */
const pageRoutes = routeFiles
  .filter((file) => file.endsWith('.astro'))
  .map((file) => `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`);

const widths = [360, 1280];

let site: SmallBuild;
let types: PageType[];
test.beforeAll(async () => {
  test.setTimeout(600_000);
  // Every route but the share images (pictures, drawn from the same words the pages show).
  site = await smallBuild({
    pages: routeFiles.filter((file) => !file.includes('/og/')),
    env: { ...testBuildEnv, PSEUDO_LOCALE: '1' },
  });
  types = pageTypes(site.dist).filter((type) => type.lang === pseudoCode);
});
test.afterAll(async () => site?.close());

/** What a state of a page shows wrongly (words outside brackets, texts cut off), each once: `seen` holds what was already found. */
async function findings(page: Page, state: string, seen: Set<string>): Promise<string[]> {
  const bypasses = (await textsShown(page)).flatMap(({ element, text }: Finding) => {
    const found = bypassingWords(text);
    return found.length ? [{ key: `${element} ${text}`, line: `${element}: "${found.join(' ')}" in "${text.slice(0, 160)}"` }] : [];
  });
  const cut = (await textsCut(page)).map(({ element, text }) => ({ key: `${element} ${text}`, line: `cut off: ${element}: ${text}` }));
  return [...bypasses, ...cut].flatMap(({ key, line }) => {
    if (seen.has(key)) return [];
    seen.add(key);
    return [`${state}: ${line}`];
  });
}

/** The answer that puts the analytics question away (its words in the pseudo-language). */
const refuseAnalytics = pseudoText(choiceWords()['analytics.refuse']!);

/** What a page of one type shows wrongly at one width, on a first visit, in each state its controls open. */
async function walk(
  browser: Browser,
  path: string,
  width: number,
  layoutDialogsRead: LayoutDialogsRead,
): Promise<{ found: string[]; states: string[] }> {
  // A first visit: the analytics question is one of the states each page opens with. Each state is
  // read at rest: with reduced motion nothing moves by itself (the stories' carousel stays on its slide),
  // so a text is never caught halfway off the screen by a slide going by.
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 780 : 900 },
    reducedMotion: 'reduce',
    storageState: { cookies: [], origins: [] },
    timezoneId: visitorTimeZone,
  });
  try {
    const page = await context.newPage();
    // Every other site answered at the network; the booking calendar by its stand-in, which books.
    await stubThirdParties(page, site.url);
    await stubBookingService(page);
    await hurryAnimations(page);
    await page.goto(`${site.url}${path}`);
    // Every part of the page laid out, those the browser skips until they come near included.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('*'))
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    });
    await scrollThrough(page);
    const seen = new Set<string>();
    const found: string[] = [];
    const states: string[] = [];
    const report = async (state: string) => {
      states.push(state);
      found.push(...(await findings(page, `${path} at ${width} px, ${state}`, seen)));
    };
    await report('as it opens');
    const refuse = page.getByRole('button', { name: refuseAnalytics, exact: true });
    if (await refuse.isVisible()) await refuse.click();
    await statesOf(page, report, layoutDialogsRead);
    return { found, states };
  } finally {
    await context.close();
  }
}

test(`every page type in the pseudo-language: every word from the content, nothing cut off, at ${widths.join(' and ')} px`, async ({
  browser,
}) => {
  test.setTimeout(900_000);
  // The layout's dialogs (site search, the shortlist's comparison) are read once at each width.
  const layoutDialogsRead = widths.map((): LayoutDialogsRead => new Set());
  // Two pages at a time, each at both widths: a walk mostly waits for each state to come to rest,
  // which another page's walk fills.
  const waiting = [...pageRoutes];
  const walkNext = async (): Promise<void> => {
    const route = waiting.shift();
    if (!route) return;
    await test.step(route, async () => {
      const type = types.find((candidate) => candidate.route === route);
      expect.soft(type, `${route} made no page in the pseudo-language`).toBeDefined();
      if (!type) return;
      // The two widths side by side: each is a browser context of its own.
      const walked = await Promise.all(widths.map((width, i) => walk(browser, type.page.path, width, layoutDialogsRead[i]!)));
      // The report lists the states each page was read in, so a reader sees what the walk reached.
      walked.forEach(({ states }, i) =>
        test.info().annotations.push({ type: `${type.page.path} at ${widths[i]} px`, description: states.join('; ') }),
      );
      const found = walked.flatMap((w) => w.found);
      expect.soft(found, found.join('\n')).toEqual([]);
    });
    await walkNext();
  };
  await Promise.all([walkNext(), walkNext()]);
});
