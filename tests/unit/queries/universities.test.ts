/**
 * Universities and student stories as pages list them (src/queries/universities.ts,
 * studentStories.ts, mentors.ts): resolved against their destination or university, each place in
 * its own editor-set order with ties by name, in the page's language; an unknown id fails the build
 * naming the file to fix. Against the fixture site: Beta (partner 1), Alpha (partner 2, home, USA
 * page 1) and Gamma (USA page 2).
 */
import { describe, expect, it } from 'vitest';
import { factsFor } from '~/queries/facts';
import { mentors } from '~/queries/mentors';
import { serviceStories, storiesOn } from '~/queries/studentStories';
import {
  countryPageUniversities,
  homeUniversities,
  partnerCountries,
  partnersWithAdmits,
  partnerUniversities,
  plannerUniversities,
  shortlistCatalogue,
  universityPages,
} from '~/queries/universities';
import { rankingBand } from '~/lib/universities/facts';
import { fixture, useContent } from './content-layer';

type Written = { id: string; name: string; country: string; partner?: { order: number; featured: boolean }; [field: string]: unknown };
const written = () => fixture<Written[]>('universities/universities.json');
const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

describe('the partner universities', () => {
  it('are listed in the editors’ partner order, each with its destination', async () => {
    const partners = await partnerUniversities('en');
    expect(ids(partners)).toEqual(['beta', 'alpha']);
    expect(partners[0]).toMatchObject({
      country: 'Canada',
      countryId: 'canada',
      currency: 'CAD',
      ranking: 'QS #50 (2025)',
      rank: 50,
      featured: false,
    });
    expect(partners[1]).toMatchObject({
      country: 'USA',
      currency: 'USD',
      featured: true,
      admissionRate: factsFor('en').figures.universityAdmissionRate,
    });
    // Plain props for an island: the checked day as written.
    expect(partners[1]!.admissions.checked).toBe('2026-10-01');
  });

  it('follow a tie in the partner order by name', async () => {
    const able = {
      ...written().find((u) => u.id === 'alpha')!,
      id: 'able',
      name: 'Able University',
      page: undefined,
      home: undefined,
      countryPage: undefined,
    };
    await useContent({ 'universities/universities.json': [...written(), able] });
    expect(ids(await partnerUniversities('en'))).toEqual(['beta', 'able', 'alpha']);
  });

  it('read in the page’s language, English where a university is not translated', async () => {
    const [beta, alpha] = await partnerUniversities('hi');
    expect(alpha).toMatchObject({ country: 'अमेरिका', region: 'मैसाचुसेट्स', name: 'Alpha University' });
    expect(beta).toMatchObject({ country: 'Canada', region: 'Ontario' });
  });

  it('give the finder their destinations in the destinations’ order', async () => {
    expect(await partnerCountries('en')).toEqual([
      { id: 'usa', name: 'USA' },
      { id: 'canada', name: 'Canada' },
    ]);
  });

  it('give the planner their tuition, and Check my chances the marks they admit Indian students with', async () => {
    const [beta, alpha] = await plannerUniversities('en');
    expect(beta).toMatchObject({
      id: 'beta',
      country: 'canada',
      tuition: { min: 30000, max: 45000 },
      academicYear: '2026-27',
      checked: '2026-10-01',
    });
    expect(alpha!.id).toBe('alpha');
    const admits = await partnersWithAdmits('en');
    expect(admits.find((u) => u.id === 'alpha')!.indianAdmits.Postgraduate?.marks).toEqual({ min: 75, max: 90 });
    expect(admits.find((u) => u.id === 'beta')!.indianAdmits).toEqual({});
  });

  it('fail the build naming the university when its destination is unknown', async () => {
    await useContent({ 'universities/universities.json': written().map((u) => (u.id === 'gamma' ? { ...u, country: 'uk' } : u)) });
    await expect(partnerUniversities('en')).rejects.toThrow('University "gamma" names an unknown destination "uk"');
  });
});

