import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { fillIn } from '../../src/lib/text/placeholders';
import { agreeBox, consentRecord, consentWordsIn } from './consent';
import { contactForm, expectDetailsShown, formWords, sentParams, typeDetails, type Details } from './contact-form';
import { recaptchaScript, stubEmailjs, stubRecaptcha } from './contact-stubs';
import { addressLine, contact, factsIn, pageCopy, stringsOf } from './content';
import { mapsSearchUrl } from '../../src/lib/contact/map';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';

/**
 * The Hindi contact form (/hi/contact) in the states contact.spec.ts covers in English, every word
 * read from the Hindi strings (src/content/strings/hi/contactForm.json, consent.json). What reaches
 * EmailJS must not depend on the page's language: the same details send the same template params
 * from /contact and /hi/contact. EmailJS and reCAPTCHA are stubbed at the network.
 */

const words = formWords('hi');
const consent = consentWordsIn('hi');
const copy = pageCopy('contact', 'hi');

const typed: Details = {
  name: 'आरव मेहता',
  email: 'aarav.mehta@example.com',
  phone: '+91 98100 12345',
  subject: 'scholarshipGuidance',
  message: 'मैं कनाडा में कंप्यूटर साइंस में एमएस करना चाहता हूँ।',
  country: 'canada',
  time: 'evening',
};

/** Opens a contact page, scrolls to its form (which hydrates it) and waits until it can be used. */
async function openForm(page: Page, path = '/hi/contact', w = words) {
  await page.goto(path);
  const f = contactForm(page, w);
  await f.form.scrollIntoViewIfNeeded();
  await expect(f.fullName).toBeEnabled();
  return f;
}

/** Types the details in the page's words and ticks the agreement. */
async function fillForm(page: Page, path = '/hi/contact', w = words, boxWords = consent) {
  const f = await openForm(page, path, w);
  await typeDetails(page, typed, w);
  await agreeBox(f.form, boxWords).check();
  return f;
}

const ok = (route: Route) => route.fulfill({ status: 200, body: 'OK' });
/** A pattern for text found within a longer text (an accessible description). */
const containing = (text: string) => new RegExp(escapeRegExp(text));

