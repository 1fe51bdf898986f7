import { expect, test, type Page } from '@playwright/test';
import { headingOf, policyUpdated, stringsOf } from './content';

// The three policies: every required point is on the page, in words a
// visitor reads, plus the shared frame (date, breadcrumb, the other policies, Contact Us).

/** The policy pages' frame words (src/content/strings/en/legal.json). */
const s = stringsOf('legal');

// Each policy's heading, and its name in the links between them, is its file's title (content).
const policies = ['/privacy-policy', '/terms-of-service', '/refund-policy'].map((path) => ({ path, title: headingOf(path) }));

/** "Last Updated: April 10, 2025": the file's date, written as the policy pages write it (the legal strings' dateLocale). */
const lastUpdatedLine = (path: string) =>
  `${s.lastUpdated} ${policyUpdated(path).toLocaleDateString(s.dateLocale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}`;

async function article(page: Page, path: string) {
  await page.goto(path);
  return page.getByRole('article');
}

for (const policy of policies) {
  test(`${policy.path}: date, breadcrumb home, the other two policies and Contact Us`, async ({ page }) => {
    await page.goto(policy.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
    await expect(page.getByText(lastUpdatedLine(policy.path))).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: s.breadcrumb });
    await expect(breadcrumb.getByRole('link', { name: s.home })).toHaveAttribute('href', '/');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(policy.title);
    const main = page.getByRole('main');
    for (const other of policies.filter((p) => p !== policy)) {
      await expect(main.getByRole('link', { name: other.title }).first()).toHaveAttribute('href', other.path);
    }
    await expect(main.getByRole('link', { name: s.contactUs }).first()).toHaveAttribute('href', '/contact');
  });
}

test('privacy policy covers collection, use, disclosure, security, rights, age 16, transfers and every third party', async ({ page }) => {
  const text = await article(page, '/privacy-policy');
  for (const heading of ['Information we collect', 'How we use your information', 'When we disclose your information', 'How we keep your information secure', 'Your rights', 'Minimum age', 'International transfers']) {
    await expect(text.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const right of ['Access', 'Correction', 'Deletion', 'Objection', 'Withdrawal of consent', 'Portability']) {
    await expect(text.getByRole('listitem').filter({ hasText: new RegExp(`^${right}:`) })).toHaveCount(1);
  }
  await expect(text).toContainText('aged 16 and over');
  for (const party of ['EmailJS', 'Google reCAPTCHA', 'Google Maps', 'Google Analytics', 'WhatsApp', 'hosting provider']) {
    await expect(text.getByRole('listitem').filter({ hasText: party }).first()).toBeVisible();
  }
  await expect(text).toContainText('It runs only when we have switched analytics on');
  await expect(text).toContainText('only when you choose to open a chat');
});

test('terms cover age 16 with parental consent under 18, fees, the six-month liability cap, Indian law and Mumbai courts', async ({ page }) => {
  const text = await article(page, '/terms-of-service');
  await expect(text).toContainText('at least 16 years old');
  await expect(text).toContainText('If you are 16 or 17, you need the consent of a parent or legal guardian');
  await expect(text.getByRole('heading', { name: 'Fees and payment' })).toBeVisible();
  await expect(text).toContainText('limited to the fees you paid us in the six months before the event');
  await expect(text).toContainText('governed by the laws of India');
  await expect(text).toContainText('courts in Mumbai');
});

test('refund policy covers the packages, the registration fee, started services, visa rejection and the timelines', async ({ page }) => {
  const text = await article(page, '/refund-policy');
  for (const pkg of ['Basic', 'Standard', 'Premium', 'Individual Services']) {
    await expect(text.getByRole('listitem').filter({ hasText: new RegExp(`^${pkg}:`) })).toHaveCount(1);
  }
  await expect(text).toContainText('The registration fee is non-refundable');
  await expect(text).toContainText('Once the service has started: no refund.');
  await expect(text).toContainText('Visa rejection caused by our error');
  await expect(text).toContainText('partial refund');
  await expect(text.getByRole('listitem').filter({ hasText: /^Decision:/ })).toContainText('14 business days');
  await expect(text.getByRole('listitem').filter({ hasText: /^Payment:/ })).toContainText('30 business days');
  await expect(text.getByRole('listitem').filter({ hasText: /^Appeal:/ })).toContainText('14 business days');
});
