import { z } from 'astro/zod';
import { variantsOfItsOwnWording } from '../lib/i18n/glossary';
import { text } from './fields';

const variant = z.strictObject({
  text: text(1, 60).describe(
    'A wording to avoid, as it would be written; end it with * to find the word with its endings too (छात्रवृत्ति* finds छात्रवृत्तियाँ). Found as whole words, with or without the nukta',
  ),
  level: z
    .enum(['warning', 'error'])
    .describe(
      'error: a wrong meaning a reader would act on; the checks fail and name the file and the wording to use. warning: another wording for the same idea; the build lists it',
    ),
});

const term = z.strictObject({
  english: text(1, 80).describe('The English term or idea, as the English copy says it'),
  use: text(1, 80).describe('The wording to use in this language'),
  variants: z.array(variant).max(20).default([]).describe('Wordings translators have used for the idea that the copy should not'),
  allowed: z
    .array(text(2, 80))
    .max(10)
    .optional()
    .describe(
      'Phrases in which a variant is right and is not listed: a qualification\'s own name ("ग्रेजुएट डिप्लोमा"), another sense of the word',
    ),
  note: text(10, 400).describe('For the translator: why this wording, and where it does not apply'),
});

/**
 * A language's glossary (src/content/glossary/<code>.json): for each idea the wording its copy uses
 * and the wordings it avoids. Editors own it in the admin; `npm test` fails on an error wording in
 * that language's copy and the build lists the warnings (src/build/glossaryCheck.ts).
 */
export const glossarySchema = z
  .strictObject({
    language: z
      .string()
      .regex(/^[a-z]{2,3}$/, 'a language code such as hi')
      .describe('The language these words are for, as the file is named: hi'),
    terms: z.array(term).min(1).describe('One entry an idea'),
  })
  .superRefine((glossary, context) => {
    glossary.terms.forEach((entry, i) => {
      for (const wording of variantsOfItsOwnWording(entry)) {
        context.addIssue({
          code: 'custom',
          path: ['terms', i, 'variants'],
          message: `"${wording}" is found in "${entry.use}" itself: every right use would be listed`,
        });
      }
    });
  });
export type Glossary = z.infer<typeof glossarySchema>;
