import type { Lang } from '~/config/languages';
import { inOrder } from './order';

/** Why join the community: the benefit cards, in the editors' order. */
export const communityBenefits = (lang: Lang) => inOrder('communityBenefits', lang);
export type CommunityBenefit = Awaited<ReturnType<typeof communityBenefits>>[number];
