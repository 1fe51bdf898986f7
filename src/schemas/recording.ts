import { z } from 'astro/zod';
import { slug, type SchemaContext } from './fields';
import { eventTypes } from './event';

/** Past recordings on /community; each is watched at /webinars/<id>. */
export const recordingSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    id: slug.describe('Also the address: /webinars/<id>'),
    title: z.string().min(5).max(80),
    type: z.enum(eventTypes),
    date: z.coerce.date(),
    image: image(),
    views: z.number().int().nonnegative(),
  });
