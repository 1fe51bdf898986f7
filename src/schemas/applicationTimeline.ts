import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { plannerLevels } from '~/lib/costs/sheet';
import { stepKinds } from '~/lib/timeline/steps';
import { intakeMonths } from '~/lib/universities/facts';
import { checked, slug, text } from './fields';

/**
 * One destination's application timeline (src/content/application-timelines/<country>.json): the
 * intakes a family can aim for and each step's lead time before the intake, with the real deadlines
 * that fall on fixed dates (UCAS's January date, US early action …). My application timeline dates
 * every step from these; each carries its source and the date an editor last checked it.
 */

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1)
    .refine((items) => new Set(items).size === items.length, 'each value once');

/** The longest each month can be (February in a leap year): a deadline on 30 February is a typo. */
const daysIn = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const deadline = z
  .strictObject({
    name: text(3, 80).describe('What the date is, e.g. "UCAS equal-consideration date"'),
    month: z.enum(intakeMonths),
    day: z.number().int().min(1).max(31),
    yearsBeforeIntake: z
      .number()
      .int()
      .min(0)
      .max(2)
      .describe("0: in the intake's own year (14 January for September); 1: the year before (1 November)"),
    intakes: list(z.enum(intakeMonths)).describe('The intakes the date applies to'),
  })
  .refine((d) => d.day <= daysIn[intakeMonths.indexOf(d.month)]!, { message: 'that month has fewer days', path: ['day'] });

const step = z.strictObject({
  id: slug.describe('Unique in the file; the calendar event is named from it'),
  kind: z.enum(stepKinds).describe('Which step it is: its title comes from the site'),
  levels: list(z.enum(plannerLevels)).describe('The study levels it applies to'),
  monthsBefore: z.number().int().min(0).max(24).describe('Months before the start of the intake month that it should be done by'),
  deadline: deadline.optional().describe('A real deadline on a fixed date; the step is dated by it when it comes before the lead time'),
  note: text(20, 300).describe('What to do'),
  ifLate: text(20, 300).describe('What to do now when the date has passed'),
  source: text(5, 160).describe('Where the lead time or deadline comes from; "our counsellors\' estimate" for our own'),
  sourceUrl: z.url().optional(),
  checked,
});

export const applicationTimelineSchema = z
  .strictObject({
    country: reference('destinations').describe('The destination'),
    intakes: list(z.enum(intakeMonths)).describe('The intakes a visitor can choose'),
    reminderDays: z.number().int().min(1).max(30).describe("Days before each step the calendar's reminder goes off"),
    steps: z.array(step).min(1),
  })
  .refine((t) => new Set(t.steps.map((s) => s.id)).size === t.steps.length, { message: 'each step id once', path: ['steps'] })
  .refine((t) => plannerLevels.every((level) => t.steps.some((s) => s.levels.includes(level))), {
    message: 'every study level needs at least one step',
    path: ['steps'],
  });
