import { inOrder } from './order';

/** Why join the community: the benefit cards, in the editors' order. */
export const communityBenefits = () => inOrder('communityBenefits');
export type CommunityBenefit = Awaited<ReturnType<typeof communityBenefits>>[number];
