import { type CollectionEntry } from 'astro:content';
import { getCollection } from './collections';
import { mentors } from './mentors';
import { teamLookup } from './team';
import { strings } from './strings';
import { eventRegistrationPath } from '~/lib/navigation/paths';

type Host = CollectionEntry<'events'>['data']['host'];

/** Upcoming events, soonest first, each with its host's name and title and its registration page. */
export async function upcomingEvents(locale?: string) {
  const [entries, team, mentorList, s] = await Promise.all([getCollection('events'), teamLookup(), mentors(), strings('community', locale)]);
  const hostOf = (eventId: string, host: Host) => {
    const where = `Event "${eventId}" in src/content/events/events.json`;
    if (host.team) {
      const member = team(host.team.id, where);
      return { name: member.name, title: member.role };
    }
    // The schema lets through exactly one of team and mentor.
    const mentorId = host.mentor!.id;
    const mentor = mentorList.find((m) => m.id === mentorId);
    if (!mentor) throw new Error(`${where} names "${mentorId}", who is not in src/content/mentors/mentors.json`);
    return { name: mentor.name, title: mentor.role ?? s['event.mentorHost'] };
  };
  return entries
    .map(({ data: { host, ...event } }) => ({
      ...event,
      host: hostOf(event.id, host),
      registrationLink: eventRegistrationPath(event.id),
    }))
    .sort((a, b) => a.date.getTime() - b.date.getTime());
}
export type UpcomingEvent = Awaited<ReturnType<typeof upcomingEvents>>[number];
