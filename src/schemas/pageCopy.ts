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

/** The name a page's word or figure list is kept under: "exploreDestinations", "mission.title". */
const wordName = z.string().regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/, 'a name in camelCase, dots allowed: "mission.title"');

/** A page's other words by name: a button, a short line, a paragraph the page shows where its code puts it. */
export const pageWordsSchema = z.record(wordName, copyText(1, 600));

/** A figure as a page words it: the value (a fact named in braces, "{figures.experienceYears}") and what it counts. */
const pageFigureSchema = z.strictObject({
  value: copyText(1, 60).describe('The figure: a fact in braces, e.g. {figures.visaSuccess.home}, or a plain value'),
  label: copyText(2, 80).describe('What it counts'),
});

/** A page's lists of figures by name (a stats block, a fact strip). */
export const pageFiguresSchema = z.record(sectionName, z.array(pageFigureSchema).min(1));

export const pageCopySchema = z.strictObject({
  hero: pageHeroSchema,
  sections: sectionHeadingsSchema.default({}).describe("The page's section headings, by section"),
  closing: closingSchema.optional().describe('The call to action the page closes with'),
  words: pageWordsSchema.default({}).describe("The page's other words by name: buttons, short lines, paragraphs"),
  figures: pageFiguresSchema.default({}).describe("The page's figures, as it words them, by list"),
});
export type PageCopy = z.infer<typeof pageCopySchema>;

/**
 * The admin's form for one page's file: the same fields with its sections, and its closing if it
 * has one, fixed to what the file has, since adding or removing a section is a change to the page's
 * code, not to its copy.
 */
export function pageCopyForm(copy: {
  sections?: Record<string, unknown>;
  closing?: unknown;
  words?: Record<string, unknown>;
  figures?: Record<string, unknown>;
}) {
  const fixed = <T extends z.ZodType>(names: Record<string, unknown> | undefined, schema: T) =>
    z.strictObject(Object.fromEntries(Object.keys(names ?? {}).map((name) => [name, schema] as const)));
  const form = pageCopySchema.extend({
    sections: fixed(copy.sections, sectionHeadingSchema).describe("The page's section headings"),
    words: fixed(copy.words, copyText(1, 600)).describe("The page's other words: buttons, short lines, paragraphs"),
    figures: fixed(copy.figures, z.array(pageFigureSchema).min(1)).describe("The page's figures, as it words them"),
  });
  // Only what the file has: a page without sections, words or figures gets no empty group (the admin refuses one).
  const has = (names: Record<string, unknown> | undefined) => Object.keys(names ?? {}).length > 0;
  const omitted = {
    ...(copy.closing ? {} : { closing: true }),
    ...(has(copy.sections) ? {} : { sections: true }),
    ...(has(copy.words) ? {} : { words: true }),
    ...(has(copy.figures) ? {} : { figures: true }),
  } as const;
  const shaped = form.omit(omitted as { closing?: true; sections?: true; words?: true; figures?: true });
  return copy.closing ? shaped.required({ closing: true } as never) : shaped;
}
