import { z } from 'astro/zod';
import type { SchemaContext } from './fields';

/** What kind of session an event or recording is. */
export const eventTypes = ['webinar', 'workshop', 'networking'] as const;

/** Upcoming events on /community. */
export const eventSchema = ({ image }: SchemaContext) =>
  z
    .strictObject({
      id: z.string().regex(/^[0-9]+$/, 'a number, used in /events/register/<id>'),
      title: z.string().min(5).max(80),
      type: z.enum(eventTypes),
      date: z.coerce.date(),
      time: z.string().regex(/^\d{1,2}:\d{2} (AM|PM) [A-Z]{2,4}$/, 'like "6:30 PM IST"'),
      host: z.string().min(3).max(60),
      hostTitle: z.string().min(3).max(80),
      image: image().describe('16:9 illustration from scripts/make-community-images.mjs'),
      description: z.string().min(60).max(300),
      isFeatured: z.boolean(),
      registrationLink: z.string().describe('Always /events/register/<id>'),
    })
    .refine((event) => event.registrationLink === `/events/register/${event.id}`, {
      message: 'registrationLink must be /events/register/<id>',
      path: ['registrationLink'],
    });
export type Event = z.infer<ReturnType<typeof eventSchema>>;
