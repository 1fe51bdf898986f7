import { type CollectionEntry } from 'astro:content';
import { getCollection } from './collections';
import type { Lang } from '~/config/languages';

export type TeamMember = CollectionEntry<'team'>['data'];

/** Looks up the team by id, failing the build with the file to fix when an id is unknown. */
export async function teamLookup(lang: Lang): Promise<(id: string, usedBy: string) => TeamMember> {
  const members = new Map((await getCollection('team', lang)).map(({ data }) => [data.id, data]));
  return (id, usedBy) => {
    const member = members.get(id);
    if (!member) throw new Error(`${usedBy} names "${id}", who is not in src/content/team/team.json`);
    return member;
  };
}
