import { type CollectionEntry } from 'astro:content';
import { getCollection } from './collections';
import { mentors } from './mentors';
import { teamLookup } from './team';
import type { Lang } from '~/config/languages';
import { strings } from './strings';
import { eventRegistrationPath } from '~/lib/navigation/paths';
import { englishOf, englishTexts } from '~/lib/i18n/englishTexts';
import { isUpcoming, todayInIndia } from '~/lib/community/eventDate';

type Host = CollectionEntry<'events'>['data']['host'];

/** Every event, soonest first, each with its host's name and title and its registration page. */
export async function allEvents(lang: Lang) {
  const [entries, team, mentorList, s] = await Promise.all([
    getCollection('events', lang),
    teamLookup(lang),
    mentors(lang),
    strings('community', lang),
  ]);
  const hostOf = (eventId: string, host: Host) => {
    const where = `Event "${eventId}" in src/content/events/events.json`;
    if (host.team) {
      const member = team(host.team.id, where);
      return { name: member.name, title: member.role, ...englishTexts({ title: englishOf(member, 'role') }) };
    }
    // The schema lets through exactly one of team and mentor.
    const mentorId = host.mentor!.id;
    const mentor = mentorList.find((m) => m.id === mentorId);
    if (!mentor) throw new Error(`${where} names "${mentorId}", who is not in src/content/mentors/mentors.json`);
    return {
      name: mentor.name,
      title: mentor.role ?? s['event.mentorHost'],
      ...englishTexts({ title: mentor.role === undefined ? undefined : englishOf(mentor, 'role') }),
    };
  };
  return entries
    .map(({ data: { host, ...event } }) => ({
      ...event,
      host: hostOf(event.id, host),
      registrationLink: eventRegistrationPath(event.id),
    }))
    .sort((a, b) => a.date.getTime() - b.date.getTime());
}

/**
 * The events /community lists: those whose day has not ended in India when the site is built (each
 * past one keeps its registration page). The site is rebuilt every morning, so a past event never
 * waits as "upcoming" for an editor to move it.
 */
export async function upcomingEvents(lang: Lang) {
  const today = todayInIndia();
  return (await allEvents(lang)).filter((event) => isUpcoming(event.date, today));
}
export type UpcomingEvent = Awaited<ReturnType<typeof allEvents>>[number];
