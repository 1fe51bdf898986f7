/**
 * The editor's promise: each real-world change is one edit in one place, the site follows with no
 * code change, and the tests follow the content, so an editor's pull request stays green. In ONE
 * build of a temporary copy of the site an editor does what the admin lets them do: adds a partner
 * university that shares its ranking with another (QS prints "=4"), a scholarship, a lender, a blog post, a question to a
 * service page's FAQ, a step to its process and a figure to a country's "why study here", all in
 * English only, renames a section heading, changes the home headline, a sentence and a section
 * heading of the privacy policy, a yearly cost figure, a work rule (Canada's hours) and the phone
 * number; and every event's day passes. The built pages show each change, the Hindi pages show the
 * additions in English marked as English, and the tests of those pages (the real browser specs, which
 * expect what the copy's build recorded, the audits of those Hindi pages among them, and the unit
 * tests that order the universities, which read the copy's content) pass against the copy. A
 * mistake fails the build with a message naming the file, the entry and the field. Nothing is ever
 * added to the repository.
 */
import { spawn } from 'node:child_process';
import { copyFile, cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtProjectCopy, makeProjectCopy } from '../../../support/project-copy.mjs';
import { languages } from '~/config/languages';
import { contact } from '~/config/site';
import { phoneText } from '~/lib/contact/phoneText';
import type { CostSheet } from '~/lib/costs/sheet';
import { yearlyLivingCosts } from '~/lib/costs/tableRows';
import { formatMoneyRange } from '~/lib/money/range';
import consultationCopy from '~/content/pages/services-consultation.json';
import consultationSteps from '~/content/service-steps/consultation.json';
import { countValues } from '~/lib/text/countWord';
import { fillIn } from '~/lib/text/placeholders';
import { escapeRegExp } from '../../../src/lib/text/escapeRegExp';
import { wordsOf } from '../support/strings';
import { pageWords, withoutEnglishParts } from '../../e2e/english-parts';

const hindiLayout = wordsOf('layout', 'hi');
const common = wordsOf('common');

const fixture = 'tests/fixtures/blog/editor-flow-fixture.md';
const postId = 'editor-flow-fixture';
const university = { id: 'editor-flow-university', name: 'Editor Flow Institute of Technology' };
const phone = { display: '+91 99887 76655', e164: '+919988776655' };
const question = {
  question: 'Can my parents join the consultation?',
  answer: 'Yes. Parents are welcome at every session, at our {headOffice.city} office or by video call.',
};
const step = {
  title: 'Compare your offers',
  description: 'When offers arrive we meet again to weigh them side by side: costs, scholarships and visa timelines.',
};
const whyUsHeading = 'Why Students Plan With Us';
/** The process's heading names its steps' count, one more after the new step. */
const processHeading = fillIn(
  consultationCopy.sections.process.title,
  countValues({ steps: consultationSteps.steps.length + 1 }, { common, locale: 'en-IN' }),
);
const headline = 'Plan Your Studies Abroad With Us';
/** A fifth figure for the USA page's "why study here", in English only. */
const usaFigure = { value: '1 in 4', label: 'international students in graduate programmes there' };
/** The privacy policy's opening sentence and first section's heading, as an editor rewrites them. */
const policy = {
  file: 'legal/privacy-policy.md',
  path: '/privacy-policy',
  sentence: 'We wrote this policy in plain words, so that every student and parent can see what we do with their details.',
  heading: 'What we collect from you',
};
/**
 * The browser tests of the pages the edits change: the specs that test them, and the pages as their
 * tests' titles name them (by path; the home page's content by its describe). The rest of those
 * specs (other pages, the home carousel's and video's motion) read none of the edited words and run
 * in the main suite.
 */
