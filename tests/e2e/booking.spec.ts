import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookedStartTime, bookingOrigin, calLink, embedScript, stubBookingService } from '../../support/booking-stand-in.ts';
import { choiceControls, stubAnalytics } from './analytics-choice';
import { ageChoice, agreeAsAdult, agreeBox, consentWords, expectedRecord, notice, whatsappBox } from './consent';
import { typeDetails } from './contact-form';
import { stubRecaptcha } from './contact-stubs';
import { shown, stringsOf } from './expected';
import { smallBuild, type SmallBuild } from './small-build';
import { testBuildEnv } from '../../support/build-env.ts';
import { recordCspViolations } from './csp-violations';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { fillIn } from '../../src/lib/text/placeholders';
import { wordsPattern } from './words-pattern';

/**
 * "Pick a time" on /contact: the booking calendar behind its facade. Cal.com is stubbed at the
 * network (support/booking-stand-in.ts) on the origin the test build is configured with; our code runs as
 * shipped. The words come from src/content/strings/en/booking.json.
 */
const words = stringsOf('booking');
const formWords = stringsOf('contactForm');
/** The finder's and the shortlist's words (src/content/strings/en/finder.json, shortlist.json). */
const finderWords = stringsOf('finder');
const shortlistWords = stringsOf('shortlist');

const consultation = '/contact?purpose=consultation';

const typed = {
  name: 'Rohan Verma',
  email: 'rohan.verma@example.com',
  phone: '+91 98100 12345',
  message: 'I would like to discuss MS programmes in Germany and Canada.',
};

const panelOf = (page: Page) => page.getByRole('region', { name: words.title });
const pickTime = (panel: Locator) => panel.getByRole('button', { name: words.open });
const calendarDialog = (page: Page) => page.getByRole('dialog', { name: words.dialogTitle });

