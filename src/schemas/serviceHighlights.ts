import { z } from 'astro/zod';
import { reference } from 'astro:content';

/** Icons a highlight card may show; HighlightIcon.astro maps each name to its drawing. */
export const highlightIcons = [
  'graduation-cap',
  'user-check',
  'route',
  'badge-check',
  'list-checks',
  'pen-line',
  'mail',
  'file-user',
  'calendar-clock',
  'award',
  'folder-check',
  'messages-square',
  'wallet',
  'search-check',
  'plane',
  'luggage',
  'building',
  'users',
  'file-pen',
  'shield-check',
  'map-pin',
  'bus',
] as const;

/**
 * Cards on a service page: what the service includes ("offerings"), why students choose us
 * ("differentiators") or location-and-safety advice ("safety"). One JSON file per page and section,
 * named <page>-<section>.json.
 */
export const serviceHighlightsSchema = z.strictObject({
  service: reference('services'),
  section: z.enum(['offerings', 'differentiators', 'safety']),
  items: z
    .array(
      z.strictObject({
        title: z.string().min(3).max(60),
        description: z.string().min(30).max(300),
        icon: z.enum(highlightIcons),
      }),
    )
    .min(2)
    .max(8),
});
export type ServiceHighlights = z.infer<typeof serviceHighlightsSchema>;
