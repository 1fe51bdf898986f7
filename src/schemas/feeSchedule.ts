import { z } from 'astro/zod';
import { checked, slug, text } from './fields';

/**
 * What the consultancy charges, in rupees, written once (src/content/fees/fees.json, the admin's
 * "Fees"): the packages the refund policy names, the services sold on their own, the registration
 * fee, the refund rules in plain words, the no-guarantee line and how the consultancy is paid.
 * Every price carries the date it was last checked and is shown as indicative.
 */
const price = z
  .strictObject({
    amount: z.number().int().min(0).max(10_000_000).describe('Whole rupees, without separators or ₹: 25000'),
    checked,
  })
  .describe('The price in rupees and when it was last checked');

const packageSchema = z.strictObject({
  id: slug,
  name: text(3, 40).describe('As the refund policy names it: Basic, Standard, Premium'),
  summary: text(20, 200).describe('Who the package suits, one sentence'),
  price,
  includes: z.array(text(3, 160)).min(2).max(12).describe('What the package includes, one line each'),
  excludes: z.array(text(3, 160)).min(1).max(8).describe('What it leaves out, one line each'),
});

const serviceSchema = z.strictObject({
  id: slug,
  name: text(3, 60),
  description: text(20, 200),
  price,
  unit: text(3, 40).optional().describe('What the price is for when not the whole service, e.g. "per university"'),
});

export const feeScheduleSchema = z.strictObject({
  source: text(5, 160).describe('Where the prices come from, e.g. "Our fee schedule for 2026-27 intakes"'),
  taxNote: text(10, 160).describe('Whether prices include GST, shown under the prices'),
  registrationFee: z.strictObject({
    price,
    covers: text(20, 240).describe('What the registration fee pays for'),
  }),
  packages: z.array(packageSchema).min(1).max(6),
  services: z.array(serviceSchema).min(1).max(12).describe('Individual services, bought on their own'),
  refundRules: z.array(text(20, 300)).min(2).max(8).describe('The refund policy in plain words, one rule each'),
  noGuarantee: text(40, 300).describe('That no one can guarantee an admission or a visa'),
  howWeArePaid: z.strictObject({
    universitiesPayCommission: z.boolean().describe('Whether universities pay us a commission'),
    explanation: text(40, 500),
    howYouPay: text(20, 300).describe('How a family pays us: methods, instalments, invoices'),
  }),
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;
