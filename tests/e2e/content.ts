/**
 * The site's own content, read from src/content/ the way an editor wrote it, so browser tests
 * expect whatever the content says rather than today's names and counts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const contentDir = join(process.cwd(), 'src/content');
export const readContent = <T>(path: string): T => JSON.parse(readFileSync(join(contentDir, path), 'utf8')) as T;

interface Destination {
  id: string;
  name: string;
  currency: string;
}

export interface University {
  id: string;
  name: string;
  abbreviation?: string;
  country: string;
  region: string;
  city: string;
  page?: string;
  type: string;
  notableFor: string;
  crest: { monogram: string };
  ranking: { qsWorld: number; year: number };
  levels: string[];
  subjects: string[];
  programmes: string[];
  scholarshipUpTo?: string;
  admissions: {
    academicYear: string;
    checked: string;
    tuition: { min: number; max: number };
    applicationFee: number;
    english: Partial<Record<'ielts' | 'toefl' | 'pte' | 'duolingo', number>>;
    intakes: string[];
  };
  partner?: { order: number; featured: boolean };
  home?: { order: number };
  countryPage?: { order: number };
}

export const destinations = readContent<Destination[]>('destinations/destinations.json');
export const universities = readContent<University[]>('universities/universities.json');

/** The destination's name as the site writes it ("USA"). */
export const countryName = (u: University) => destinations.find((d) => d.id === u.country)!.name;

/** The currency its fees are in ("USD"). */
export const currencyOf = (u: University) => destinations.find((d) => d.id === u.country)!.currency;

/** The dated exchange rates every rupee figure is converted with. */
export const rates = readContent<{ inr: { asOf: string; rupeesPer: Record<string, number> } }>('exchange-rates/rates.json').inr;

/** The universities one place lists (partner, home or countryPage), in that place's order. */
export function listedIn(place: 'partner' | 'home' | 'countryPage', countryId?: string): University[] {
  return universities
    .filter((u) => u[place] && (!countryId || u.country === countryId))
    .sort((a, b) => a[place]!.order - b[place]!.order);
}

interface StoryEntry {
  id: string;
  name: string;
  programme: string;
  university?: string;
  universityName?: string;
  city?: string;
  country?: string;
  year: number;
  quote: string;
  achievement?: string;
  home?: { order: number };
  about?: { order: number };
  universitiesPage?: { order: number };
  servicePage?: { service: string; order: number };
}

/** A student story with its university, city and country spelled out as the pages print them. */
export interface Story extends StoryEntry {
  universityName: string;
  city: string;
  countryName: string;
}

const stories: Story[] = readContent<StoryEntry[]>('student-stories/stories.json').map((story) => {
  const university = universities.find((u) => u.id === story.university);
  return {
    ...story,
    universityName: university?.name ?? story.universityName!,
    city: university?.city ?? story.city!,
    countryName: destinations.find((d) => d.id === (university?.country ?? story.country))!.name,
  };
});

const byPlacement = (placement: (story: Story) => { order: number } | undefined) =>
  stories.filter((story) => placement(story)).sort((a, b) => placement(a)!.order - placement(b)!.order);

/** The stories a page shows, in its order. */
export const storiesOn = (page: 'home' | 'about' | 'universitiesPage') => byPlacement((story) => story[page]);

/** The testimonials of one service page, in its order. */
export const serviceStories = (service: string) =>
  byPlacement((story) => (story.servicePage?.service === service ? story.servicePage : undefined));

export interface TeamMember {
  id: string;
  name: string;
  role: string;
}
export const team = readContent<TeamMember[]>('team/team.json');

export interface Mentor {
  id: string;
  order: number;
  name: string;
  role?: string;
  university: string;
  programme: string;
  expertise: string[];
  availability: string;
}
/** The mentors in their order on /community. */
export const mentors = readContent<Mentor[]>('mentors/mentors.json').sort((a, b) => a.order - b.order);

export interface CommunityEvent {
  id: string;
  title: string;
  type: string;
  date: string;
  time: string;
  host: { team?: string; mentor?: string };
  featured: boolean;
}
export const events = readContent<CommunityEvent[]>('events/events.json');

/** The host's name and title, as an event card prints them. */
export function eventHost(event: CommunityEvent): { name: string; title: string } {
  if (event.host.team) {
    const member = team.find((m) => m.id === event.host.team)!;
    return { name: member.name, title: member.role };
  }
  const mentor = mentors.find((m) => m.id === event.host.mentor)!;
  return { name: mentor.name, title: mentor.role ?? 'Student Mentor' };
}

export interface Recording {
  id: string;
  title: string;
  type: string;
  date: string;
  views: number;
}
export const recordings = readContent<Recording[]>('recordings/recordings.json');

/** Community dates as the site prints them ("Sat, December 5, 2026"), read as calendar days. */
export const communityDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(day),
  );

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  imageAlt: string;
  category: string;
  author: string;
  date: Date;
  updated?: Date;
  tags: string[];
  featured: boolean;
}

/** Every post's front matter (the file name is its id), newest first as the site lists them (same day: by id). */
export const blogPosts: BlogPost[] = readdirSync(join(contentDir, 'blog'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const source = readFileSync(join(contentDir, 'blog', name), 'utf8');
    const frontMatter = parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(source)![1]!) as Omit<BlogPost, 'id' | 'date' | 'updated'> & {
      date: string;
      updated?: string;
    };
    return {
      ...frontMatter,
      id: name.slice(0, -3),
      date: new Date(frontMatter.date),
      updated: frontMatter.updated ? new Date(frontMatter.updated) : undefined,
    };
  })
  .sort((a, b) => b.date.getTime() - a.date.getTime() || a.id.localeCompare(b.id));

export interface BlogCategory {
  id: string;
  name: string;
}
export const blogCategories = readContent<BlogCategory[]>('blog-categories/categories.json');