test('the page is in Hindi: its heading and the form named by the Hindi words', async ({ page }) => {
  await page.goto('/hi/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
  await expect(page.getByRole('heading', { level: 2, name: copy.sections.getInTouch!.title })).toBeVisible();
  // The opening hours are written out in Hindi, in the page and in its footer, and not marked English.
  const hours = factsIn('hi').contact.hours;
  await expect(page.getByRole('main').getByText(hours).first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(hours, { exact: true })).not.toHaveAttribute('lang', 'en');
  // So is the office's address, on its card (named by its city) and in the footer; the map still searches for the address it has in English.
  const { city, address } = factsIn('hi').headOffice;
  const office = page.getByRole('main').getByRole('article', { name: city });
  await expect(office.getByText(address, { exact: true })).toBeVisible();
  await expect(office.getByRole('link', { name: new RegExp(escapeRegExp(stringsOf('contact', 'hi')['office.mapLink']!)) })).toHaveAttribute('href', mapsSearchUrl(addressLine));
  await expect(page.getByRole('contentinfo').getByText(address, { exact: true })).toBeVisible();
  const f = contactForm(page, words);
  await f.form.scrollIntoViewIfNeeded();
  await expect(f.send).toHaveText(words.send!);
  // The lists offer the Hindi words, in the form's order.
  const offered = (list: string) => Object.entries(words).filter(([key]) => key.startsWith(`${list}.`)).map(([, text]) => text);
  await expect(f.subject.locator('option')).toHaveText([words['choose.subject']!, ...offered('subject')]);
  await expect(f.country.locator('option')).toHaveText([words['choose.country']!, ...offered('country')]);
  await expect(f.time.locator('option')).toHaveText([words['choose.time']!, ...offered('time')]);
});

test.describe('sending', () => {
  test('the Hindi form sends what the English form sends for the same details, then shows the Hindi thanks', async ({ page }) => {
    await page.clock.install();
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, ok);

    // The same visitor, the same details: once on the English page, once on the Hindi one, past EmailJS's pace.
    const english = await fillForm(page, '/contact', formWords('en'), consentWordsIn('en'));
    await english.robotCheck.check();
    await english.send.click();
    await expect(page.getByRole('status').filter({ hasText: english.messages.success })).toBeVisible();
    await page.clock.fastForward(10_000);

    const f = await fillForm(page);
    await f.robotCheck.check();
    await f.send.click();
    await expect(page.getByRole('status').filter({ hasText: f.messages.success })).toBeVisible();

    expect(sent).toHaveLength(2);
    const [fromEnglish, fromHindi] = sent.map((request: Request) => request.postDataJSON());
    expect(fromHindi).toStrictEqual(fromEnglish);
    expect(fromHindi.template_params).toStrictEqual(sentParams(typed, 'test-token-1', consentRecord(false)));

    // Sent: the form is cleared, the check reset, the draft gone.
    for (const control of [f.fullName, f.email, f.phone, f.subject, f.message, f.country, f.time]) await expect(control).toHaveValue('');
    await expect(f.robotCheck).not.toBeChecked();
    expect(await page.evaluate(() => sessionStorage.getItem('contact-form-draft'))).toBeNull();
    await expect(f.send).toHaveText(words.send!);
  });

  test('without the check it asks, in Hindi, to verify and sends nothing', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, ok);
    const f = await fillForm(page);
    await f.send.click();
    await expect(f.form.getByRole('alert').filter({ hasText: f.messages.verify })).toHaveText(f.messages.verify);
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
    await expectDetailsShown(f, typed);
  });

  test('while sending the button reads the Hindi "sending" and is disabled', async ({ page }) => {
    await stubRecaptcha(page);
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const sent = await stubEmailjs(page, async (route) => {
      await answered;
      await ok(route);
    });
    const f = await fillForm(page);
    await f.robotCheck.check();
    await f.send.click();
    await expect(f.send).toHaveText(words.sending!);
    await expect(f.send).toBeDisabled();
    await expect.poll(() => sent.length).toBe(1);
    release();
    await expect(page.getByText(f.messages.success)).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  const failures: [string, (route: Route) => Promise<void>][] = [
    ['500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
    ['an aborted request (EmailJS unreachable)', (route) => route.abort('internetdisconnected')],
  ];
  for (const [name, answer] of failures) {
    test(`${name} shows the Hindi error banner, keeps the Hindi choices and resets the check`, async ({ page }) => {
      await stubRecaptcha(page);
      const sent = await stubEmailjs(page, answer);
      const f = await fillForm(page);
      await f.robotCheck.check();
      await f.send.click();

      await expect(page.getByRole('alert').filter({ hasText: f.messages.error })).toHaveText(f.messages.error);
      expect(sent).toHaveLength(1);
      await expectDetailsShown(f, typed);
      await expect(f.robotCheck).not.toBeChecked();
      await expect(f.send).toBeEnabled();

      // A retry needs a fresh check, and goes through.
      await page.unroute('https://api.emailjs.com/**');
      const retried = await stubEmailjs(page, ok);
      await f.send.click();
      await expect(f.form.getByRole('alert').filter({ hasText: f.messages.verify })).toBeVisible();
      expect(retried).toHaveLength(0);
      await f.robotCheck.check();
      await f.send.click();
      // At once: the failed send is not counted against EmailJS's pace.
      await expect(page.getByText(f.messages.success)).toBeVisible();
      await expect(page.getByText(f.messages.wait)).toHaveCount(0);
      expect(retried[0]!.postDataJSON().template_params).toStrictEqual(sentParams(typed, 'test-token-2', consentRecord(false)));
    });
  }

  test('a second message within ten seconds says in Hindi how long it waits, then goes by itself', async ({ page }) => {
    await page.clock.install();
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, ok);
    const f = await fillForm(page);
    await f.robotCheck.check();
    await f.send.click();
    await expect(page.getByRole('status').filter({ hasText: f.messages.success })).toBeVisible();
    await typeDetails(page, typed, words);
    await agreeBox(f.form, consent).check();
    await f.robotCheck.check();
    await f.send.click();
    const note = page.getByText(f.messages.wait);
    await expect(note).toBeVisible();
    const seconds = Number(f.messages.wait.exec((await note.textContent()) ?? '')![1]);
    expect(sent).toHaveLength(1);
    await page.clock.runFor(seconds * 1000);
    await expect.poll(() => sent.length).toBe(2);
    await expect(page.getByRole('status').filter({ hasText: f.messages.success })).toBeVisible();
  });

  test('an expired check says so in Hindi and must be done again', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, ok);
    const f = await fillForm(page);
    await f.robotCheck.check();
    await page.evaluate(() => (window as unknown as { __expireRecaptcha: () => void }).__expireRecaptcha());
    await expect(page.getByText(f.messages.expired)).toBeVisible();
    await f.send.click();
    await expect(f.form.getByRole('alert').filter({ hasText: f.messages.verify })).toBeVisible();
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });
});

