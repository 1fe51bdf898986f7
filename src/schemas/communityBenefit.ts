import { z } from 'astro/zod';
import { order, slug } from './fields';

/** Why join the community: the benefit cards at the top of /community. */
export const communityBenefitSchema = z.strictObject({
  id: slug,
  order,
  icon: z.enum(['video', 'users', 'message-circle', 'briefcase']).describe('Icon name from the icon set'),
  title: z.string().min(3).max(40),
  description: z.string().min(40).max(200),
});
export type CommunityBenefit = z.infer<typeof communityBenefitSchema>;