describe('the other places that list universities', () => {
  it('the comparison: every partner and home-grid university, by name', async () => {
    const catalogue = await shortlistCatalogue('en');
    expect(ids(catalogue.universities)).toEqual(['alpha', 'beta']);
    expect(catalogue.rates.rupeesPer.USD).toBe(80);
  });

  it('the home grid, in its own order, linking each university’s page', async () => {
    expect(await homeUniversities('en')).toEqual([
      expect.objectContaining({ id: 'alpha', location: 'Boston, USA', link: '/universities/alpha', countryId: 'usa' }),
    ]);
    expect((await homeUniversities('hi'))[0]!.location).toBe('बोस्टन, अमेरिका');
  });

  it('a destination page, in its order, with the ranking in its band and the partner list where a university has no page', async () => {
    const cards = await countryPageUniversities('usa', 'en');
    expect(cards.map((card) => card.name)).toEqual(['Alpha University', 'Gamma College (GC)']);
    expect(cards[0]!.globalRanking).toBe(`Top ${rankingBand({ qsWorld: 20, year: 2025 })} in the world`);
    expect(cards[1]).toMatchObject({ link: '/universities', location: 'Columbus, Ohio' });
    expect(ids(await countryPageUniversities('canada', 'en'))).toEqual(['beta']);
  });

  it('each university’s own page, titled with its name', async () => {
    expect(await universityPages('en')).toEqual([{ path: '/universities/alpha', title: 'Alpha University' }]);
  });
});

describe('student stories', () => {
  it('are listed in the order of the place that shows them, ties by name', async () => {
    expect((await storiesOn('home', 'en')).map((story) => story.name)).toEqual(['Meera Das', 'Vikram Shah', 'Asha Rao']);
    expect(ids(await storiesOn('about', 'en'))).toEqual(['asha-rao']);
    expect(ids(await serviceStories('consultation', 'en'))).toEqual(['asha-rao']);
    expect(await serviceStories('visa-support', 'en')).toEqual([]);
  });

  it('spell out the university, its city and country, from the universities collection or the story itself', async () => {
    const stories = await storiesOn('home', 'en');
    expect(stories.find((s) => s.id === 'asha-rao')).toMatchObject({
      university: 'Alpha University',
      city: 'Boston',
      country: 'USA',
      crest: { monogram: 'A' },
    });
    const vikram = stories.find((s) => s.id === 'vikram-shah')!;
    expect(vikram).toMatchObject({ university: 'Delta State University', city: 'Halifax', country: 'Canada' });
    expect(vikram.crest).toBeUndefined();
  });

  it('read in the page’s language', async () => {
    const [asha] = await storiesOn('about', 'hi');
    expect(asha).toMatchObject({ programme: 'डेटा साइंस में MS', city: 'बोस्टन', country: 'अमेरिका', name: 'Asha Rao' });
  });

  it('fail the build naming the story and the file when a university is unknown', async () => {
    const stories = fixture<{ id: string; university?: string }[]>('student-stories/stories.json');
    await useContent({ 'student-stories/stories.json': stories.map((s) => (s.id === 'meera-das' ? { ...s, university: 'zeta' } : s)) });
    await expect(storiesOn('home', 'en')).rejects.toThrow(
      'Student story "meera-das" in src/content/student-stories/stories.json names an unknown university "zeta"',
    );
  });
});

describe('mentors', () => {
  it('are listed in the editors’ order with their university’s name and their page', async () => {
    const list = await mentors('en');
    expect(list.map(({ id, university, profileLink }) => ({ id, university, profileLink }))).toEqual([
      { id: 'nisha-paul', university: 'Beta Institute', profileLink: '/mentors/nisha-paul' },
      { id: 'kabir-sen', university: 'Alpha University', profileLink: '/mentors/kabir-sen' },
    ]);
  });

  it('fail the build naming the mentor when the university is unknown', async () => {
    const list = fixture<{ id: string; university: string }[]>('mentors/mentors.json');
    await useContent({ 'mentors/mentors.json': list.map((m) => (m.id === 'kabir-sen' ? { ...m, university: 'zeta' } : m)) });
    await expect(mentors('en')).rejects.toThrow('Mentor "kabir-sen" names an unknown university "zeta"');
  });
});