const browserTests = {
  specs: [
    'tests/e2e/services.spec.ts',
    'tests/e2e/faqs.spec.ts',
    'tests/e2e/home.spec.ts',
    'tests/e2e/destinations.spec.ts',
    'tests/e2e/legal.spec.ts',
    'tests/e2e/languages.spec.ts',
  ],
  pages: [
    '/services/consultation',
    '/destinations/usa',
    '/destinations/canada',
    '/countries',
    'home page content',
    policy.path,
    'figure with words',
  ],
};
/** The audit of each page given, as every page is audited (axe, words marked in their language, markup, overflow), by its test's title. */
const auditsOf = (paths: string[]) => paths.map((path) => `(^| )${escapeRegExp(path)}: `).join('|');
/** The unit tests whose expectations follow the universities the copy lists: their order, a shared ranking included. */
const unitTests = ['tests/unit/chances/assess.test.ts'];
const digits = (e164: string) => e164.replace(/\D/g, '');

type Copy = Awaited<ReturnType<typeof makeProjectCopy>>;
type Entry = Record<string, unknown> & { id: string; name: string; partner?: { order: number; featured: boolean } };

/** Reads a JSON file of the copy, lets the editor change it, and saves it as the admin does. */
async function edit<T>(copy: Copy, path: string, change: (data: T) => T | void) {
  const file = join(copy.root, 'src/content', path);
  const data = JSON.parse(await readFile(file, 'utf8')) as T;
  await writeFile(file, `${JSON.stringify(change(data) ?? data, null, 2)}\n`);
}

/**
 * The editor copies the last partner university, gives it a new id and name, and lists it last. It
 * keeps the ranking it was copied with: two universities share a place, as QS rankings do ("=4"),
 * with the same marks, costs and country, so every list that orders by ranking meets the tie.
 */
const addPartnerUniversity = (copy: Copy) =>
  edit<Entry[]>(copy, 'universities/universities.json', (entries) => {
    const partners = entries.filter((entry) => entry.partner);
    const last = partners.reduce((a, b) => (b.partner!.order > a.partner!.order ? b : a));
    // A copy keeps the partner listing only: the home grid, a country page and an own page belong to the original.
    const { home: _home, countryPage: _countryPage, page: _page, illustration: _illustration, ...copied } = last;
    entries.push({ ...copied, ...university, partner: { order: last.partner!.order + 1, featured: false } });
  });

/** The editor changes the phone number in the site settings, as the admin's Site settings form does. */
const changePhoneNumber = (copy: Copy) =>
  edit<{ phone: string }>(copy, 'site-settings/contact.json', (settings) => {
    expect(settings.phone).not.toBe(phone.display);
    settings.phone = phone.display;
  });

/** A fifth question on the consultation page, naming a fact as editors do. */
const addQuestion = (copy: Copy) =>
  edit<{ items: (typeof question)[] }>(copy, 'faqs/services-consultation.json', (list) => {
    list.items.push(question);
  });

/** A fifth figure on the USA page, in English only. */
const addUsaFigure = (copy: Copy) =>
  edit<{ id: string; statistics?: (typeof usaFigure)[] }[]>(copy, 'destinations/destinations.json', (entries) => {
    entries.find((entry) => entry.id === 'usa')!.statistics!.push(usaFigure);
  });

/** A scholarship and a lender, each copied from the first of its list with a new id and its own words, in English only. */
const scholarship = {
  id: 'editor-flow-award',
  name: 'Editor Flow Award',
  summary: 'For students the editor-flow test invents: a scholarship added in English that no translation covers yet.',
};
const lender = {
  id: 'editor-flow-bank',
  name: 'Editor Flow Bank',
  collateral: 'A fixed deposit the editor-flow test invents, pledged for the loan.',
};
const addScholarshipAndLender = async (copy: Copy) => {
  await edit<Entry[]>(copy, 'scholarships/scholarships.json', (entries) => {
    entries.push({ ...entries[0]!, ...scholarship });
  });
  await edit<Entry[]>(copy, 'lenders/lenders.json', (entries) => {
    entries.push({ ...entries[0]!, ...lender });
  });
};

/** A new step in the middle of the consultation process. */
const addStep = (copy: Copy) =>
  edit<{ steps: (typeof step)[] }>(copy, 'service-steps/consultation.json', (file) => {
    file.steps.splice(2, 0, step);
  });

