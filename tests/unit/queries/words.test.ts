/**
 * Words in a page's language: an area's strings (src/queries/strings.ts) and a page's copy
 * (src/queries/pages.ts), with the facts they name and the page's counts filled in, and the ones
 * made of them (the brand's words, the booking link, the consent box's).
 */
import { describe, expect, it } from 'vitest';
import { brand, contact } from '~/config/site';
import { languages } from '~/config/languages';
import { bookingPath } from '~/config/navigation';
import { fillIn } from '~/lib/text/placeholders';
import { bookingLink } from '~/queries/booking';
import { brandWords } from '~/queries/brand';
import { consentCopy } from '~/queries/consent';
import { dataProtectionNotice } from '~/queries/legal';
import { contentVersion, wordsText } from '~/lib/consent/version';
import { countsIn } from '~/queries/counts';
import { factsFor } from '~/queries/facts';
import { pageCopy } from '~/queries/pages';
import { islandWords, strings } from '~/queries/strings';
import { fixture, useContent } from './content-layer';

describe('an area’s strings', () => {
  it('are the language’s file, with the shared words and the language’s locale', async () => {
    const words = await strings('booking', 'hi');
    expect(words.fromPlan).toBe('इस योजना पर बात करें');
    expect(words.learnMore).toBe('और जानें');
    expect(words.locale).toBe(languages.hi.locale);
  });

  it('leave a value the code fills for it and fill in the facts', async () => {
    await useContent({ 'strings/en/booking.json': { fromShortlist: 'Talk it over at {headOffice.city}', fromPlan: 'Talk {plan} over' } });
    const words = await strings('booking', 'en');
    expect(words.fromShortlist).toBe(`Talk it over at ${factsFor('en').headOffice.city}`);
    expect(words.fromPlan).toBe('Talk {plan} over');
  });

  it('fail the build naming the file and the words another language lacks', async () => {
    await useContent({ 'strings/hi/booking.json': { fromShortlist: 'इस पर बात करें' } });
    await expect(strings('booking', 'hi')).rejects.toThrow(
      'src/content/strings/hi/booking.json lacks "fromPlan" (see src/content/strings/en/booking.json)',
    );
  });

  it('fail the build naming a missing file', async () => {
    await useContent({ 'strings/hi/booking.json': null });
    await expect(strings('booking', 'hi')).rejects.toThrow('Missing src/content/strings/hi/booking.json');
  });

  it('fail the build when an area repeats a shared word, naming the file', async () => {
    await useContent({ 'strings/en/booking.json': { fromShortlist: 'Talk it over', fromPlan: 'Talk this over', learnMore: 'More' } });
    await expect(strings('booking', 'en')).rejects.toThrow(/src\/content\/strings\/en\/booking\.json has "learnMore"/);
  });

  it('reach an island without the shared words it does not show', async () => {
    const words = islandWords(await strings('booking', 'en'), ['learnMore']);
    expect(Object.keys(words).sort()).toEqual(['fromPlan', 'fromShortlist', 'learnMore', 'locale']);
  });
});

