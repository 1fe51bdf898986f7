import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { limits } from '../../src/lib/contact/form';
import { mapsSearchUrl } from '../../src/lib/contact/map';
import { addressLine, contact, factsIn, pageCopy, stringsOf } from './content';
import { agreeBox, consentRecord, consentWords } from './consent';
import { contactForm, expectDetailsShown, formMessages, formWords, optionText, sentParams, typeDetails, type Details } from './contact-form';
import { emailjsSend, recaptchaScript, stubEmailjs, stubRecaptcha } from './contact-stubs';
import { testBuild } from '../../support/build-env.ts';
import { fillIn } from '../../src/lib/text/placeholders';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';

/**
 * /contact in a real browser. EmailJS, reCAPTCHA and Google Maps are third parties we cannot reach
 * here: they are stubbed at the network, our code runs as shipped, EmailJS's guards included. The
 * test build's keys are stand-ins (tests/build.env).
 */

// The consultancy's own details and the page's words, from the content: change them there and these tests follow.
const copy = pageCopy('contact');
const s = stringsOf('contact');
const city = contact.address.city;
const tel = `tel:${contact.phoneE164}`;
const mailto = `mailto:${contact.email}`;
const chatBase = `^https://wa\\.me/${contact.phoneE164.replace(/\D/g, '')}`;
const chatLink = new RegExp(`${chatBase}\\?text=`);
const mapTitle = fillIn(s['map.title']!, { city });
const mapsOrigin = /^https:\/\/(www\.)?google\.com\/maps/;

// The form's words (src/content/strings/en/contactForm.json); hindi-contact.spec.ts runs the same states in Hindi.
const words = formWords('en');
const messages = formMessages(words);

const typed: Details = {
  name: 'Aarav Mehta',
  email: 'aarav.mehta@example.com',
  phone: '+91 98100 12345',
  subject: 'universityApplication',
  message: 'I am looking at MS in Computer Science programmes in Canada for the Fall intake.',
  country: 'canada',
  time: 'lateAfternoon',
};

function thirdPartyRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (!url.startsWith('http://127.0.0.1') && !url.startsWith('data:')) urls.push(url);
  });
  return urls;
}

const fullName = (page: Page) => contactForm(page, words).fullName;
const email = (page: Page) => contactForm(page, words).email;
const phone = (page: Page) => contactForm(page, words).phone;
const subject = (page: Page) => contactForm(page, words).subject;
const message = (page: Page) => contactForm(page, words).message;
const country = (page: Page) => contactForm(page, words).country;
const time = (page: Page) => contactForm(page, words).time;
const checkbox = (page: Page) => contactForm(page, words).robotCheck;
const sendButton = (page: Page) => contactForm(page, words).send;

/** Scrolls to the form (which hydrates it) and waits until it can be used. */
async function openForm(page: Page, path = '/contact') {
  await page.goto(path);
  await page.getByRole('heading', { name: copy.sections.getInTouch!.title }).scrollIntoViewIfNeeded();
  await fullName(page).scrollIntoViewIfNeeded();
  await expect(fullName(page)).toBeEnabled();
}

async function fillForm(page: Page, values = typed) {
  await typeDetails(page, values, words);
  // Nothing is sent without consent (consent.spec.ts tests the refusal).
  await agreeBox(contactForm(page, words).form).check();
}

const expectFieldsKept = (page: Page) => expectDetailsShown(contactForm(page, words), typed);

/** Types the details, ticks the agreement and the robot check, and presses Send. */
async function sendDetails(page: Page) {
  await fillForm(page);
  await checkbox(page).check();
  await sendButton(page).click();
}

