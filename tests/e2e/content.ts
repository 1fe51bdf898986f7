/**
 * The site's own content, read from src/content/ the way an editor wrote it, so browser tests
 * expect whatever the content says rather than today's names and counts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const readContent = <T>(path: string): T => JSON.parse(readFileSync(join(process.cwd(), 'src/content', path), 'utf8')) as T;

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
