import { expect, test, type Page } from '@playwright/test';
import { shown, stringsOf } from './expected';

/**
 * Every page's questions (src/content/faqs/*.json names its page): the page shows exactly the
 * file's questions, in its order, with their answers, and tells search engines the same in its
 * FAQPage structured data. An added or removed question keeps this green; the accordion itself is
 * one component, so its mouse and keyboard behaviour is checked once.
 */

const faq = (page: Page) => page.getByRole('region', { name: stringsOf('common').faq, exact: true });

interface FaqPage {
  '@type': string;
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
}

const faqLists = shown().faqs;

for (const { page: path, items } of faqLists) {
  test(`${path} shows its questions and answers, and publishes them as FAQPage data`, async ({ page }) => {
    await page.goto(path);
    const region = faq(page);
    await expect(region.locator('details > summary')).toHaveText(items.map((item) => item.question));
    await expect(region.locator('details > p')).toHaveText(items.map((item) => item.answer));

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as FaqPage).filter((block) => block['@type'] === 'FAQPage');
    expect(data).toHaveLength(1);
    expect(data[0]!.mainEntity).toEqual(
      items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
    );
  });
}

test('a question opens and closes with the mouse and with the keyboard', async ({ page }) => {
  await page.goto(faqLists[0]!.page);
  const item = faq(page).locator('details').first();
  const question = item.locator('summary');
  const answer = item.locator('p');

  await expect(answer).toBeHidden();
  await question.click();
  await expect(item).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  await question.click();
  await expect(item).not.toHaveAttribute('open');
  await expect(answer).toBeHidden();

  await question.focus();
  await expect(question).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
  await page.keyboard.press('Space');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
});
