import { expect, test, type Page } from '@playwright/test';
import { contact } from '../../src/config/site';
import { agreeBox, consentRecord, consentWords, notice, whatsappBox } from './consent';
import { typeDetails } from './contact-form';
import { robotCheckLabel, stubEmailjs, stubRecaptcha } from './contact-stubs';
import { factsIn, headingOf, stringsOf } from './content';
import { languageCodes } from '../../src/config/languages';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';
import { sitemapPaths } from './sitemap';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { fillIn } from '../../src/lib/text/placeholders';

/**
 * Consent before personal details leave the device: the contact form shows the notice, refuses to
 * send without the agreement box, and sends the choices with the message. EmailJS and reCAPTCHA are
 * stubbed at the network. The booking panel's boxes are tested in booking.spec.ts.
 */

/** The contact form's words (src/content/strings/en/contactForm.json). */
const formWords = stringsOf('contactForm');

const typed = {
  name: 'Ishita Rao',
  email: 'ishita.rao@example.com',
  phone: '+91 99100 22334',
  subject: 'visaAssistance' as const,
  message: 'Which documents do I need for a Canadian study permit?',
};

async function fillForm(page: Page) {
  await page.goto('/contact');
  return typeDetails(page, typed);
}

test('the notice comes before the send button, and without the agreement nothing is sent', async ({ page }) => {
  await stubRecaptcha(page);
  const sent = await stubEmailjs(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
  const form = await fillForm(page);

  const notice = form.getByRole('group', { name: consentWords['notice.title'] });
  await expect(notice).toContainText(consentWords['notice.form']!);
  await expect(notice).toContainText(fillIn(consentWords['notice.withdraw']!, { email: contact.email }));
  await expect(notice.getByRole('link', { name: consentWords['notice.link'] })).toHaveAttribute('href', '/data-protection');
  await expect(agreeBox(form)).not.toBeChecked();
  await expect(whatsappBox(form)).not.toBeChecked();

  await form.getByRole('button', { name: formWords.send }).click();
  const refusal = form.getByRole('alert').filter({ hasText: consentWords['agree.required.form'] });
  await expect(refusal).toBeVisible();
  await expect(agreeBox(form)).toBeFocused();
  await expect(agreeBox(form)).toHaveAccessibleDescription(new RegExp(escapeRegExp(consentWords['agree.required.form']!)));
  await page.waitForTimeout(300);
  expect(sent).toHaveLength(0);
  await expect(form.getByRole('textbox', { name: formWords['field.message'] })).toHaveValue(typed.message);

  // Ticking the box takes the message away.
  await agreeBox(form).check();
  await expect(refusal).toHaveCount(0);
});

test('ticked, the message carries the agreement, the WhatsApp choice and the notice it refers to', async ({ page }) => {
  await stubRecaptcha(page);
  const sent = await stubEmailjs(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
  const form = await fillForm(page);
  await agreeBox(form).check();
  await whatsappBox(form).check();
  await form.getByRole('checkbox', { name: robotCheckLabel }).check();
  await form.getByRole('button', { name: formWords.send }).click();
  await expect(page.getByRole('status').filter({ hasText: fillIn(formWords.sent, { hours: contact.replyWithinHours }) })).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.postDataJSON().template_params).toMatchObject({ from_name: typed.name, ...consentRecord(true) });
  // A new message asks again.
  await expect(agreeBox(form)).not.toBeChecked();
  await expect(whatsappBox(form)).not.toBeChecked();
});

test('the data-protection notice names the processors, how to withdraw or erase, and a grievance contact; it is in the sitemap', async ({ page, request }) => {
  await page.goto(notice.path);
  const article = page.getByRole('article');
  for (const processor of ['EmailJS', 'Cal.com', 'WhatsApp']) await expect(article.getByRole('listitem').filter({ hasText: processor }).first()).toBeVisible();
  await expect(article.getByRole('heading', { name: /withdraw consent or ask for erasure/i })).toBeVisible();
  await expect(article.getByRole('heading', { name: /grievance/i })).toBeVisible();
  await expect(article.getByRole('link', { name: /@/ }).or(article.getByText(/@[a-z0-9.-]+\.[a-z]+/)).first()).toBeVisible();
  // The grievance address is the head office's, from the site settings, as each language writes it.
  await expect(article.getByRole('listitem').filter({ hasText: factsIn('en').headOffice.address })).toHaveCount(1);
  await page.goto(pathInLanguage(notice.path, 'hi', languageCodes));
  await expect(page.getByRole('article').getByRole('listitem').filter({ hasText: factsIn('hi').headOffice.address })).toHaveCount(1);
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
