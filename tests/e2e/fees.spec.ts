import { expect, test } from '@playwright/test';
import { day, shown, stringsOf } from './expected';
import { sitemapPaths } from './sitemap';

/**
 * /fees: every price, package line, rule and certification is the build's, so an editor's new price
 * keeps these tests green. Amounts are rupees with Indian grouping (₹1,20,000).
 */
interface Price {
  amount: number;
  checked: string;
}
const { fees: schedule, certifications, services } = shown();
const words = stringsOf('fees');

/** ₹ and Indian digit grouping: the last three digits, then pairs (₹1,20,000). */
const rupees = (amount: number) => {
  const digits = String(amount);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `₹${head ? `${head},` : ''}${digits.slice(-3)}`;
};
const month = (checked: string) =>
  new Date(`${day(checked)}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const indicative = (price: Price) => words['price.indicative']!.replace('{month}', month(price.checked));

test.beforeEach(async ({ page }) => {
  await page.goto('/fees');
});

test('each package shows its price in rupees with Indian grouping, its checked date, and what it includes and leaves out', async ({
  page,
}) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const pack of schedule.packages) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: pack.name, exact: true, level: 3 }) });
    await expect(card.getByText(rupees(pack.price.amount), { exact: true })).toBeVisible();
    await expect(card.getByText(indicative(pack.price))).toBeVisible();
    await expect(card).toContainText(pack.summary);
    for (const line of [...pack.includes, ...pack.excludes])
      await expect(card.getByRole('listitem').filter({ hasText: line })).toHaveCount(1);
  }
  // A lakh or more is grouped the Indian way.
  const lakhs = schedule.packages.filter((pack) => pack.price.amount >= 100_000);
  for (const pack of lakhs) expect(rupees(pack.price.amount)).toMatch(/^₹\d{1,2},\d{2},\d{3}$/);
});

test('the registration fee, the individual services, the refund rules, the no-guarantee line and how we are paid', async ({ page }) => {
  const main = page.getByRole('main');
  await expect(main.getByText(rupees(schedule.registrationFee.price.amount), { exact: true })).toBeVisible();
  await expect(main).toContainText(schedule.registrationFee.covers);
  for (const service of schedule.services) {
    const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: service.name, exact: true }) });
    await expect(card.getByText(rupees(service.price.amount), { exact: true })).toBeVisible();
    await expect(card.getByText(indicative(service.price))).toBeVisible();
    if (service.unit) await expect(card).toContainText(service.unit);
  }
  for (const rule of schedule.refundRules) await expect(main.getByRole('listitem').filter({ hasText: rule })).toBeVisible();
  await expect(main.getByRole('link', { name: words['refunds.policyLink'] })).toHaveAttribute('href', '/refund-policy');
  await expect(main).toContainText(schedule.noGuarantee);
  const paid = schedule.howWeArePaid;
  await expect(main.getByText(paid.universitiesPayCommission ? words['commission.yes']! : words['commission.no']!)).toBeVisible();
  await expect(main).toContainText(paid.explanation);
  await expect(main).toContainText(paid.howYouPay);
  for (const { name } of certifications) await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
});

test('/fees is in the sitemap and the footer, and every services page links to it', async ({ page, request }) => {
  expect(await sitemapPaths(request)).toContain('/fees');
  await expect(page.getByRole('contentinfo').locator('a[href="/fees"]')).toHaveCount(1);
  for (const path of ['/services', ...services.map((service) => service.link)]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('link', { name: words['link.action'] })).toHaveAttribute('href', '/fees');
  }
});