/** A section's heading on the consultation page and the home headline, in the admin's Page copy. */
const renameHeadings = async (copy: Copy) => {
  await edit<{ sections: Record<string, { title: string }> }>(copy, 'pages/services-consultation.json', (page) => {
    page.sections.whyUs!.title = whyUsHeading;
  });
  await edit<{ hero: { title: string } }>(copy, 'pages/home.json', (page) => {
    expect(page.hero.title).not.toBe(headline);
    page.hero.title = headline;
  });
};

/** The privacy policy's opening sentence rewritten and its first section renamed, as the admin's policy form saves them. */
async function changePolicy(copy: Copy) {
  const file = join(copy.root, 'src/content', policy.file);
  const source = await readFile(file, 'utf8');
  const [, front, body] = /^(---\n[\s\S]*?\n---\n)([\s\S]*)$/.exec(source)!;
  const paragraphs = body!.split(/\n\n/);
  const opening = paragraphs.findIndex((paragraph) => paragraph.trim() && !paragraph.startsWith('#'));
  paragraphs[opening] = policy.sentence;
  const renamed = paragraphs.join('\n\n').replace(/^## .+$/m, `## ${policy.heading}`);
  expect(renamed).not.toBe(body);
  await writeFile(file, front + renamed);
}

/**
 * A yearly cost update: everyday costs in the USA's big cities rise by 600 dollars a year, and the
 * top of a dorm's monthly rent by 100. Returns the sheet as saved.
 */
async function raiseUsaCosts(copy: Copy): Promise<CostSheet> {
  let saved: CostSheet | undefined;
  await edit<CostSheet>(copy, 'country-costs/usa.json', (sheet) => {
    sheet.living.major.max += 600;
    sheet.accommodation.dorm.max += 100;
    saved = { ...sheet, currency: 'USD' };
  });
  return saved!;
}

/** A work rule: Canada lets students work two hours more a week. Returns the hours as saved. */
async function raiseCanadaHours(copy: Copy): Promise<number> {
  let hours = 0;
  await edit<{ hours: number }>(copy, 'work-rights/canada.json', (rules) => {
    hours = rules.hours += 2;
  });
  return hours;
}

/** Canada's headline figures that name its hours, as a page in `lang` shows them with `hours` (a Hindi figure where the translation gives one). */
async function canadaHoursFigures(copy: Copy, lang: 'en' | 'hi', hours: string): Promise<string[]> {
  type Destinations = { id: string; headline?: { value?: string }[] }[];
  const headline = async (path: string) =>
    (JSON.parse(await readFile(join(copy.root, 'src/content', path), 'utf8')) as Destinations).find((entry) => entry.id === 'canada')
      ?.headline ?? [];
  const english = await headline('destinations/destinations.json');
  const translated = lang === 'en' ? [] : await headline(`destinations/${lang}/destinations.json`);
  return english.flatMap((figure, i) =>
    figure.value?.includes('{workRights.canada.hours}')
      ? [fillIn(translated[i]?.value ?? figure.value, { workRights: { canada: { hours } } })]
      : [],
  );
}

/** Time passes: every event's day is over (a day in 2025). Returns the events' ids. */
async function endEveryEvent(copy: Copy): Promise<string[]> {
  let ids: string[] = [];
  await edit<{ id: string; date: string }[]>(copy, 'events/events.json', (events) => {
    for (const event of events) event.date = '2025-06-01';
    ids = events.map((event) => event.id);
  });
  return ids;
}

/** A port nothing listens on, for the copy's own server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs the browser tests in the copy: its own tests/e2e and Playwright configuration, so the site
 * served is the copy's dist/ (astro preview, on a free port) and what the tests expect is the copy's
 * build's record of what its pages show (generated/content-shown.json in the copy).
 */
async function runBrowserTests(copy: Copy, specs: string[], grep: string): Promise<{ code: number | null; output: string }> {
  // The specs, the helpers they share with the scripts, the audit's byte budgets and the configuration.
  await cp('tests/e2e', join(copy.root, 'tests/e2e'), { recursive: true });
  await cp('support', join(copy.root, 'support'), { recursive: true });
  await copyFile('tests/budgets.json', join(copy.root, 'tests/budgets.json'));
  await copyFile('playwright.config.ts', join(copy.root, 'playwright.config.ts'));
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: String(await freePort()), FORCE_COLOR: '0' };
  // The browser tests must not inherit vitest's test mode.
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
  return new Promise((resolve) => {
    const args = ['node_modules/@playwright/test/cli.js', 'test', ...specs, '--grep', grep, '--reporter=line'];
    const child = spawn(process.execPath, args, { cwd: copy.root, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Runs the unit tests whose expectations follow the copy's content in the copy, which they read from its src/content through its queries. */
async function runUnitTests(copy: Copy): Promise<{ code: number | null; output: string }> {
  for (const folder of ['tests/unit/chances', 'tests/unit/support', 'tests/unit/queries'])
    await cp(folder, join(copy.root, folder), { recursive: true });
  await copyFile('vitest.config.ts', join(copy.root, 'vitest.config.ts'));
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...unitTests], { cwd: copy.root, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('an editor changes the site as the admin lets them; one build of a copy shows it all', { timeout: 900_000 }, () => {
  let copy: Copy;
  let dist: string;
  let built: { code: number | null; output: string };
  let usaSheet: CostSheet;
  let canadaHours: number;
  let pastEvents: string[];

  beforeAll(async () => {
    ({ copy, built } = await builtProjectCopy('editor-flow-', async (copy) => {
      await addPartnerUniversity(copy);
      await copyFile(fixture, join(copy.blogDir, `${postId}.md`));
      await changePhoneNumber(copy);
      await addQuestion(copy);
      await addStep(copy);
      await addUsaFigure(copy);
      await addScholarshipAndLender(copy);
      await renameHeadings(copy);
      await changePolicy(copy);
      usaSheet = await raiseUsaCosts(copy);
      canadaHours = await raiseCanadaHours(copy);
      pastEvents = await endEveryEvent(copy);
    }));
    dist = join(copy.root, 'dist');
  }, 600_000);

  afterAll(async () => {
    await copy?.remove();
  });

  const read = (path: string) => readFile(join(dist, path), 'utf8');
  /** Every figure with words around its number as English and Hindi read it, from the copy's build's record of what its pages show. */
  const wordedFigures = async () => {
    const record = JSON.parse(await readFile(join(copy.root, 'generated/content-shown.json'), 'utf8')) as Record<
      string,
      { figureTexts: string[] }
    >;
    return record.en!.figureTexts.map((en, i) => ({ en, other: record.hi!.figureTexts[i]! }));
  };

  it('builds', () => {
    expect(built.code, built.output.slice(-2000)).toBe(0);
  });

  it('lists the new university among the partners on /universities', async () => {
    const html = await read('universities.html');
    // Server-rendered inside the finder, and in the island's props for searching.
    expect(html).toMatch(new RegExp(`<h3[^>]*>${university.name}</h3>`));
    expect(html).toContain(`&quot;id&quot;:[0,&quot;${university.id}&quot;]`);
  });

  it('publishes the post at /blog/<id>, on /blogs (newest in its category and in the search data) and first in the archive', async () => {
    const page = await read(`blog/${postId}.html`);
    expect(page).toContain('Editor Flow Fixture: Packing Light for a Long Flight');
    expect(page).toContain('"@type":"BlogPosting"');
    const blogs = await read('blogs.html');
    const panel = blogs.slice(blogs.indexOf('id="category-tips"'), blogs.indexOf('id="category-updates"'));
    expect(panel).toContain(`href="/blog/${postId}"`);
    // The explorer's search data file (named in the page) carries the post's tags, which the search matches.
    const dataPath = /\/blogs\/posts-[a-z0-9]+\.json/.exec(blogs)?.[0];
    expect(dataPath).toBeDefined();
    expect(await read(dataPath!.slice(1))).toContain('zanzibar-fixture-tag');
    expect(await read('blogs/page/1.html')).toContain(`href="/blog/${postId}"`);
  });

  it('puts the post in the sitemap with its date as lastmod, and in the RSS feed', async () => {
    const sitemap = await read('sitemap-0.xml');
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/blog/${postId}</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod>`));
    const feed = await read('rss.xml');
    expect(feed).toMatch(new RegExp(`<link>[^<]*/blog/${postId}</link>`));
    expect(feed).toContain('Editor Flow Fixture: Packing Light for a Long Flight');
  });

  it('calls and chats on the new number on every page, and the old one is gone', async () => {
    const pages = (await readdir(dist, { recursive: true })).filter((path) => path.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    for (const path of pages) {
      const html = await read(path);
      if (!html.includes('tel:')) continue;
      expect(html, path).toContain(`href="tel:${phone.e164}"`);
      expect(html, path).not.toContain(digits(contact.phoneE164));
    }
    const home = await read('index.html');
    expect(home).toContain(`https://wa.me/${digits(phone.e164)}?text=`);
    const contactPage = await read('contact.html');
    expect(contactPage).toContain(phoneText(phone.display));
    expect(contactPage).toContain(`href="https://wa.me/${digits(phone.e164)}?text=`);
  });

  it('shows the new question (its fact filled in), the new step, the process heading counting it and the renamed heading on the consultation page', async () => {
    const html = await read('services/consultation.html');
    expect(html).toContain(question.question);
    expect(html).toContain(question.answer.replace('{headOffice.city}', contact.address.city));
    expect(html).toContain(`"name":"${question.question}"`);
    expect(html).toContain(step.title);
    expect(html).toContain(step.description);
    expect(html).toMatch(new RegExp(`<h2[^>]*>\\s*${processHeading}\\s*</h2>`));
    expect(html).toMatch(new RegExp(`<h2[^>]*>\\s*${whyUsHeading}\\s*</h2>`));
  });

  /** An element marked English (and not translated yet, which shows the page's note) whose words start with `text`. */
  const markedEnglish = (text: string) =>
    new RegExp(`<[a-z][\\w-]*\\b[^>]*\\slang="en"[^>]*\\sdata-untranslated[^>]*>\\s*${escapeRegExp(text)}`);
  /** The Hindi twins of the English pages that list the new post among their related posts. */
  const hindiPagesRelating = async () => {
    const english = (await readdir(join(dist, 'blog'))).filter((file) => file.endsWith('.html') && file !== `${postId}.html`);
    const relating = [];
    for (const file of english) if ((await read(`blog/${file}`)).includes(`href="/blog/${postId}"`)) relating.push(`hi/blog/${file}`);
    return relating;
  };

  it('shows on the Hindi pages, marked as English, what is not translated yet (card texts, excerpts, figures, image descriptions), and the build lists it', async () => {
    const note = hindiLayout.partsInEnglish;
    // The consultation questions and steps no longer match their translation (one more each): both lists are English until translated again.
    const consultation = await read('hi/services/consultation.html');
    expect(consultation).toMatch(markedEnglish(question.question));
    // Its answer names a fact: the English is shown with the fact filled in, and marked as English too.
    expect(consultation).toMatch(markedEnglish(question.answer.replace('{headOffice.city}', contact.address.city)));
    expect(consultation).toMatch(markedEnglish(step.description));
    for (const { title } of consultationSteps.steps)
      expect(consultation, title).toMatch(new RegExp(`<span lang="en" data-untranslated>${escapeRegExp(title)}</span>`));
    // Its figures are the English ones ("30-minute"), inside the parts marked English only: the check that a Hindi page writes its figures in Hindi passes over them.
    const englishFigures = (await wordedFigures()).filter(({ en }) => consultation.includes(en));
    expect(englishFigures.length, 'English figures with words on the Hindi consultation page').toBeGreaterThan(0);
    for (const { en } of englishFigures) expect(withoutEnglishParts(pageWords(consultation)), en).not.toContain(en);
    // The page's note is there, shown by the browser where a part is marked not translated (src/components/layout/PartsInEnglish.astro).
    expect(consultation).toMatch(new RegExp(`<div data-parts-in-english[^>]*>\\s*<p[^>]*>${note}</p>`));
    expect(await read('hi/universities.html')).toMatch(markedEnglish(university.name));
    expect(await read('hi/destinations/usa.html')).toMatch(markedEnglish(usaFigure.label));
    const scholarships = await read('hi/scholarships.html');
    expect(scholarships).toMatch(markedEnglish(scholarship.name));
    expect(scholarships).toMatch(markedEnglish(scholarship.summary));
    const loans = await read('hi/education-loans.html');
    expect(loans).toMatch(markedEnglish(lender.name));
    expect(loans).toMatch(markedEnglish(lender.collateral));
    // The new post: its card on the blog, in the archive and among a Hindi post's related posts, and its own page in English.
    const fixturePost = 'Editor Flow Fixture: Packing Light for a Long Flight';
    const excerpt = 'A fixture post used only by the editor-flow test.';
    const relating = await hindiPagesRelating();
    expect(relating.length, 'Hindi posts that list the new post as related').toBeGreaterThan(0);
    for (const path of ['hi/blogs.html', 'hi/blogs/page/1.html', ...relating]) {
      const html = await read(path);
      expect(html, path).toMatch(markedEnglish(fixturePost));
      if (path !== 'hi/blogs.html') expect(html, path).toMatch(markedEnglish(excerpt));
    }
    const own = await read(`hi/blog/${postId}.html`);
    expect(own).toMatch(new RegExp(`<h1[^>]*lang="en"[^>]*>${escapeRegExp(fixturePost)}</h1>`));
    expect(own).toMatch(/<img[^>]*alt="A suitcase under a plane crossing a sunrise sky"[^>]*lang="en"/);
    expect(own).toMatch(/<article[^>]*lang="en"/);
    // An English page has no note, a Hindi page showing nothing untranslated marks nothing so.
    expect(await read('services/consultation.html')).not.toContain('data-parts-in-english');
    expect(await read('hi/about.html')).not.toMatch(/\sdata-untranslated[\s=>]/);
    expect(built.output).toMatch(new RegExp(`universities/universities\\.json: [^\\n]*${university.id}`));
    expect(built.output).toMatch(/faqs\/services-consultation\.json: changed since translated: items/);
  });

  it('lists no event whose day is over, says so in each language, and keeps their registration pages', async () => {
    expect(pastEvents.length).toBeGreaterThan(0);
    for (const [lang, prefix] of [
      ['en', ''],
      ['hi', 'hi/'],
    ] as const) {
      const html = await read(`${prefix}community.html`);
      expect(html, lang).not.toContain('/events/register/');
      expect(html, lang).toContain(wordsOf('community', lang)['events.none']);
    }
    for (const id of pastEvents) expect(await read(`events/register/${id}.html`)).toContain('<h1');
  });

  it('lists the university that shares a ranking among the chances it weighs, and the ordering tests pass with the tie', async () => {
    const chances = await read('chances.html');
    expect(chances).toContain(university.id);
    const { code, output } = await runUnitTests(copy);
    expect(code, output.slice(-4000)).toBe(0);
    expect(output).not.toMatch(/\d+ (failed|skipped)/);
  });

  it("shows the privacy policy's new sentence and renamed section, in its contents too", async () => {
    const html = await read(`${policy.path.slice(1)}.html`);
    expect(html).toContain(policy.sentence);
    expect(html).toMatch(new RegExp(`<h2 id="([^"]+)">${policy.heading}</h2>`));
    const id = new RegExp(`<h2 id="([^"]+)">${policy.heading}</h2>`).exec(html)![1];
    expect(html).toContain(`href="#${id}"`);
  });

  it("shows the new headline as the home page's heading", async () => {
    expect(await read('index.html')).toMatch(new RegExp(`<h1[^>]*>\\s*${headline}\\s*</h1>`));
  });

  it('shows the new yearly living costs on the USA page and in the USA-versus-Canada comparison', async () => {
    const living = yearlyLivingCosts(usaSheet);
    const amount = formatMoneyRange('USD', 'en-IN', living.min, living.max);
    // As read: a table may mark where a range can wrap on a phone.
    const shown = async (path: string) => (await read(path)).replace(/<[^>]*>/g, '');
    expect(await shown('destinations/usa.html')).toContain(amount);
    expect(await shown('countries.html')).toContain(amount);
  });

  it('shows the new dorm rent in the housing table and in the FAQ answer that quotes it, in English and Hindi', async () => {
    const { min, max } = usaSheet.accommodation.dorm;
    for (const [lang, prefix] of [
      ['en', ''],
      ['hi', 'hi/'],
    ] as const) {
      const rent = (top: number) => formatMoneyRange('USD', languages[lang].locale, min, top);
      const text = (await read(`${prefix}services/accommodation.html`)).replace(/<[^>]*>/g, '');
      // At least the table's cell and the answer (the answer is also in the page's FAQ data); the old range nowhere.
      expect(text.split(rent(max)).length - 1, lang).toBeGreaterThanOrEqual(2);
      expect(text, lang).not.toContain(rent(max - 100));
    }
  });

  it("shows Canada's new work hours wherever its figures are, in English and Hindi", async () => {
    for (const [lang, prefix] of [
      ['en', ''],
      ['hi', 'hi/'],
    ] as const) {
      const figures = await canadaHoursFigures(copy, lang, new Intl.NumberFormat(languages[lang].locale).format(canadaHours));
      expect(figures.length, lang).toBeGreaterThan(0);
      for (const page of ['destinations.html', 'countries.html', 'destinations/canada.html']) {
        const html = await read(`${prefix}${page}`);
        for (const figure of figures) expect(html, `${prefix}${page}`).toContain(figure);
      }
    }
  });

  it("passes the browser tests of the changed pages, which expect what the copy's build recorded", { timeout: 600_000 }, async () => {
    expect(built.code).toBe(0);
    const runs = [
      await runBrowserTests(copy, browserTests.specs, browserTests.pages.join('|')),
      // The Hindi pages that show the additions, audited as every page is: axe, words in English marked so, markup, overflow.
      await runBrowserTests(
        copy,
        ['tests/e2e/audit-pages.spec.ts'],
        auditsOf([
          '/hi/services/consultation',
          '/hi/universities',
          '/hi/destinations/usa',
          '/hi/blogs',
          '/hi/blogs/page/1',
          `/hi/blog/${postId}`,
          ...(await hindiPagesRelating()).map((path) => `/${path.replace(/\.html$/, '')}`),
        ]),
      ),
    ];
    for (const { code, output } of runs) {
      expect(code, output.slice(-6000)).toBe(0);
      expect(output).toMatch(/\d+ passed/);
      // A skipped test would check nothing; a retried one (CI retries once) still passed.
      expect(output).not.toMatch(/\d+ (failed|skipped)/);
    }
  });
});

// Each mistake stops the build in its first seconds: the two run side by side.
describe('a mistake fails the build, naming the file, the entry and the field', { timeout: 240_000, concurrent: true }, () => {
  it('in a blog post', async () => {
    const copy = await makeProjectCopy('blog-bad-post-');
    try {
      const source = await readFile(fixture, 'utf8');
      await writeFile(join(copy.blogDir, 'bad-category-post.md'), source.replace('category: tips', 'category: recipes'));
      const { code, output } = await copy.build();
      expect(code).not.toBe(0);
      expect(output).toContain('bad-category-post');
      expect(output).toMatch(/category/);
    } finally {
      await copy.remove();
    }
  });

  it('in a student story', async () => {
    const copy = await makeProjectCopy('bad-story-');
    try {
      const file = join(copy.root, 'src/content/student-stories/stories.json');
      const stories = JSON.parse(await readFile(file, 'utf8')) as Entry[];
      stories[0] = { ...stories[0]!, stars: 4 };
      await writeFile(file, JSON.stringify(stories, null, 2));
      const { code, output } = await copy.build();
      expect(code).not.toBe(0);
      expect(output).toContain('src/content/student-stories/stories.json');
      expect(output).toContain(stories[0].id);
      expect(output).toMatch(/stars/);
    } finally {
      await copy.remove();
    }
  });
});
