import { z } from 'astro/zod';
import { copyText } from './fields';

/**
 * A page's editorial copy (src/content/pages/<page>.json): the words of its hero, of each of its
 * section headings and of the call to action it closes with. Which sections a page has, their
 * order, anchors and look are code; editors change the words. A fact written elsewhere is named in
 * braces as in other copy, "{figures.experienceYears}", and so is a word only the page can count,
 * "{count}": src/queries fills both in, and a name that names nothing fails the build.
 */

/** The name a section's heading is kept under: the page asks for it by this name. */
const sectionName = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'a name in camelCase, e.g. "featuredUniversities"');

/** The words a section opens with (eyebrow, title, lead), as Section and SectionHeading take them. */
const sectionHeadingSchema = z.strictObject({
  eyebrow: copyText(2, 40).optional().describe('The short line above the heading'),
  title: copyText(2, 80).describe("The section's heading"),
  lead: copyText(20, 300).optional().describe('A sentence or two under the heading'),
});
export type SectionHeading = z.infer<typeof sectionHeadingSchema>;

/** Section headings by section name. */
export const sectionHeadingsSchema = z.record(sectionName, sectionHeadingSchema);

/** The call to action a page closes with: its heading and the sentence under it (its buttons are code). */
export const closingSchema = z.strictObject({
  title: copyText(5, 80).describe("The closing band's heading"),
  text: copyText(20, 240).describe('The sentence under it'),
});
export type Closing = z.infer<typeof closingSchema>;

/** The opening band: its title is also the page's <title>, its description the search snippet. */
const pageHeroSchema = z.strictObject({
  title: copyText(2, 60).describe("The page's main heading and the name in the browser tab"),
  description: copyText(50, 160).describe('What search engines and shared links show under the title'),
  eyebrow: copyText(2, 40).optional().describe('The short line above the heading'),
  lead: copyText(20, 240).optional().describe('The sentence under the heading'),
});

export const pageCopySchema = z.strictObject({
  hero: pageHeroSchema,
  sections: sectionHeadingsSchema.default({}).describe("The page's section headings, by section"),
  closing: closingSchema.optional().describe('The call to action the page closes with'),
});
export type PageCopy = z.infer<typeof pageCopySchema>;

/**
 * The admin's form for one page's file: the same fields with its sections, and its closing if it
 * has one, fixed to what the file has, since adding or removing a section is a change to the page's
 * code, not to its copy.
 */
export function pageCopyForm(copy: { sections?: Record<string, unknown>; closing?: unknown }) {
  const sections = Object.keys(copy.sections ?? {}).map((name) => [name, sectionHeadingSchema] as const);
  const form = pageCopySchema.extend({ sections: z.strictObject(Object.fromEntries(sections)).describe("The page's section headings") });
  return copy.closing ? form.required({ closing: true }) : form.omit({ closing: true });
}
