import { expect, type Page } from '@playwright/test';

/** A visitor's details as they type them into the contact form. */
export interface Details {
  name: string;
  email: string;
  phone: string;
  message: string;
  subject?: string;
}

/** Scrolls to the 'Get in Touch' form (which hydrates it), waits until it can be used, and types the details. */
export async function typeDetails(page: Page, details: Details) {
  const form = page.getByRole('form', { name: 'Get in Touch' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('textbox', { name: 'Full Name' })).toBeEnabled();
  await form.getByRole('textbox', { name: 'Full Name' }).fill(details.name);
  await form.getByRole('textbox', { name: 'Email Address' }).fill(details.email);
  await form.getByRole('textbox', { name: 'Phone Number' }).fill(details.phone);
  if (details.subject) await form.getByRole('combobox', { name: 'Subject' }).selectOption(details.subject);
  await form.getByRole('textbox', { name: 'Message' }).fill(details.message);
  return form;
}
