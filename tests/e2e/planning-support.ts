/**
 * What the planning tools' tests share: what they expect, from the build's record of what the pages
 * show, and the small calculations a visitor could check by hand.
 */
import { expect, type Page } from '@playwright/test';
import { intakeMonths } from '../../src/lib/universities/facts';
import { shown, stringsOf, type Shown } from './expected';

export const strings = stringsOf;

/** A text of the strings with its {placeholders} filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, name: string) => String(values[name]));
}

/** Waits for an island to hydrate (Astro drops its `ssr` attribute); idle islands wait for a quiet moment on a busy machine. */
export async function hydrated(page: Page, island: string) {
  await expect(page.locator(`astro-island[component-url*="${island}"]`)).not.toHaveAttribute('ssr', { timeout: 30_000 });
}

// ---- Check my chances ----------------------------------------------------------------------

/** The partner universities as Check my chances weighs them: their usual marks from India, a year's costs in rupees. */
export type ChancesUniversity = Shown['universities']['chances'][number];
export const partners = shown().universities.chances;

export const { cgpaRule } = shown();

/** Lakh and crore as the site writes large amounts ("₹30 lakh", "₹1.2 crore"), the figure joined to its word. */
export function inWords(amount: number): string {
  const short = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  const words = strings('common');
  if (amount >= 1_00_00_000) return `₹${short.format(amount / 1_00_00_000)}\u00a0${words['money.crore']}`;
  if (amount >= 1_00_000) return `₹${short.format(amount / 1_00_000)}\u00a0${words['money.lakh']}`;
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);
}

// ---- My application timeline ---------------------------------------------------------------

export type TimelineStep = Shown['timelines'][number]['steps'][number];

/** Each destination's timeline, in the destinations' order. */
export const { timelines } = shown();

/** Month names as content writes them (the intake months' own list). */
export const monthNames: readonly string[] = intakeMonths;
const iso = (year: number, monthIndex: number, day: number) => new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/** A step's date for an intake: its lead time before the 1st of the intake month, or its real deadline when that comes first. */
export function stepDate(step: TimelineStep, year: number, month: number): string {
  const byLeadTime = iso(year, month - 1 - step.monthsBefore, 1);
  const d = step.deadline;
  if (!d || !(d.intakes as readonly string[]).includes(monthNames[month - 1]!)) return byLeadTime;
  const m = monthNames.indexOf(d.month);
  const y = year - d.yearsBeforeIntake;
  const deadline = iso(y, m, Math.min(d.day, new Date(Date.UTC(y, m + 1, 0)).getUTCDate()));
  return deadline < byLeadTime ? deadline : byLeadTime;
}

// ---- My documents checklist ----------------------------------------------------------------

/** The checklist's documents in the editors' order, each destination by id. */
export const studyDocuments = shown().documents;
