/**
 * The content admin as an editor uses it: Decap CMS (its own build, dist-admin/, served here on
 * 127.0.0.1) with its local backend (decap-server) working on a throw-away copy of the project, so
 * nothing an editor saves here reaches the repository. Forms write files; the copy is then built once to show the
 * changes on the public pages.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { admin } from '../../src/config/admin';
import { makeProjectCopy } from '../../support/project-copy.mjs';
import { startDecapServer } from '../../support/decap-server.mjs';
import { serveAdmin } from './admin-site';
import { shown, stringsOf } from './expected';
import { serveFolder } from '../../support/static-server.ts';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { savedJson } from './saved-json';

const category = shown().blog.categories[0]!;
// The post's author is a member of the team (the newest post's), chosen by name.
const { author } = shown().blog.posts[0]!;

// The post an editor writes: the title decides its file name and URL.
const post = {
  title: 'Admin Flow: Choosing a City for Your Studies',
  slug: 'admin-flow-choosing-a-city-for-your-studies',
  excerpt:
    'Rent, weather, part-time work and the student community: four questions that help you choose the city, not only the university.',
  imageAlt: 'A city skyline at dusk drawn in navy and saffron',
  date: '2026-11-22',
  tags: ['city life', 'admin flow'],
  body: 'Choosing a city is as important as choosing a university.',
  cover: 'admin-flow-cover.png',
};

// A partner university whose scholarship the editor raises by 1,000 in its own currency.
const university = shown().universities.partners.find((u) => u.scholarshipUpTo)!;
const [, sign, digits] = /^(\D+)([\d,]+)$/.exec(university.scholarshipUpTo!)!;
const newScholarship = `${sign}${(Number(digits.replace(/,/g, '')) + 1000).toLocaleString('en-US')}`;

// A button's words the editor changes: the chat button's label, in the layout area's file.
const chatLabel = { area: 'layout', key: 'chat.label', text: 'Ask a counsellor' };

// The same button's words in Hindi, which the editor translates anew beside the English.
const chatLabelHindi = { lang: 'hi', text: 'किसी काउंसलर से बात करें' } as const;

// One backend on one port, and each step builds on the files the one before saved. The admin is a
// large app: give each step time to load it on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let copy: Awaited<ReturnType<typeof makeProjectCopy>>;
let backend: Awaited<ReturnType<typeof startDecapServer>>;
let adminSite: Awaited<ReturnType<typeof serveAdmin>>;

test.beforeAll(async () => {
  adminSite = await serveAdmin();
  copy = await makeProjectCopy('admin-e2e-');
  backend = await startDecapServer({ root: copy.root, ...admin.localBackend });
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#0b3a6e' } })
    .png()
    .toFile(join(copy.root, post.cover));
});

test.afterAll(async () => {
  await backend?.stop();
  await copy?.remove();
  await adminSite?.close();
});

/**
 * Opens the admin; the local backend signs the editor in with one click, no account. Each test has
 * a fresh browser context, never signed in, so the button always comes: wait for it (the admin draws
 * it only once its bundle and config have loaded).
 */
