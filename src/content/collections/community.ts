import { defineCollection, reference } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';

export const eventTypes = ['webinar', 'workshop', 'networking'] as const;

const slug = z.string().regex(/^[a-z0-9-]+$/, 'a lower-case slug');

/** Upcoming events on /community (spec §3 Upcoming event). */
export const events = defineCollection({
  loader: file('./src/content/events/events.json'),
  schema: ({ image }) =>
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
      }),
});

/** Past recordings on /community (spec §3 Past recording); the id is the /webinars/<slug>. */
export const recordings = defineCollection({
  loader: file('./src/content/recordings/recordings.json'),
  schema: ({ image }) =>
    z
      .strictObject({
        id: slug,
        title: z.string().min(5).max(80),
        type: z.enum(eventTypes),
        date: z.coerce.date(),
        videoLink: z.string().describe('Always /webinars/<id>'),
        image: image(),
        views: z.number().int().nonnegative(),
      })
      .refine((recording) => recording.videoLink === `/webinars/${recording.id}`, {
        message: 'videoLink must be /webinars/<id>',
        path: ['videoLink'],
      }),
});

/** Student mentors on /community (spec §3 Mentor); each has a /mentors/<id> page. */
export const mentors = defineCollection({
  loader: file('./src/content/mentors/mentors.json'),
  schema: ({ image }) =>
    z.strictObject({
      id: slug,
      name: z.string().min(3).max(60),
      university: reference('universities'),
      program: z.string().min(3).max(80),
      image: image().describe('Portrait from `npm run images:avatars`'),
      expertise: z.array(z.string().min(2).max(40)).min(1).max(5),
      availability: z.string().min(3).max(40).describe('e.g. "3 slots this month"'),
    }),
});

/** Why join the community: the benefit cards at the top of /community. */
export const communityBenefits = defineCollection({
  loader: file('./src/content/community-benefits/community-benefits.json'),
  schema: z.strictObject({
    id: slug,
    icon: z.enum(['video', 'users', 'message-circle', 'briefcase']).describe('Icon name from the icon set'),
    title: z.string().min(3).max(40),
    description: z.string().min(40).max(200),
  }),
});
