import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { contact } from '../../src/config/site';
import { analyticsChoiceKey } from '../../src/lib/analytics/consent';
import { ageBands } from '../../src/lib/consent/consent';
import {
  ageChoice,
  agreeAsAdult,
  agreeBox,
  consentWords,
  consentWordsIn,
  expectedRecord,
  guardianFields,
  notice,
  whatsappBox,
} from './consent';
import { stubAnalytics } from './analytics-choice';
import { formWords, typeDetails } from './contact-form';
import { robotCheckLabel, stubEmailjs, stubRecaptcha } from './contact-stubs';
import { headingOf, shown, stringsOf, type Lang } from './expected';
import { langCodes, languageCodes } from '../../src/config/languages';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';
import { sitemapPaths } from './sitemap';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { fillIn } from '../../src/lib/text/placeholders';

/**
 * Consent before personal details leave the device: the contact form shows the notice, asks the
 * visitor's age group, refuses to send without the agreement (and, for a 16- or 17-year-old, a
 * parent's or guardian's name, contact and agreement; under 16, at all), and sends a record of what
 * was agreed with the message, in each language. EmailJS and reCAPTCHA are stubbed at the network.
 * The booking panel's boxes are tested in booking.spec.ts.
 */

const typed = {
  name: 'Ishita Rao',
  email: 'ishita.rao@example.com',
  phone: '+91 99100 22334',
  subject: 'visaAssistance' as const,
  message: 'Which documents do I need for a Canadian study permit?',
};
const guardian = { name: 'Sunita Rao', contact: '+91 98110 44556' };
const ok = (route: Route) => route.fulfill({ status: 200, body: 'OK' });

async function fillForm(page: Page, lang: Lang = 'en') {
  await page.goto(pathInLanguage('/contact', lang, languageCodes));
  return typeDetails(page, typed, formWords(lang));
}

const sendButton = (form: Locator, lang: Lang = 'en') => form.getByRole('button', { name: formWords(lang).send, exact: true });
const thanks = (page: Page, lang: Lang = 'en') =>
  page.getByRole('status').filter({ hasText: fillIn(formWords(lang).sent!, { hours: contact.replyWithinHours }) });

test('the notice comes before the send button, and without the age group and the agreement nothing is sent', async ({ page }) => {
  await stubRecaptcha(page);
  const sent = await stubEmailjs(page, ok);
  const form = await fillForm(page);

  const notice = form.getByRole('group', { name: consentWords['notice.title'] });
  await expect(notice).toContainText(consentWords['notice.form']!);
  await expect(notice).toContainText(fillIn(consentWords['notice.withdraw']!, { email: contact.email }));
  await expect(notice.getByRole('link', { name: consentWords['notice.link'] })).toHaveAttribute('href', '/data-protection');
  await expect(agreeBox(form)).not.toBeChecked();
  await expect(whatsappBox(form)).not.toBeChecked();
  for (const band of ageBands) await expect(ageChoice(form, band)).not.toBeChecked();

  await sendButton(form).click();
  const age = form.getByRole('alert').filter({ hasText: consentWords['age.required'] });
  const refusal = form.getByRole('alert').filter({ hasText: consentWords['agree.required.form'] });
  await expect(age).toBeVisible();
  await expect(refusal).toBeVisible();
  await expect(ageChoice(form, 'under16')).toBeFocused();
  await expect(ageChoice(form, 'under16')).toHaveAccessibleDescription(new RegExp(escapeRegExp(consentWords['age.required']!)));
  await expect(agreeBox(form)).toHaveAccessibleDescription(new RegExp(escapeRegExp(consentWords['agree.required.form']!)));
  await page.waitForTimeout(300);
  expect(sent).toHaveLength(0);
  await expect(form.getByRole('textbox', { name: formWords()['field.message'] })).toHaveValue(typed.message);

  // Choosing and ticking take the messages away.
  await ageChoice(form, 'from18').check();
  await expect(age).toHaveCount(0);
  await agreeBox(form).check();
  await expect(refusal).toHaveCount(0);
});