describe('a page’s copy', () => {
  it('is its translation in that language, with its facts and what only its page knows filled in as the language writes them', async () => {
    // The about page counts the stories it shows (one in the fixtures) and names the year the consultancy was founded.
    const copy = await pageCopy('about', 'hi');
    expect(copy.lang).toBe('hi');
    expect(copy.hero.title).toBe('हमारे बारे में');
    expect(copy.section('successStories').lead).toBe(`हमारे एक छात्र अपनी कहानी सुनाते हैं, ${brand.foundedYear} से।`);
    expect(copy.word('cta')).toBe(`अभी बुक करें, ${factsFor('hi').headOffice.city} में`);
    expect(copy.figures('stats')).toEqual([
      { value: fillIn('{figures.studentsPlaced.about}', factsFor('hi') as never), label: 'छात्रों को दाख़िला' },
    ]);
  });

  it('names a count in words that open a sentence, in English', async () => {
    const stories = fixture<object[]>('student-stories/stories.json');
    await useContent({
      'student-stories/stories.json': stories.map((story) => ({ ...story, achievement: 'A first-class degree', about: { order: 1 } })),
    });
    const copy = await pageCopy('about', 'en');
    expect(copy.section('successStories').lead).toBe(`Three of our students tell their story, since ${brand.foundedYear}.`);
  });

  it('is the English copy, saying so, until the page is translated', async () => {
    const copy = await pageCopy('contact', 'hi');
    expect(copy.lang).toBe('en');
    expect(copy.hero.title).toBe(fixture<{ hero: { title: string } }>('pages/contact.json').hero.title);
  });

  it('fails the build naming the file when a page asks for a section, words or figures it lacks, and lists what it has', async () => {
    const copy = await pageCopy('about', 'en');
    expect(() => copy.section('faq')).toThrow(
      'src/content/pages/about.json has no heading for the section "faq" (it has successStories, team)',
    );
    expect(() => copy.word('vision.title')).toThrow('src/content/pages/about.json has no words "vision.title" (it has mission.title, cta)');
    expect(() => copy.figures('facts')).toThrow('src/content/pages/about.json has no figures "facts" (it has stats)');
    const contactCopy = await pageCopy('contact', 'en');
    expect(() => contactCopy.closing).toThrow('src/content/pages/contact.json has no closing call to action');
  });

  it('fails the build naming the file and the place when a placeholder names nothing', async () => {
    const about = fixture<{ sections: Record<string, object> }>('pages/about.json');
    await useContent({ 'pages/about.json': { ...about, sections: { ...about.sections, team: { title: 'Our {teamSize} counsellors' } } } });
    const copy = await pageCopy('about', 'en');
    expect(() => copy.section('team')).toThrow(/src\/content\/pages\/about\.json, section "team": .*teamSize/);
  });

  it('fails the build naming a missing file', async () => {
    await expect(pageCopy('no-such-page', 'en')).rejects.toThrow('Missing src/content/pages/no-such-page.json');
  });
});

describe('words made of strings', () => {
  it('count lists in the language’s words, and in digits past them', async () => {
    expect((await countsIn('hi'))({ steps: 3 })).toEqual({ steps: 'तीन', stepsInSentence: 'तीन', stepsAll: 'तीनों' });
    expect((await countsIn('en'))({ steps: 3, universities: 14 })).toMatchObject({
      stepsInSentence: 'three',
      universities: '14',
      universitiesAll: '14',
    });
  });

  it('greet the brand in the chat in the page’s language', async () => {
    const words = await brandWords('hi');
    expect(words.tagline).toBe('विदेश में पढ़ाई, योजना के साथ');
    expect(words.chatGreeting).toBe(`नमस्ते ${brand.shortName}!`);
    expect(words.chatMessage).toBe(`नमस्ते ${brand.shortName}! कृपया और बताइए।`);
  });

  it('link the booking panel in the page’s language', async () => {
    expect(await bookingLink('fromPlan', 'hi')).toEqual({ label: 'इस योजना पर बात करें', href: `/hi${bookingPath}` });
    expect(await bookingLink('fromShortlist', 'en')).toEqual({ label: 'Talk it over', href: bookingPath });
  });

  it('give a consent box its words, the notice in the page’s language, the address to write to, and what its record names', async () => {
    const copy = await consentCopy('hi');
    expect(copy.strings['notice.title']).toBe('आपकी जानकारी');
    expect(copy.noticeHref).toBe('/hi/data-protection');
    expect(copy.email).toBe(contact.email);
    // The versions: the notice's date and a hash of the words, worked out from the content.
    const notice = await dataProtectionNotice('hi');
    const own = { 'notice.title': 'आपकी जानकारी', agree: 'मैं {notice} से सहमत हूँ' };
    expect(copy.context).toEqual({
      lang: 'hi',
      shortNoticeVersion: await contentVersion(notice.updated, wordsText(own, Object.keys(own))),
      privacyNotice: '/hi/data-protection',
      privacyNoticeVersion: await contentVersion(notice.updated, notice.text),
    });
    expect(copy.context.shortNoticeVersion).toMatch(/^2026-11-25-[0-9a-f]{8}$/);
    expect(copy.context.shortNoticeVersion).not.toBe((await consentCopy('en')).context.shortNoticeVersion);
  });
});
