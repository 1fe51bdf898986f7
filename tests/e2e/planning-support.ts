/**
 * What the planning tools' tests share: the content and strings they read their expectations from,
 * the same way the pages read them, and the small calculations a visitor could check by hand.
 */
import { expect, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { intakeMonths } from '../../src/lib/universities/facts';
import { destinations, rates, readContent, sheetOf, stringsOf, universities, type University } from './content';

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

interface Admits {
  marks: { min: number; max: number };
  basis: string;
  checked: string;
}
export type ChancesUniversity = University & { indianAdmits?: Partial<Record<'Undergraduate' | 'Postgraduate', Admits>> };
export const partners = universities.filter((u) => u.partner) as ChancesUniversity[];
export const cgpaRule = readContent<{ scale: number; multiplier: number; source: string }>('grade-conversions/cgpa.json');

/** Lakh and crore as the site writes large amounts ("₹30 lakh", "₹1.2 crore"), the figure joined to its word. */
export function inWords(amount: number): string {
  const short = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  const words = strings('common');
  if (amount >= 1_00_00_000) return `₹${short.format(amount / 1_00_00_000)}\u00a0${words['money.crore']}`;
  if (amount >= 1_00_000) return `₹${short.format(amount / 1_00_000)}\u00a0${words['money.lakh']}`;
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);
}

/**
 * A year at the university in whole rupees, low and high: its tuition, rent in a shared flat with
 * everyday living costs (the country page's "Living costs") and health cover (insurance, or the
 * yearly visa health surcharge), each line converted on its own.
 */
export function yearlyCost(u: University): { min: number; max: number } {
  const sheet = sheetOf(u.country);
  const rate = rates.rupeesPer[destinations.find((d) => d.id === u.country)!.currency]!;
  const rupees = (n: number) => Math.round(n * rate);
  const months = sheet.accommodation.per === 'week' ? 52 : 12;
  const living = {
    min: sheet.accommodation.shared.min * months + Math.min(sheet.living.major.min, sheet.living.elsewhere.min),
    max: sheet.accommodation.shared.max * months + Math.max(sheet.living.major.max, sheet.living.elsewhere.max),
  };
  const yearlyFees = sheet.fees.filter((f) => f.per === 'year').reduce((sum, f) => sum + f.amount, 0);
  const health = { min: (sheet.healthInsurance?.min ?? 0) + yearlyFees, max: (sheet.healthInsurance?.max ?? 0) + yearlyFees };
  const line = (r: { min: number; max: number }) => ({ min: rupees(r.min), max: rupees(r.max) });
  const parts = [line(u.admissions.tuition), line(living), line(health)];
  return { min: parts.reduce((s, p) => s + p.min, 0), max: parts.reduce((s, p) => s + p.max, 0) };
}

// ---- My application timeline ---------------------------------------------------------------

export interface TimelineStep {
  id: string;
  kind: string;
  levels: string[];
  monthsBefore: number;
  deadline?: { name: string; month: string; day: number; yearsBeforeIntake: number; intakes: string[] };
  note: string;
  ifLate: string;
}
export interface TimelineEntry {
  country: string;
  intakes: string[];
  steps: TimelineStep[];
}
export const timelines = readdirSync(join(process.cwd(), 'src/content/application-timelines'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => readContent<TimelineEntry>(`application-timelines/${file}`));
/** Month names as content writes them (the intake months' own list). */
export const monthNames: readonly string[] = intakeMonths;
const iso = (year: number, monthIndex: number, day: number) => new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/** A step's date for an intake: its lead time before the 1st of the intake month, or its real deadline when that comes first. */
export function stepDate(step: TimelineStep, year: number, month: number): string {
  const byLeadTime = iso(year, month - 1 - step.monthsBefore, 1);
  const d = step.deadline;
  if (!d || !d.intakes.includes(monthNames[month - 1]!)) return byLeadTime;
  const m = monthNames.indexOf(d.month);
  const y = year - d.yearsBeforeIntake;
  const deadline = iso(y, m, Math.min(d.day, new Date(Date.UTC(y, m + 1, 0)).getUTCDate()));
  return deadline < byLeadTime ? deadline : byLeadTime;
}

// ---- My documents checklist ----------------------------------------------------------------

export interface StudyDocument {
  id: string;
  order: number;
  group: string;
  name: string;
  countries?: string[];
  levels?: string[];
  why: string;
  mistake: string;
}
export const studyDocuments = readContent<StudyDocument[]>('documents/documents.json').sort((a, b) => a.order - b.order);
