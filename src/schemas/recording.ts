import { z } from 'astro/zod';
import { slug, type SchemaContext } from './fields';
import { eventTypes } from './event';

/** Past recordings on /community; the id is the /webinars/<slug>. */
export const recordingSchema = ({ image }: SchemaContext) =>
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
    });
export type Recording = z.infer<ReturnType<typeof recordingSchema>>;
