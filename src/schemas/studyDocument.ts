import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { plannerLevels } from '~/lib/costs/sheet';
import { documentGroups } from '~/lib/documents/groups';
import { order, slug, text } from './fields';

/**
 * A paper a student or the family needs for the applications, the loan or the visa
 * (src/content/documents/documents.json): My documents checklist lists it for the destinations and
 * levels it applies to (all, when left out), with why it is needed and the mistake to avoid.
 */
export const studyDocumentSchema = z.strictObject({
  id: slug.describe("Unique; a visitor's ticks are saved under it, so keep it when you rename the document"),
  order,
  group: z
    .enum(documentGroups)
    .describe("student: the student's own; parents: the parents' or sponsor's; university: issued after an offer"),
  name: text(3, 60),
  countries: z.array(reference('destinations')).min(1).optional().describe('The destinations that ask for it; leave out when all do'),
  levels: z.array(z.enum(plannerLevels)).min(1).optional().describe('The levels that need it; leave out when both do'),
  why: text(20, 200).describe('One line on why it is needed'),
  mistake: text(20, 200).describe('The common mistake to avoid'),
});
