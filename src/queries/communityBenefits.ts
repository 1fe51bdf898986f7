import { getCollection } from 'astro:content';

/** Why join the community: the benefit cards, in the order of the file. */
export async function communityBenefits() {
  return (await getCollection('communityBenefits')).map(({ data }) => data);
}
export type CommunityBenefit = Awaited<ReturnType<typeof communityBenefits>>[number];