/** The booking page the stand-in framed, with the query the embed built from our prefill. */
async function framedBooking(page: Page) {
  const frame = calendarDialog(page).locator('iframe');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${bookingOrigin.replace(/\./g, '\\.')}/`));
  return new URL((await frame.getAttribute('src'))!);
}

/** A small build of /contact with these build settings, made before the calling describe's tests and removed after them. */
function contactPageBuild(env: Record<string, string | undefined>): () => SmallBuild {
  let site: SmallBuild | undefined;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    site = await smallBuild({ pages: ['[...lang]/contact.astro'], env });
  });
  test.afterAll(async () => site?.close());
  return () => site!;
}

test.describe('booking a session', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('nothing of the booking service loads before the tap; then the calendar opens with the form’s details and notes', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    await stubRecaptcha(page);
    const seen = await stubBookingService(page);
    await page.goto(`${consultation}#book`);
    await typeDetails(page, typed);
    const panel = panelOf(page);
    await panel.scrollIntoViewIfNeeded();
    await expect(pickTime(panel)).toBeEnabled();
    await page.waitForTimeout(300);
    expect(seen).toHaveLength(0);

    await agreeAsAdult(panel);
    await whatsappBox(panel).check();
    await pickTime(panel).click();
    await expect(calendarDialog(page)).toBeVisible();
    const booking = await framedBooking(page);
    expect(seen.map((r) => r.url())).toContain(embedScript);
    expect(`${booking.origin}${booking.pathname}`).toBe(`${bookingOrigin}/${calLink}`);
    expect(booking.searchParams.get('name')).toBe(typed.name);
    expect(booking.searchParams.get('email')).toBe(typed.email);
    expect(booking.searchParams.get('attendeePhoneNumber')).toBe(`+${typed.phone.replace(/\D/g, '')}`);
    expect(booking.searchParams.get('notes')).toBe(typed.message);
    // The consent record, under the names the contact form's e-mail gives it; empty values left out.
    const metadata = Object.fromEntries(
      [...booking.searchParams].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]),
    );
    const record = await expectedRecord('en', { whatsapp: true });
    expect(metadata).toStrictEqual(Object.fromEntries(Object.entries(record).filter(([, value]) => value !== '')));
    expect(await violations()).toEqual([]);
  });

  test('a booking is confirmed in India time and in the visitor’s own time, with what to bring', async ({ page }) => {
    await stubRecaptcha(page);
    await stubBookingService(page);
    await page.goto(`${consultation}#book`);
    const panel = panelOf(page);
    await agreeAsAdult(panel);
    await pickTime(panel).click();
    await page.frameLocator(`iframe[src^="${bookingOrigin}/"]`).getByRole('button', { name: 'Confirm booking' }).click();

    await expect(calendarDialog(page)).toBeHidden();
    const confirmation = panel.getByRole('status');
    await expect(confirmation).toContainText(words['booked.title']!);
    const start = new Date(bookedStartTime);
    const at = (timeZone: string) => ({
      date: start.toLocaleDateString(words.locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }),
      time: start.toLocaleTimeString(words.locale, { hour: 'numeric', minute: '2-digit', timeZone }),
    });
    const india = at('Asia/Kolkata');
    const london = at('Europe/London');
    expect(india.time).not.toBe(london.time);
    await expect(confirmation).toContainText(fillIn(words['booked.india'], india));
    // The visitor's own time, whatever the browser calls the zone.
    await expect(confirmation).toContainText(
      new RegExp(wordsPattern(words['booked.local'], { date: escapeRegExp(london.date), time: escapeRegExp(london.time), zone: '.+' })),
    );
    await expect(confirmation).toContainText(words['bring.text']!);
    await expect(pickTime(panel)).toHaveCount(0);
  });

  test('closed while the calendar is still opening, focus goes back to "Pick a time"; a tap again says it is opening', async ({ page }) => {
    await stubRecaptcha(page);
    await stubBookingService(page);
    // The embed script is held back, as on a slow network, until the test lets it through to the stand-in.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(embedScript, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(`${consultation}#book`);
    const panel = panelOf(page);
    await agreeAsAdult(panel);
    await pickTime(panel).click();
    const dialog = calendarDialog(page);
    await expect(dialog).toContainText(words.opening!);

    await dialog.getByRole('button', { name: words.close }).click();
    await expect(dialog).toBeHidden();
    await expect(pickTime(panel)).toBeFocused();

    await pickTime(panel).click();
    await expect(dialog).toContainText(words.opening!);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(pickTime(panel)).toBeFocused();

    release();
    await pickTime(panel).click();
    await expect(dialog.locator(`iframe[src^="${bookingOrigin}/"]`)).toBeVisible();
    await expect(dialog).not.toContainText(words.opening!);
  });

  test('without the consent box ticked the calendar does not load', async ({ page }) => {
    const seen = await stubBookingService(page);
    await page.goto(`${consultation}#book`);
    const panel = panelOf(page);
    await pickTime(panel).click();
    await expect(panel.getByRole('alert').filter({ hasText: consentWords['age.required'] })).toBeVisible();
    await expect(panel.getByRole('alert').filter({ hasText: consentWords['agree.required.booking'] })).toBeVisible();
    await expect(ageChoice(panel, 'under16')).toBeFocused();
    await ageChoice(panel, 'from18').check();
    await pickTime(panel).click();
    await expect(agreeBox(panel)).toBeFocused();
    await expect(calendarDialog(page)).toBeHidden();
    await page.waitForTimeout(300);
    expect(seen).toHaveLength(0);
    await expect(panel.getByRole('link', { name: consentWords['notice.link'] })).toHaveAttribute('href', notice.path);
  });

  for (const embed of ['blocked', 'fails'] as const) {
    test(`a ${embed} calendar script says so, offers a call back and WhatsApp, and keeps what was typed`, async ({ page }) => {
      await stubRecaptcha(page);
      await stubBookingService(page, embed);
      await page.goto(`${consultation}#book`);
      const form = await typeDetails(page, typed);
      const panel = panelOf(page);
      await agreeAsAdult(panel);
      await pickTime(panel).click();
      const alert = panel.getByRole('alert');
      await expect(alert).toContainText(words['failed.title']!);
      await expect(alert).toContainText(words['failed.text']!);
      await expect(calendarDialog(page)).toBeHidden();
      await expect(panel.getByRole('link', { name: words.callBack })).toHaveAttribute('href', '#message-form');
      await expect(panel.getByRole('link', { name: words.whatsApp })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
      await expect(form.getByRole('textbox', { name: formWords['field.name'] })).toHaveValue(typed.name);
      await expect(form.getByRole('textbox', { name: formWords['field.message'] })).toHaveValue(typed.message);
      await expect(agreeBox(panel)).toBeChecked();
      // The call back goes to the form, where the preferred time to call is.
      await panel.getByRole('link', { name: words.callBack }).click();
      await expect(form.getByRole('combobox', { name: formWords['field.time'] })).toBeInViewport();
    });
  }

  test('the shortlist’s "Book a session" brings the shortlist into the booking’s notes', async ({ page }) => {
    await stubRecaptcha(page);
    await stubBookingService(page);
    const picked = shown().universities.partners.slice(0, 2);
    await page.goto('/universities');
    const grid = page.getByRole('region', { name: finderWords.all });
    for (const u of picked) {
      const toggle = grid.getByRole('button', { name: fillIn(shortlistWords['toggle.name'], { name: u.name }), exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    const bar = page.getByRole('region', { name: shortlistWords['bar.label'] });
    await bar.getByRole('button', { name: new RegExp(`^${escapeRegExp(shortlistWords['bar.label'])}`) }).click();
    await bar.getByRole('link', { name: words.fromShortlist }).click();
    await expect(page).toHaveURL(new RegExp(`${consultation.replace(/[?]/g, '\\?')}#book$`));
    const panel = panelOf(page);
    await agreeAsAdult(panel);
    await pickTime(panel).click();
    const notes = (await framedBooking(page)).searchParams.get('notes') ?? '';
    for (const u of picked) expect(notes).toContain(fillIn(shortlistWords['message.university'], { name: u.name, country: u.country }));
  });
});

test('the cost plan’s "Book a session about this plan" brings the plan into the booking’s notes', async ({ page }) => {
  const planner = stringsOf('planner');
  const country = shown().destinations[1]!;
  await stubRecaptcha(page);
  await stubBookingService(page);
  await page.goto(`/cost-planner?country=${country.id}`);
  await page.getByRole('link', { name: words.fromPlan }).click();
  await expect(page).toHaveURL(new RegExp(`${consultation.replace(/[?]/g, '\\?')}#book$`));
  const panel = panelOf(page);
  await agreeAsAdult(panel);
  await pickTime(panel).click();
  const notes = (await framedBooking(page)).searchParams.get('notes') ?? '';
  expect(notes.startsWith(planner['summary.plan']!.replace('{country}', country.name).split('{level}')[0]!)).toBe(true);
  expect(notes).toMatch(new RegExp(`${planner['summary.url']!.replace('{url}', '')}https?://\\S+/cost-planner\\?country=${country.id}`));
});

test.describe('without a booking calendar configured', () => {
  // The contact page built with the test build's settings but neither calendar setting (undefined
  // leaves a variable out), so the call back's form is there.
  const site = contactPageBuild({
    ...testBuildEnv,
    PUBLIC_CALCOM_ORIGIN: undefined,
    PUBLIC_CALCOM_EMBED_ORIGIN: undefined,
    PUBLIC_CALCOM_LINK: undefined,
  });

  test('the panel offers a call back at a chosen time and WhatsApp, and nothing else is fetched', async ({ page }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(site().url).origin && !/^https:\/\/www\.(google|gstatic)\.com\/recaptcha\//.test(url.href))
        elsewhere.push(url.href);
    });
    await stubRecaptcha(page);
    await page.goto(`${site().url}${consultation}#book`);
    const panel = page.getByRole('region', { name: words.titleUnavailable });
    await expect(panel.getByRole('heading', { name: words.titleUnavailable })).toBeVisible();
    await expect(panel.locator('xpath=ancestor::astro-island')).not.toHaveAttribute('ssr', '');
    await expect(panel.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('region', { name: words.title })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: words.whatsApp })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await panel.getByRole('link', { name: words.callBack }).click();
    await expect(page.getByRole('combobox', { name: formWords['field.time'] })).toBeInViewport();
    expect(elsewhere).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the panel offers a call back at a chosen time and WhatsApp', async ({ page }) => {
    await page.goto(consultation);
    const panel = panelOf(page);
    await expect(panel.getByText(words.needsScript!)).toBeVisible();
    await expect(pickTime(panel)).toHaveCount(0);
    await expect(panel.getByRole('link', { name: words.callBack })).toHaveAttribute('href', '#message-form');
    await expect(panel.getByRole('link', { name: words.whatsApp })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });
});

test.describe('with analytics allowed', () => {
  // A returning visitor who allowed analytics in the banner: the test build carries a stand-in measurement ID.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a booking sends one analytics event, with no personal details', async ({ page }) => {
    const { collected } = await stubAnalytics(page);
    await stubBookingService(page);
    await page.goto(`${consultation}#book`);
    await choiceControls(page).allow.click();
    await expect.poll(() => page.evaluate(() => typeof (window as Window & { gtag?: unknown }).gtag)).toBe('function');
    const panel = panelOf(page);
    await agreeAsAdult(panel);
    await pickTime(panel).click();
    await page.frameLocator(`iframe[src^="${bookingOrigin}/"]`).getByRole('button', { name: 'Confirm booking' }).click();
    await expect(panel.getByRole('status')).toContainText(words['booked.title']!);
    const booked = () => collected.filter((url) => url.searchParams.get('en') === 'book_consultation');
    await expect.poll(() => booked().length).toBe(1);
    await page.waitForTimeout(300);
    expect(booked()).toHaveLength(1);
    for (const url of collected) expect(url.href).not.toContain('example.com');
  });
});