for (const lang of langCodes) {
  const words = consentWordsIn(lang);

  test(`${lang}: the message carries the consent record: when, the page's language, both notices' versions and every choice`, async ({
    page,
  }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, ok);
    const form = await fillForm(page, lang);
    const before = Date.now();
    await agreeAsAdult(form, words);
    await whatsappBox(form, words).check();
    await form.getByRole('checkbox', { name: robotCheckLabel }).check();
    await sendButton(form, lang).click();
    await expect(thanks(page, lang)).toBeVisible();
    expect(sent).toHaveLength(1);
    const params = sent[0]!.postDataJSON().template_params;
    expect(params).toMatchObject({ from_name: typed.name, ...(await expectedRecord(lang, { whatsapp: true })) });
    // The moment the box was ticked, in the device's zone.
    expect(Date.parse(params.consent_time)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(params.consent_time)).toBeLessThanOrEqual(Date.now());
    // A new message asks again.
    await expect(agreeBox(form, words)).not.toBeChecked();
    await expect(whatsappBox(form, words)).not.toBeChecked();
    await expect(ageChoice(form, 'from18', words)).not.toBeChecked();
  });

  test(`${lang}: at 16 or 17 the notice says the team contacts the guardian first, whose name, contact and agreement are asked at once, and sent`, async ({
    page,
  }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, ok);
    const form = await fillForm(page, lang);
    await ageChoice(form, 'from16to17', words).check();
    await expect(form.getByText(words['guardian.notice']!)).toBeVisible();
    await agreeBox(form, words).check();
    await form.getByRole('checkbox', { name: robotCheckLabel }).check();
    await sendButton(form, lang).click();

    const fields = guardianFields(form, words);
    for (const message of ['guardian.name.required', 'guardian.contact.required', 'guardian.agree.required']) {
      await expect(form.getByText(words[message]!)).toBeVisible();
    }
    await expect(fields.name).toBeFocused();
    await expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);

    await fields.name.fill(guardian.name);
    await fields.contact.fill('12');
    await expect(form.getByText(words['guardian.contact.invalid']!)).toBeVisible();
    await fields.contact.fill(guardian.contact);
    await fields.agrees.check();
    await sendButton(form, lang).click();
    await expect(thanks(page, lang)).toBeVisible();
    expect(sent[0]!.postDataJSON().template_params).toMatchObject(await expectedRecord(lang, { guardian }));
  });

  test(`${lang}: under 16 the form asks for a parent or guardian to write instead, and sends nothing`, async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, ok);
    const form = await fillForm(page, lang);
    await ageChoice(form, 'under16', words).check();
    const note = form.getByText(words['age.under16.note']!);
    await expect(note).toBeVisible();
    await agreeBox(form, words).check();
    await form.getByRole('checkbox', { name: robotCheckLabel }).check();
    await sendButton(form, lang).click();
    await expect(form.getByRole('alert').filter({ hasText: words['age.under16.note'] })).toBeVisible();
    await expect(ageChoice(form, 'under16', words)).toBeFocused();
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });
}

test('the record says whether the visitor allowed analytics in the banner', async ({ page }) => {
  await stubAnalytics(page);
  await page.addInitScript((key) => localStorage.setItem(key, 'granted'), analyticsChoiceKey);
  await stubRecaptcha(page);
  const sent = await stubEmailjs(page, ok);
  const form = await fillForm(page);
  await agreeAsAdult(form);
  await form.getByRole('checkbox', { name: robotCheckLabel }).check();
  await sendButton(form).click();
  await expect(thanks(page)).toBeVisible();
  expect(sent[0]!.postDataJSON().template_params).toMatchObject({ analytics: 'yes' });
});

test('the data-protection notice names the processors, how to withdraw or erase, and a grievance contact; it is in the sitemap', async ({
  page,
  request,
}) => {
  await page.goto(notice.path);
  const article = page.getByRole('article');
  for (const processor of ['EmailJS', 'Cal.com', 'WhatsApp'])
    await expect(article.getByRole('listitem').filter({ hasText: processor }).first()).toBeVisible();
  await expect(article.getByRole('heading', { name: /withdraw consent or ask for erasure/i })).toBeVisible();
  await expect(article.getByRole('heading', { name: /grievance/i })).toBeVisible();
  await expect(
    article
      .getByRole('link', { name: /@/ })
      .or(article.getByText(/@[a-z0-9.-]+\.[a-z]+/))
      .first(),
  ).toBeVisible();
  // The grievance address is the head office's, from the site settings, as each language writes it.
  await expect(article.getByRole('listitem').filter({ hasText: shown('en').facts.headOffice.address })).toHaveCount(1);
  await page.goto(pathInLanguage(notice.path, 'hi', languageCodes));
  await expect(
    page
      .getByRole('article')
      .getByRole('listitem')
      .filter({ hasText: shown('hi').facts.headOffice.address }),
  ).toHaveCount(1);
  await page.goto(notice.path);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: headingOf(notice.path) })).toHaveAttribute('href', notice.path);
  expect(await sitemapPaths(request)).toContain(notice.path);
});

test('the newsletter and notify forms send nothing, so they ask for no consent', async ({ page }) => {
  for (const path of ['/blogs', '/destinations/uk', '/mentors']) {
    await page.goto(path);
    await expect(page.getByRole('textbox', { name: stringsOf('forms')['email.label'] }).first()).toBeVisible();
    await expect(agreeBox(page)).toHaveCount(0);
  }
});
