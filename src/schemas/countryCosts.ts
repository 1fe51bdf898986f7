import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { plannerLevels } from '~/lib/costs/sheet';
import { checked, copyText, slug, text } from './fields';

/**
 * One destination's costs for a student from India, written once and read by its country page's
 * cost table, the USA-versus-Canada comparison, the accommodation page and the cost planner. Every
 * amount is in whole units of the destination's currency (`destinations.json` names it); every
 * figure carries its source and the date an editor last checked it.
 */

/** Whole units; the ceiling only catches a slipped key (an extra zero or two). */
const amount = z.number().int().nonnegative().max(10_000_000);

const sourced = {
  source: text(5, 160).describe('Where the figure comes from, e.g. "IRCC study permit fees"'),
  sourceUrl: z.url().optional().describe('The page to check it against'),
  checked,
};

const note = text(10, 200);
const years = z.number().multipleOf(0.5).min(0.5).max(6);
const label = text(3, 40);

/** An object with a `min`-`max` range plus other fields, refusing a range whose top is below its bottom. */
const withRange = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .strictObject({ min: amount, max: amount, ...shape })
    .refine((r) => (r as { min: number; max: number }).max >= (r as { min: number; max: number }).min, {
      message: 'max must not be below min',
      path: ['max'],
    });

const uniqueIds = (items: { id: string }[]) => new Set(items.map((i) => i.id)).size === items.length;

/** The amounts each basis of the proof of funds needs; the others stay out. */
const livingAmounts = ['amount', 'major', 'elsewhere', 'maxMonths'] as const;
const amountsFor = { 'your-plan': [], 'per-year': ['amount'], 'per-month': ['major', 'elsewhere', 'maxMonths'] } as const satisfies Record<
  string,
  readonly (typeof livingAmounts)[number][]
>;

/**
 * The living amount on top of the first year's tuition. One flat shape with rules (not one shape
 * per basis) so the admin shows it as one form; the build reads it as one shape per basis.
 */
const proofOfFundsLiving = z
  .strictObject({
    basis: z
      .enum(['your-plan', 'per-year', 'per-month'])
      .describe(
        "your-plan: the first year's planned living costs, rent and insurance (the USA's I-20); per-year: a fixed yearly amount, pro rata for a shorter course; per-month: a monthly amount by city level, for up to maxMonths months",
      ),
    amount: amount.optional().describe('per-year only: the yearly amount'),
    major: amount.optional().describe('per-month only: a month in a major city'),
    elsewhere: amount.optional().describe('per-month only: a month elsewhere'),
    maxMonths: z.number().int().min(1).max(12).optional().describe('per-month only: the most months asked for'),
  })
  .superRefine((living, ctx) => {
    const needed: readonly string[] = amountsFor[living.basis];
    for (const name of livingAmounts) {
      const given = living[name] !== undefined;
      if (needed.includes(name) && !given) ctx.addIssue({ code: 'custom', message: `${living.basis} needs ${name}`, path: [name] });
      if (!needed.includes(name) && given) ctx.addIssue({ code: 'custom', message: `${living.basis} takes no ${name}`, path: [name] });
    }
  })
  .transform((living) =>
    living.basis === 'your-plan'
      ? { basis: 'your-plan' as const }
      : living.basis === 'per-year'
        ? { basis: 'per-year' as const, amount: living.amount! }
        : { basis: 'per-month' as const, major: living.major!, elsewhere: living.elsewhere!, maxMonths: living.maxMonths! },
  );

export const countryCostsSchema = z.strictObject({
  country: reference('destinations').describe('The destination these costs are for'),
  typicalYears: z
    .strictObject({ Undergraduate: years, Postgraduate: years })
    .describe('The usual programme length in years at each level; the planner starts there'),
  tuition: z
    .array(
      withRange({
        id: slug,
        label: label.describe('The kind of institution or programme, e.g. "Public university"; the table adds "tuition"'),
        levels: z.array(z.enum(plannerLevels)).min(1),
        note,
        ...sourced,
      }),
    )
    .min(1)
    .refine(uniqueIds, 'each tuition id once')
    .refine(
      (kinds) => plannerLevels.every((level) => kinds.some((k) => k.levels.includes(level))),
      'every level needs at least one tuition kind',
    )
    .describe('A year of tuition by kind of institution'),
  living: z
    .strictObject({
      major: withRange({ label: label.describe('How the page names it, e.g. "London" or "Major city"') }),
      elsewhere: withRange({ label }),
      note,
      ...sourced,
    })
    .describe("A year's living costs besides rent (food, transport, phone, books, personal), by city level"),
  accommodation: z
    .strictObject({
      per: z.enum(['week', 'month']).describe('How rents are quoted there'),
      dorm: withRange({ label, note }),
      shared: withRange({ label, note }).describe("One sharer's part of the rent"),
      studio: withRange({ label, note }),
      ...sourced,
    })
    .describe('Rent for a dorm room, a room in a shared flat and a studio'),
  deposit: z
    .strictObject({
      weeks: z
        .strictObject({ min: z.number().int().min(0).max(26), max: z.number().int().min(0).max(26) })
        .refine((r) => r.max >= r.min, { message: 'max must not be below min', path: ['max'] }),
      note,
      ...sourced,
    })
    .describe('The rental deposit, in weeks of rent'),
  healthInsurance: withRange({ label, note, ...sourced })
    .optional()
    .describe("A year's student health insurance; leave out where a visa fee pays for health care"),
  fees: z
    .array(
      z.strictObject({
        id: slug,
        label: text(3, 60),
        amount,
        per: z.enum(['application', 'year']).describe('application: paid once; year: for each year of study, paid with the visa'),
        note,
        ...sourced,
      }),
    )
    .refine(uniqueIds, 'each fee id once')
    .describe('Visa and related fees'),
  proofOfFunds: z
    .strictObject({
      label: copyText(3, 80).describe("May name the rule's {maxMonths}"),
      living: proofOfFundsLiving,
      note: copyText(10, 200).describe(
        "May name the rule's amounts: {amount} and {perMonth} (a twelfth of it), or {major}, {elsewhere} and {maxMonths}",
      ),
      ...sourced,
    })
    .describe("The money to show for the visa: the first year's tuition plus this living amount"),
  flight: withRange({ note, ...sourced }).describe('One economy flight between India and the country'),
  settlingIn: withRange({ note, ...sourced }).describe("The first month's setting-up costs"),
});
export type CountryCosts = z.infer<typeof countryCostsSchema>;
