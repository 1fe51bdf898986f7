import { z } from 'astro/zod';
import { reference } from 'astro:content';
import type { SchemaContext } from './fields';

/** What kind of session an event or recording is. */
export const eventTypes = ['webinar', 'workshop', 'networking'] as const;

/**
 * Upcoming events on /community; each registers at /events/register/<id>. The host is a person
 * written once elsewhere: a member of the team or a student mentor, named by id.
 */
export const eventSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    id: z.string().regex(/^[0-9]+$/, 'a number, used in /events/register/<id>'),
    title: z.string().min(5).max(80),
    type: z.enum(eventTypes),
    date: z.coerce.date(),
    time: z.string().regex(/^\d{1,2}:\d{2} (AM|PM) [A-Z]{2,4}$/, 'like "6:30 PM IST"'),
    // One group with two choices (not a union of two shapes), so the admin can show it as one form.
    host: z
      .strictObject({
        team: reference('team').optional().describe('A member of the team, by id'),
        mentor: reference('mentors').optional().describe('Or a student mentor, by id'),
      })
      .refine((host) => (host.team === undefined) !== (host.mentor === undefined), 'name exactly one host: a team member or a mentor')
      .describe('{ "team": "<id>" } for a team member, or { "mentor": "<id>" } for a student mentor'),
    image: image().describe('16:9 illustration from scripts/make-community-images.mjs'),
    description: z.string().min(60).max(300),
    featured: z.boolean().describe('true marks the event "Featured"'),
  });