async function openAdmin(page: Page, hash: string) {
  // Anything the admin's Content Security Policy blocks is recorded, and must stay empty.
  await page.addInitScript(() => {
    const w = window as Window & { cspViolations?: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations!.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  await page.goto(`${adminSite.url}/#${hash}`);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** Uploads a file through the first empty image field's media library and chooses it. */
async function uploadImage(page: Page, file: string) {
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(join(copy.root, file));
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

const cspViolations = (page: Page) => page.evaluate(() => (window as Window & { cspViolations?: string[] }).cspViolations);

const blogFiles = () =>
  readdirSync(copy.blogDir)
    .filter((file) => file.endsWith('.md'))
    .sort();

test('an excerpt that is too short, or a missing category, is refused with a message', async ({ page }) => {
  const before = blogFiles();
  await openAdmin(page, '/collections/blog/new');
  await page.getByLabel('Title').fill(post.title);
  await page.getByLabel('Excerpt').fill('Too short.');
  await publish(page);
  await expect(page.getByText("Oops, you've missed a required field. Please complete before saving.").first()).toBeVisible();
  await expect(page.getByText(/Excerpt didn't match the pattern: \d+ to \d+ characters/)).toBeVisible();
  await expect(page.getByText('Category is required.')).toBeVisible();
  expect(blogFiles(), 'nothing is saved').toEqual(before);
  expect(await cspViolations(page)).toEqual([]);
});

test('a post written in the forms is saved as a Markdown file with its front matter and cover', async ({ page }) => {
  await openAdmin(page, '/collections/blog/new');
  await page.getByLabel('Title').fill(post.title);
  await page.getByLabel('Excerpt').fill(post.excerpt);
  await page.getByLabel('Category').fill(category.name);
  await page.getByRole('option', { name: category.name }).click();
  await uploadImage(page, post.cover);
  await page.getByLabel('Cover image description').fill(post.imageAlt);
  await page.getByLabel('Author', { exact: true }).fill(author.name);
  await page.getByRole('option', { name: author.name }).click();
  await page.getByLabel('Date', { exact: true }).fill(post.date);
  for (const tag of post.tags) {
    await page.getByRole('button', { name: 'Add tags' }).click();
    await page.getByLabel('Tag', { exact: true }).last().fill(tag);
  }
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type(post.body);
  await publish(page);

  const file = join(copy.blogDir, `${post.slug}.md`);
  await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
  const markdown = await readFile(file, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown);
  expect(frontMatter, markdown).not.toBeNull();
  const [, fields, body] = frontMatter!;
  expect(fields).toMatch(new RegExp(`^title: (['"]?)${escapeRegExp(post.title)}\\1$`, 'm'));
  expect(fields).toMatch(new RegExp(`^category: ${category.id}$`, 'm'));
  expect(fields).toMatch(new RegExp(`^image: \\.\\./\\.\\./assets/blog/${post.cover}$`, 'm'));
  expect(fields).toMatch(new RegExp(`^author: ${author.id}$`, 'm'));
  expect(fields).toMatch(/^date: '?2026-11-22'?$/m);
  for (const tag of post.tags) expect(fields).toContain(tag);
  expect(fields, 'a blank optional field is left out').not.toMatch(/^updated:/m);
  expect(body.trim()).toBe(post.body);
  expect(existsSync(join(copy.root, 'src/assets/blog', post.cover)), 'the cover is uploaded beside the other covers').toBe(true);
  expect(await cspViolations(page)).toEqual([]);
});

test("a university's scholarship is changed in its list, and nothing else in the file", async ({ page }) => {
  const saved = join(copy.root, 'src/content/universities/universities.json');
  const before = JSON.parse(await readFile(saved, 'utf8')) as { id: string; scholarshipUpTo?: string }[];
  await openAdmin(page, '/collections/universities/entries/universities');
  // Each university is a collapsed item under its name; the item's first button opens it.
  const item = page.getByText(university.name, { exact: true }).locator('xpath=..');
  await item.getByRole('button').first().click();
  const field = item.getByLabel('Scholarship up to (optional)');
  await expect(field).toHaveValue(university.scholarshipUpTo!);
  await field.fill(newScholarship);
  await publish(page);
  const expected = before.map((u) => (u.id === university.id ? { ...u, scholarshipUpTo: newScholarship } : u));
  await expect.poll(() => savedJson(saved), { timeout: 30_000 }).toEqual(expected);
  expect(await cspViolations(page)).toEqual([]);
});

test("a button's words are changed in its area's file under Words on buttons and messages, and nothing else", async ({ page }) => {
  const saved = join(copy.root, `src/content/strings/en/${chatLabel.area}.json`);
  const before = JSON.parse(await readFile(saved, 'utf8')) as Record<string, string>;
  await openAdmin(page, `/collections/strings/entries/strings-${chatLabel.area}`);
  // Each text's field is labelled by its key read aloud: "chat.label" is "Chat › label".
  const field = page.getByLabel('Chat › label', { exact: true });
  await expect(field).toHaveValue(before[chatLabel.key]!);
  await field.fill(chatLabel.text);
  await publish(page);
  await expect.poll(() => savedJson(saved), { timeout: 30_000 }).toEqual({ ...before, [chatLabel.key]: chatLabel.text });
  expect(await cspViolations(page)).toEqual([]);
});

test("a button's Hindi words are translated beside the English under Words on buttons and messages in Hindi, saved to the Hindi file only", async ({
  page,
}) => {
  const saved = join(copy.root, `src/content/strings/${chatLabelHindi.lang}/${chatLabel.area}.json`);
  const englishFile = join(copy.root, `src/content/strings/en/${chatLabel.area}.json`);
  const before = JSON.parse(await readFile(saved, 'utf8')) as Record<string, string>;
  const englishBefore = await readFile(englishFile, 'utf8');
  // The English the admin was built with: the repository's, as the site's build read it.
  const english = stringsOf(chatLabel.area)[chatLabel.key]!;
  await openAdmin(page, `/collections/strings-${chatLabelHindi.lang}/entries/strings-${chatLabel.area}`);
  const field = page.getByLabel('Chat › label', { exact: true });
  await expect(field).toHaveValue(before[chatLabel.key]!);
  // The English text shows under the Hindi field, in the field's own box.
  await expect(field.locator('xpath=..')).toContainText(`English: ${english}`);
  await field.fill(chatLabelHindi.text);
  await publish(page);
  await expect.poll(() => savedJson(saved), { timeout: 30_000 }).toEqual({ ...before, [chatLabel.key]: chatLabelHindi.text });
  expect(await readFile(englishFile, 'utf8'), 'the English file is not touched').toBe(englishBefore);
  expect(await cspViolations(page)).toEqual([]);
});

test("a glossary term's note is changed in its language's file under Glossaries, and nothing else", async ({ page }) => {
  const saved = join(copy.root, 'src/content/glossary/hi.json');
  const before = JSON.parse(await readFile(saved, 'utf8')) as { terms: { english: string; use: string; note: string }[] };
  const term = before.terms[0]!;
  const note = `${term.note} Checked by the editors.`;
  await openAdmin(page, '/collections/glossary/entries/hi');
  // Each term is a collapsed item under its English and its Hindi; the item's first button opens it.
  const item = page.getByText(`${term.english}: ${term.use}`, { exact: true }).locator('xpath=..');
  await item.getByRole('button').first().click();
  const field = item.getByLabel('Note', { exact: true });
  await expect(field).toHaveValue(term.note);
  await field.fill(note);
  await publish(page);
  const expected = { ...before, terms: before.terms.map((t, i) => (i === 0 ? { ...t, note } : t)) };
  await expect.poll(() => savedJson(saved), { timeout: 30_000 }).toEqual(expected);
  expect(await cspViolations(page)).toEqual([]);
});

test("the copy builds with the changes: the post on /blogs, its page and the feed; the scholarship on /universities; the chat button's words in English and Hindi", async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  // Only the routes this test opens: a small build, not a second whole site.
  await copy.keepOnlyPages([
    '[...lang]/blogs.astro',
    '[...lang]/blog/[id].astro',
    '[...lang]/rss.xml.ts',
    '[...lang]/universities.astro',
    '[...lang]/404.astro',
  ]);
  const built = await copy.build();
  expect(built.code, built.output.slice(-3000)).toBe(0);
  const site = await serveFolder(join(copy.root, 'dist'));
  try {
    await page.goto(`${site.url}/blogs`);
    await expect(page.getByRole('link', { name: post.title }).first()).toHaveAttribute('href', `/blog/${post.slug}`);

    await page.goto(`${site.url}/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(post.body);
    await expect(page.getByRole('main')).toContainText(author.name);
    await expect(page.getByRole('img', { name: post.imageAlt })).toBeVisible();

    const feed = await (await request.get(`${site.url}/rss.xml`)).text();
    expect(feed).toContain(`<title>${post.title}</title>`);
    expect(feed).toMatch(new RegExp(`<link>[^<]*/blog/${post.slug}</link>`));

    await page.goto(`${site.url}/universities`);
    // The university's card (the list item under its name) shows the new amount.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: university.name, exact: true }) });
    await expect(card.filter({ hasText: newScholarship }).first()).toBeVisible();

    // The chat button gives way to the first screen's controls: it shows once the visitor scrolls on.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const quickActions = stringsOf('layout').quickActions;
    await expect(
      page.getByRole('complementary', { name: quickActions }).getByRole('link', { name: new RegExp(`^${escapeRegExp(chatLabel.text)}`) }),
    ).toBeVisible();

    // The Hindi page shows the Hindi words saved in the admin.
    await page.goto(`${site.url}/${chatLabelHindi.lang}/universities`);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const quickActionsHindi = stringsOf('layout', chatLabelHindi.lang).quickActions;
    await expect(
      page
        .getByRole('complementary', { name: quickActionsHindi })
        .getByRole('link', { name: new RegExp(`^${escapeRegExp(chatLabelHindi.text)}`) }),
    ).toBeVisible();
  } finally {
    await site.close();
  }
});