test.describe('contact page content', () => {
  test('shows the hero, the three channels, the offices and the closing banner', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    const main = page.getByRole('main');
    await expect(main.getByText(factsIn().contact.hours).first()).toBeVisible();
    await expect(main.getByRole('link', { name: contact.phoneDisplay }).first()).toHaveAttribute('href', tel);
    await expect(main.getByRole('link', { name: contact.email }).first()).toHaveAttribute('href', mailto);
    await expect(main.getByText(factsIn().contact.replyPromise).first()).toBeVisible();

    for (const title of [s['channels.call.title']!, s['channels.email.title']!, s['channels.whatsApp.title']!]) {
      await expect(main.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    }
    const whatsapp = main.getByRole('link', { name: `${s['channels.whatsApp.link']} ${s['channels.whatsApp.where']}` });
    await expect(whatsapp).toHaveAttribute('href', chatLink);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(main.getByRole('heading', { name: copy.sections.getInTouch!.title, level: 2 })).toBeVisible();
    await expect(main.getByText(s['noScript.title']!)).toBeHidden();
    await expect(main.getByRole('heading', { name: copy.sections.offices!.title, level: 2 })).toBeVisible();
    const office = main.getByRole('article', { name: city });
    await expect(office.getByText(s['office.head']!)).toBeVisible();
    await expect(office.getByText(addressLine)).toBeVisible();
    await expect(office.getByRole('link', { name: contact.email })).toBeVisible();
    await expect(office.getByText(factsIn().contact.hours)).toBeVisible();
    const maps = office.getByRole('link', { name: new RegExp(escapeRegExp(s['office.mapLink']!)) });
    await expect(maps).toHaveAttribute('href', mapsSearchUrl(addressLine));
    await expect(maps).toHaveAttribute('target', '_blank');
    await expect(maps).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(main.getByRole('heading', { name: copy.closing!.title, level: 2 })).toBeVisible();
    await expect(main.getByRole('link', { name: stringsOf('navigation')['action.bookConsultation'] })).toHaveAttribute('href', '/contact?purpose=consultation');
  });
});

test.describe('third parties on a leash', () => {
  test('nothing third-party loads with the form in view and filled in; ticking the agreement loads only reCAPTCHA, with the spec defaults', async ({ page }) => {
    const requests = thirdPartyRequests(page);
    await stubRecaptcha(page);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(page.locator('astro-island[component-url*="ContactForm"]')).toHaveAttribute('ssr', '');

    await openForm(page);
    await typeDetails(page, typed, words);
    const form = contactForm(page, words).form;
    await expect(form.getByText(words['check.afterConsent']!)).toBeVisible();
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    await expect(checkbox(page)).toHaveCount(0);

    await agreeBox(form).check();
    await expect(checkbox(page)).toBeVisible();
    await expect(form.getByText(words['check.afterConsent']!)).toHaveCount(0);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?onload=\w+&render=explicit$/);
    expect(await page.evaluate(() => (window as unknown as { __recaptchaRenders: unknown[] }).__recaptchaRenders)).toEqual([
      { sitekey: testBuild.recaptchaSiteKey, theme: 'light', size: 'normal', badge: 'bottomright' },
    ]);
  });

  test('the map asks Google Maps for nothing until "Show map" is pressed', async ({ page }) => {
    const requests = thirdPartyRequests(page);
    await page.route(mapsOrigin, (route) => route.fulfill({ contentType: 'text/html', body: `<p>Map of ${city}</p>` }));
    await page.goto('/contact');
    const show = page.getByRole('button', { name: s['map.show'] });
    await show.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(requests.filter((url) => mapsOrigin.test(url))).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await show.click();
    const frame = page.locator(`iframe[title="${mapTitle}"]`);
    await expect(frame).toHaveAttribute('src', new RegExp(`^https://www\\.google\\.com/maps\\?q=${escapeRegExp(encodeURIComponent(addressLine))}&output=embed$`));
    await expect(page.frameLocator(`iframe[title="${mapTitle}"]`).getByText(`Map of ${city}`)).toBeVisible();
    expect(requests.some((url) => mapsOrigin.test(url))).toBe(true);
  });

  test('a blocked maps frame leaves the address and the Google Maps link usable', async ({ page }) => {
    await page.route(mapsOrigin, (route) => route.abort('blockedbyclient'));
    await page.goto('/contact');
    await page.getByRole('button', { name: s['map.show'] }).click();
    await expect(page.locator(`iframe[title="${mapTitle}"]`)).toBeAttached();
    const office = page.getByRole('article', { name: city });
    await expect(office.getByText(addressLine)).toBeVisible();
    await expect(office.getByRole('link', { name: new RegExp(escapeRegExp(s['office.mapLink']!)) })).toBeVisible();
  });
});

