import { z } from 'astro/zod';
import { portrait, slug, text, type SchemaContext } from './fields';

/**
 * A counsellor, coach or mentor on the consultancy's staff: written once here, and named by id
 * wherever they appear (a blog post's author, an event's host). Staff are never students: their
 * names must not repeat a student story's.
 */
export const teamMemberSchema = (context: SchemaContext) =>
  z.strictObject({
    id: slug.describe('The name as a slug, e.g. priya-raman'),
    name: text(3, 60),
    role: text(3, 60).describe('Shown under the name, e.g. "Visa Counsellor"'),
    portrait: portrait(context),
  });