test.describe('validation', () => {
  test('an empty form shows every Hindi error at once, the agreement and the robot check included, and moves focus to the first', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, ok);
    const f = await openForm(page);
    await f.send.click();

    await expect(f.fullName).toBeFocused();
    const expectations = [
      [f.fullName, f.messages.name],
      [f.email, words['errors.email.empty']!],
      [f.phone, words['errors.phone.empty']!],
      [f.subject, f.messages.subject],
      [f.message, f.messages.message],
    ] as const;
    for (const [control, text] of expectations) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(containing(text));
    }
    // The optional lists ask for nothing.
    await expect(f.country).toHaveAttribute('aria-invalid', 'false');
    await expect(f.time).toHaveAttribute('aria-invalid', 'false');
    // The agreement and the robot check are asked for at the same time, in Hindi too.
    await expect(f.form.getByRole('alert').filter({ hasText: consent['agree.required.form']! })).toBeVisible();
    await expect(f.form.getByRole('alert').filter({ hasText: f.messages.verify })).toBeVisible();

    // A name in Devanagari is a name: the error goes as it is typed.
    await f.fullName.fill(typed.name);
    await expect(f.fullName).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toHaveLength(0);
  });

  test('an invalid e-mail and a short phone number get their Hindi errors; nothing is sent', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, ok);
    const f = await fillForm(page);
    await f.email.fill('not-an-email');
    await f.phone.fill('12');
    await f.robotCheck.check();
    await f.send.click();

    await expect(f.email).toBeFocused();
    await expect(f.email).toHaveAttribute('aria-invalid', 'true');
    await expect(f.email).toHaveAccessibleDescription(containing(f.messages.emailInvalid));
    await expect(f.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(f.phone).toHaveAccessibleDescription(containing(f.messages.phoneDigits));
    for (const control of [f.fullName, f.subject, f.message]) await expect(control).toHaveAttribute('aria-invalid', 'false');
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);

    await f.email.fill(typed.email);
    await expect(f.email).toHaveAttribute('aria-invalid', 'false');
  });

  test('10,000 characters are refused with the Hindi count and message', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, ok);
    const f = await fillForm(page);
    await f.message.fill('क'.repeat(10_000));
    await expect(f.form.getByText(f.messages.characters(10_000))).toBeVisible();
    await f.robotCheck.check();
    await f.send.click();
    await expect(f.message).toBeFocused();
    await expect(f.form.getByText(f.messages.tooLong(10_000))).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});

test.describe('nothing typed is lost', () => {
  test('a draft begun on the English page opens on the Hindi page with its choices in Hindi', async ({ page }) => {
    await stubRecaptcha(page);
    await openForm(page, '/contact', formWords('en'));
    await typeDetails(page, typed, formWords('en'));
    const f = await openForm(page);
    await expectDetailsShown(f, typed);
  });

  test('a blocked verification script says so in Hindi and offers the direct channels', async ({ page }) => {
    await page.route(recaptchaScript, (route) => route.abort('blockedbyclient'));
    const sent = await stubEmailjs(page, ok);
    const f = await fillForm(page);
    const notice = f.form.getByRole('alert').filter({ hasText: f.messages.unavailable });
    await expect(notice).toContainText(words['check.alternatives']!);
    await expect(notice.getByRole('link', { name: fillIn(words['channel.call']!, { phone: contact.phoneDisplay }) })).toHaveAttribute('href', `tel:${contact.phoneE164}`);
    await expect(notice.getByRole('link', { name: fillIn(words['channel.email']!, { email: contact.email }) })).toHaveAttribute('href', `mailto:${contact.email}`);
    await expect(notice.getByRole('link', { name: words['channel.whatsApp'] })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await f.send.click();
    await expect(page.getByText(f.messages.verify)).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});

test('?purpose=consultation tailors the Hindi form and sends its Hindi prefill, the one field that follows the language', async ({ page }) => {
  await stubRecaptcha(page);
  const sent = await stubEmailjs(page, ok);
  const f = await openForm(page, '/hi/contact?purpose=consultation');
  await expect(page.getByRole('heading', { name: words['consultation.title'] })).toBeVisible();
  await expect(f.message).toHaveValue(words['consultation.message']!);
  const { message: _prefill, ...rest } = typed;
  await typeDetails(page, { ...rest, message: words['consultation.message']! }, words);
  await agreeBox(f.form, consent).check();
  await f.robotCheck.check();
  await f.send.click();
  await expect(page.getByText(f.messages.success)).toBeVisible();
  expect(sent[0]!.postDataJSON().template_params).toStrictEqual(
    sentParams({ ...typed, message: words['consultation.message']! }, 'test-token-1', consentRecord(false)),
  );
});