test.describe('sending the form', () => {
  test('posts the typed values to EmailJS, then shows the green banner, clears the form and resets the check', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await openForm(page);
    await sendDetails(page);

    await expect(page.getByRole('status').filter({ hasText: messages.success })).toBeVisible();
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.method()).toBe('POST');
    expect(request.url()).toBe(emailjsSend);
    expect(request.postDataJSON()).toStrictEqual({
      lib_version: '4.4.1',
      user_id: testBuild.emailjsPublicKey,
      service_id: testBuild.emailjsServiceId,
      template_id: testBuild.emailjsTemplateId,
      template_params: sentParams(typed, 'test-token-1', consentRecord(false)),
    });
    // The choices are sent as the strings write them.
    expect(request.postDataJSON().template_params).toMatchObject({
      subject: optionText(words, 'subject', typed.subject!),
      preferred_country: optionText(words, 'country', typed.country!),
      preferred_time: optionText(words, 'time', typed.time!),
    });

    for (const control of [fullName, email, phone, subject, message, country, time]) await expect(control(page)).toHaveValue('');
    await expect(checkbox(page)).not.toBeChecked();
    expect(await page.evaluate(() => sessionStorage.getItem('contact-form-draft'))).toBeNull();
    await expect(sendButton(page)).toHaveText(words.send!);
  });

  test('without the check it asks to verify and sends nothing', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await openForm(page);
    await fillForm(page);
    await sendButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: messages.verify })).toHaveText(messages.verify);
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
    await expectFieldsKept(page);
  });

  test('while sending the button reads "Sending..." and is disabled; a second submit sends nothing more', async ({ page }) => {
    await stubRecaptcha(page);
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const sent = await stubEmailjs(page, async (route) => {
      await answered;
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await openForm(page);
    await fillForm(page);
    await checkbox(page).check();
    await sendButton(page).click();

    await expect(sendButton(page)).toHaveText(words.sending!);
    await expect(sendButton(page)).toBeDisabled();
    await expect.poll(() => sent.length).toBe(1);
    // Enter in a field or a script can still submit a form whose button is disabled.
    await contactForm(page, words).form.evaluate((form: HTMLFormElement) => form.requestSubmit());
    release();
    await expect(page.getByText(messages.success)).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  const failures: [string, (route: Route) => Promise<void>][] = [
    ['400', (route) => route.fulfill({ status: 400, body: 'The template ID is invalid' })],
    ['429', (route) => route.fulfill({ status: 429, body: 'Too Many Requests' })],
    ['500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
    ['an aborted request (EmailJS unreachable)', (route) => route.abort('internetdisconnected')],
  ];
  for (const [name, answer] of failures) {
    test(`${name} shows the red banner, keeps the fields and resets the check`, async ({ page }) => {
      await stubRecaptcha(page);
      const sent = await stubEmailjs(page, answer);
      await openForm(page);
      await fillForm(page);
      await checkbox(page).check();
      await sendButton(page).click();

      await expect(page.getByRole('alert').filter({ hasText: messages.error })).toHaveText(messages.error);
      expect(sent).toHaveLength(1);
      await expectFieldsKept(page);
      await expect(checkbox(page)).not.toBeChecked();
      await expect(sendButton(page)).toBeEnabled();

      // The visitor can try again: a fresh check is needed, and the retry goes through.
      await page.unroute('https://api.emailjs.com/**');
      const retried = await stubEmailjs(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
      await sendButton(page).click();
      await expect(page.getByRole('alert').filter({ hasText: messages.verify })).toBeVisible();
      expect(retried).toHaveLength(0);
      await checkbox(page).check();
      await sendButton(page).click();
      // At once: the failed send is not counted against EmailJS's pace.
      await expect(page.getByText(messages.success)).toBeVisible();
      await expect(page.getByText(messages.wait)).toHaveCount(0);
      expect(retried[0]!.postDataJSON().template_params['g-recaptcha-response']).toBe('test-token-2');
    });
  }

  test('a second message within ten seconds of a sent one says how long it waits, then goes by itself', async ({ page }) => {
    await page.clock.install();
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await openForm(page);
    await sendDetails(page);
    await expect(page.getByRole('status').filter({ hasText: messages.success })).toBeVisible();

    await sendDetails(page);
    const note = page.getByText(messages.wait);
    await expect(note).toBeVisible();
    const seconds = Number(messages.wait.exec((await note.textContent()) ?? '')![1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(10);
    await expect(sendButton(page)).toBeDisabled();
    await expect(sendButton(page)).toHaveText(words.sending!);
    expect(sent).toHaveLength(1);

    await page.clock.runFor(seconds * 1000);
    await expect.poll(() => sent.length).toBe(2);
    await expect(page.getByRole('status').filter({ hasText: messages.success })).toBeVisible();
    await expect(note).toHaveCount(0);
  });

  test('an automated browser is refused by EmailJS’s guard: nothing leaves, and the red banner says so', async ({ page }) => {
    await stubRecaptcha(page);
    const sent: string[] = [];
    await page.route('https://api.emailjs.com/**', (route) => {
      sent.push(route.request().url());
      return route.fulfill({ status: 200, body: 'OK' });
    });
    await openForm(page);
    await sendDetails(page);
    await expect(page.getByRole('alert').filter({ hasText: messages.error })).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('an expired check must be done again before anything is sent', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await openForm(page);
    await fillForm(page);
    await checkbox(page).check();
    await page.evaluate(() => (window as unknown as { __expireRecaptcha: () => void }).__expireRecaptcha());
    await expect(page.getByText(messages.expired)).toBeVisible();
    await sendButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: messages.verify })).toBeVisible();
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);

    await checkbox(page).check();
    await sendButton(page).click();
    await expect(page.getByText(messages.success)).toBeVisible();
    expect(sent[0]!.postDataJSON().template_params['g-recaptcha-response']).toBe('test-token-2');
  });
});

test.describe('validation', () => {
  test('one Send shows every unmet requirement at once (each field, the agreement, the robot check) and moves focus to the first', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await openForm(page);
    await email(page).fill('not-an-email');
    await phone(page).fill('12');
    await sendButton(page).click();

    await expect(fullName(page)).toBeFocused();
    const form = contactForm(page, words).form;
    await expect(form.getByRole('alert').filter({ hasText: consentWords['agree.required.form'] })).toBeVisible();
    await expect(form.getByRole('alert').filter({ hasText: messages.verify })).toBeVisible();
    const expectations: [ReturnType<typeof fullName>, string][] = [
      [fullName(page), messages.name],
      [email(page), messages.emailInvalid],
      [phone(page), messages.phoneDigits],
      [subject(page), messages.subject],
      [message(page), messages.message],
    ];
    for (const [control, text] of expectations) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(text)));
    }
    await expect(country(page)).toHaveAttribute('aria-invalid', 'false');

    await fullName(page).fill('Zoë Ōkubo-Núñez');
    await expect(fullName(page)).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toHaveLength(0);
  });

  test('with the fields right, the agreement and the robot check are both asked for at once; focus goes to the agreement, then to the check', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await openForm(page);
    await typeDetails(page, typed, words);
    await sendButton(page).click();
    const form = contactForm(page, words).form;
    const refusal = form.getByRole('alert').filter({ hasText: consentWords['agree.required.form'] });
    const verify = form.getByRole('alert').filter({ hasText: messages.verify });
    await expect(refusal).toBeVisible();
    await expect(verify).toBeVisible();
    await expect(agreeBox(form)).toBeFocused();

    await agreeBox(form).check();
    await expect(refusal).toHaveCount(0);
    await sendButton(page).click();
    await expect(checkbox(page)).toBeFocused();
    await expect(verify).toBeVisible();
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });

  test('10,000 characters are refused with a clear message, not cut short', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await openForm(page);
    await fillForm(page, { ...typed, message: 'a'.repeat(10_000) });
    await expect(message(page)).toHaveValue('a'.repeat(10_000));
    await expect(page.getByText(messages.characters(10_000))).toBeVisible();
    await checkbox(page).check();
    await sendButton(page).click();
    await expect(message(page)).toBeFocused();
    await expect(page.getByText(messages.tooLong(10_000))).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  test('the count under the message counts what is checked and sent: spaces and lines at either end do not count', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await openForm(page);
    // A message at the limit, pasted with a line break after it, is not over it.
    const max = limits.messageMax;
    await fillForm(page, { ...typed, message: `${'a'.repeat(max)}\n ` });
    await expect(page.getByText(messages.characters(max), { exact: true })).toBeVisible();
    // One over it, with spaces around: the count and the refusal name the same length.
    await message(page).fill(`  ${'a'.repeat(max + 1)}\n\n`);
    await expect(page.getByText(messages.characters(max + 1), { exact: true })).toBeVisible();
    await checkbox(page).check();
    await sendButton(page).click();
    await expect(message(page)).toBeFocused();
    await expect(page.getByText(messages.tooLong(max + 1))).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  test('HTML typed in the form is sent and shown as plain text, never run', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openForm(page);
    const hostile = '<img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script> Do I need the GRE?';
    await fillForm(page, { ...typed, message: hostile });
    await page.reload();
    await fullName(page).scrollIntoViewIfNeeded();
    await expect(message(page)).toHaveValue(hostile);
    await agreeBox(contactForm(page, words).form).check(); // consent is asked afresh, never kept in the draft
    await checkbox(page).check();
    await sendButton(page).click();
    await expect(page.getByText(messages.success)).toBeVisible();
    expect(sent[0]!.postDataJSON().template_params.message).toBe(hostile);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

test.describe('nothing typed is lost', () => {
  test('a reload restores the draft, without the verification token', async ({ page }) => {
    await stubRecaptcha(page);
    await openForm(page);
    await fillForm(page);
    await checkbox(page).check();
    await page.reload();
    await fullName(page).scrollIntoViewIfNeeded();
    await expectFieldsKept(page);
    // The agreement is asked afresh, and the check comes back with it, unticked.
    await expect(checkbox(page)).toHaveCount(0);
    await agreeBox(contactForm(page, words).form).check();
    await expect(checkbox(page)).not.toBeChecked();
    const stored = await page.evaluate(() => sessionStorage.getItem('contact-form-draft'));
    expect(stored).toContain(typed.name);
    expect(stored).not.toContain('test-token');
  });

  test('a blocked verification script says so, offers the direct channels and keeps the draft', async ({ page }) => {
    await page.route(recaptchaScript, (route) => route.abort('blockedbyclient'));
    const sent = await stubEmailjs(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await openForm(page);
    await agreeBox(contactForm(page, words).form).check();
    const notice = page.getByRole('alert').filter({ hasText: messages.unavailable });
    await expect(notice).toContainText(messages.unavailable);
    await expect(notice.getByRole('link', { name: fillIn(words['channel.call']!, { phone: contact.phoneDisplay }) })).toHaveAttribute('href', tel);
    await expect(notice.getByRole('link', { name: fillIn(words['channel.email']!, { email: contact.email }) })).toHaveAttribute('href', mailto);
    await expect(notice.getByRole('link', { name: words['channel.whatsApp'] })).toHaveAttribute('href', new RegExp(chatBase));

    await fillForm(page);
    await sendButton(page).click();
    await expect(page.getByText(messages.verify)).toBeVisible();
    expect(sent).toHaveLength(0);
    await page.reload();
    await fullName(page).scrollIntoViewIfNeeded();
    await expect(message(page)).toHaveValue(typed.message);
  });
});

test.describe('?purpose=consultation', () => {
  test('tailors the form and sends the prefilled message if it is left', async ({ page }) => {
    await stubRecaptcha(page);
    const sent = await stubEmailjs(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await openForm(page, '/contact?purpose=consultation');
    await expect(page.getByRole('heading', { name: words['consultation.title'] })).toBeVisible();
    await expect(message(page)).toHaveValue(words['consultation.message']!);
    const prefill = await message(page).inputValue();

    await fullName(page).fill(typed.name);
    await email(page).fill(typed.email);
    await phone(page).fill(typed.phone);
    await subject(page).selectOption({ label: optionText(words, 'subject', 'generalInquiry') });
    await agreeBox(contactForm(page, words).form).check();
    await checkbox(page).check();
    await sendButton(page).click();
    await expect(page.getByText(messages.success)).toBeVisible();
    expect(sent[0]!.postDataJSON().template_params.message).toBe(prefill);
  });

  test('a saved draft wins over the prefill, and the plain page is not tailored', async ({ page }) => {
    await stubRecaptcha(page);
    await openForm(page, '/contact?purpose=consultation');
    await message(page).fill('My own question about scholarships in Germany.');
    await page.reload();
    await fullName(page).scrollIntoViewIfNeeded();
    await expect(message(page)).toHaveValue('My own question about scholarships in Germany.');

    await page.evaluate(() => sessionStorage.clear());
    await openForm(page, '/contact');
    await expect(page.getByRole('heading', { name: words['consultation.title'] })).toHaveCount(0);
    await expect(message(page)).toHaveValue('');
  });

  const hostile = [
    '<script>window.__pwned=1</script>',
    '"><img src=x onerror="window.__pwned=1">',
    'consultation"><svg onload="window.__pwned=1">',
    'x'.repeat(6000),
    '\u202e\u0000😀 consultation \uFEFF',
  ];
  for (const value of hostile) {
    test(`the hostile purpose ${JSON.stringify(value.slice(0, 40))} is ignored`, async ({ page }) => {
      await stubRecaptcha(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`));
      await openForm(page, `/contact?purpose=${encodeURIComponent(value)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
      await expect(page.getByRole('heading', { name: words['consultation.title'] })).toHaveCount(0);
      await expect(message(page)).toHaveValue('');
      await expect(page.locator('main img[src="x"], main svg[onload]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('small screens', () => {
  test('the page and the hydrated form fit a 320 px screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await stubRecaptcha(page);
    await openForm(page);
    await agreeBox(contactForm(page, words).form).check();
    await expect(checkbox(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form gives way to phone, email and WhatsApp, and the page still reaches the consultancy', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByText(s['noScript.title']!)).toBeVisible();
    await expect(main.getByRole('textbox', { name: words['field.name'] })).toBeHidden();
    await expect(main.getByRole('button', { name: words.send })).toBeHidden();
    await expect(main.getByRole('link', { name: s['noScript.whatsApp'] })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(main.getByRole('link', { name: contact.phoneDisplay }).first()).toHaveAttribute('href', tel);
    await expect(main.getByRole('article', { name: city }).getByRole('link', { name: new RegExp(escapeRegExp(s['office.mapLink']!)) })).toBeVisible();
    await expect(main.getByRole('button', { name: s['map.show'] })).toBeHidden();
  });
});
