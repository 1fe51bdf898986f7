/**
 * The site's other lists as pages show them: services and their pages' content, FAQs, events,
 * recordings, courses, documents, scholarships, offices and the small ordered collections, each in
 * its stated order (the editors' `order` with ties by name; events soonest first; recordings newest
 * first; scholarships by name), a reference to a person failing the build with the file to fix.
 */
import { describe, expect, it } from 'vitest';
import { contact } from '~/config/site';
import { communityBenefits } from '~/queries/communityBenefits';
import { courses } from '~/queries/courses';
import { studyDocuments } from '~/queries/documents';
import { allEvents, upcomingEvents } from '~/queries/events';
import { factsFor } from '~/queries/facts';
import { faqsFor } from '~/queries/faqs';
import { feeSchedule } from '~/queries/fees';
import { offices } from '~/queries/offices';
import { inOrder } from '~/queries/order';
import { pastRecordings } from '~/queries/recordings';
import { scholarships, scholarshipsByUniversity } from '~/queries/scholarships';
import { allServices, getServiceContent } from '~/queries/services';
import { teamLookup } from '~/queries/team';
import { fixture, useContent } from './content-layer';

const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

describe('services', () => {
  it('are listed in the editors’ order, ties by title, each with its page and its facts filled in', async () => {
    const services = await allServices('en');
    expect(services.map((s) => s.title)).toEqual(['Consultation', 'Application Support', 'Visa Support']);
    expect(services[2]).toMatchObject({ link: '/services/visa-support' });
    expect(services[2]!.description).toContain(factsFor('en').headOffice.city);
  });

  it('give a service page its steps, cards, testimonials and questions, and empty lists it has none of', async () => {
    const content = await getServiceContent('consultation', 'en');
    expect(content.steps.map((step) => step.title)).toEqual(['Tell us your goals', 'Get your shortlist', 'Plan the next steps']);
    expect(content.steps[0]!.description).toContain(factsFor('en').headOffice.city);
    expect(content.differentiators.map((card) => card.title)).toEqual(['Certified counsellors', 'Honest advice']);
    expect(content.offerings).toEqual([]);
    expect(ids(content.testimonials)).toEqual(['asha-rao']);
    expect(content.faqs.map((faq) => faq.question)).toEqual(['Is the first session free?', 'Can my parents come along?']);
    const accommodation = await getServiceContent('accommodation', 'en');
    expect(accommodation).toMatchObject({ description: '', steps: [], faqs: [], testimonials: [] });
  });
});

describe('questions and answers', () => {
  it('are the list that names the page, its answers’ facts filled in in the page’s language', async () => {
    const [first] = await faqsFor('/services/consultation', 'hi');
    expect(first!.question).toBe('क्या पहला सेशन मुफ़्त है?');
    expect(first!.answer).toContain(factsFor('hi').headOffice.city);
    expect(await faqsFor('/about', 'en')).toEqual([]);
  });
});

describe('events', () => {
  it('are listed soonest first, each with its host’s name and title and its registration page', async () => {
    const events = await allEvents('en');
    expect(ids(events)).toEqual(['2', '1', '3']);
    expect(events.map((event) => event.host)).toEqual([
      { name: 'Nisha Paul', title: 'Community Mentor Lead' },
      { name: 'Priya Raman', title: 'Senior Counsellor' },
      // A mentor without a role in the community is named a student mentor.
      { name: 'Kabir Sen', title: 'Student mentor' },
    ]);
    expect(events[1]!.registrationLink).toBe('/events/register/1');
  });

  it('read in the page’s language', async () => {
    const hosts = (await allEvents('hi')).map((event) => event.host.title);
    expect(hosts).toEqual(['Community Mentor Lead', 'सीनियर काउंसलर', 'स्टूडेंट मेंटर']);
  });

  it('on /community, only those whose day has not ended', async () => {
    expect(ids(await upcomingEvents('en'))).toEqual(['1', '3']);
  });

  it('fail the build naming the event and the file when a host is unknown', async () => {
    const events = fixture<{ id: string; host: object }[]>('events/events.json');
    await useContent({ 'events/events.json': events.map((e) => (e.id === '1' ? { ...e, host: { team: 'nobody' } } : e)) });
    await expect(allEvents('en')).rejects.toThrow(
      'Event "1" in src/content/events/events.json names "nobody", who is not in src/content/team/team.json',
    );
    await useContent({ 'events/events.json': events.map((e) => (e.id === '3' ? { ...e, host: { mentor: 'nobody' } } : e)) });
    await expect(allEvents('en')).rejects.toThrow(
      'Event "3" in src/content/events/events.json names "nobody", who is not in src/content/mentors/mentors.json',
    );
  });

  it('look their hosts up in the team, failing the build with the file that names an unknown one', async () => {
    const team = await teamLookup('en');
    expect(team('rohan-mehta', 'A test').role).toBe('Visa Counsellor');
    expect(() => team('nobody', 'Blog post src/content/blog/x.md')).toThrow(
      'Blog post src/content/blog/x.md names "nobody", who is not in src/content/team/team.json',
    );
  });
});

describe('the other lists', () => {
  it('recordings newest first, each with the page that plays it', async () => {
    const recordings = await pastRecordings('en');
    expect(recordings.map(({ id, watchLink }) => [id, watchLink])).toEqual([
      ['newer-webinar', '/webinars/newer-webinar'],
      ['older-webinar', '/webinars/older-webinar'],
    ]);
  });

  it('courses in the editors’ order, each with its page', async () => {
    expect((await courses('en')).map(({ id, link }) => [id, link])).toEqual([
      ['toefl', '/services/language-training/toefl'],
      ['ielts', '/services/language-training/ielts'],
    ]);
  });

  it('community benefits and every ordered collection: by order, ties by title', async () => {
    expect((await communityBenefits('en')).map((b) => b.title)).toEqual(['Jobs', 'Mentors', 'Webinars']);
    expect((await inOrder('certifications', 'en')).map((c) => c.name)).toEqual(['ICEF Agency']);
  });

  it('documents in the editors’ order, their destinations by id', async () => {
    const documents = await studyDocuments('en');
    expect(ids(documents)).toEqual(['i20', 'passport']);
    expect(documents[0]).toMatchObject({ countries: ['usa'], levels: ['Postgraduate'] });
    expect(documents[1]).not.toHaveProperty('countries');
    expect(documents[0]).not.toHaveProperty('order');
  });

  it('scholarships by name, amounts in another currency given their rupees at the dated rates, deadline months by number', async () => {
    const list = await scholarships('en');
    expect(ids(list)).toEqual(['alpha-award', 'zeta-trust']);
    // £10,000 at the fixture's ₹100 to the pound is ₹10,00,000; an amount in rupees needs none.
    expect(list[0]!.covers[1]).toMatchObject({ worth: 'amount', amount: 10_000, currency: 'GBP', rupees: 10_00_000 });
    expect(list[1]!.covers[0]).not.toHaveProperty('rupees');
    expect(list.map((s) => s.fullTuition)).toEqual([true, false]);
    expect(list[0]).toMatchObject({
      deadlineMonths: [11, 1],
      universities: [
        {
          id: 'alpha',
          name: fixture<{ id: string; name: string }[]>('universities/universities.json').find((u) => u.id === 'alpha')!.name,
        },
      ],
      checked: '2026-12-01',
    });
    expect(list[0]!.sources).toEqual([{ url: 'https://alpha.example.org/award', pageDate: '2026-06-01' }]);
  });

  it('give a university’s card its scholarships with their addresses in the page’s language', async () => {
    expect((await scholarshipsByUniversity('hi')).get('alpha')).toEqual([
      { name: 'Alpha University Award', href: '/hi/scholarships#alpha-award' },
    ]);
  });

  it('fail the build naming the scholarship whose university is unknown', async () => {
    const [zeta] = fixture<Record<string, unknown>[]>('scholarships/scholarships.json');
    await useContent({ 'scholarships/scholarships.json': [{ ...zeta, universities: ['nowhere'] }] });
    await expect(scholarships('en')).rejects.toThrow(
      /src\/content\/scholarships\/scholarships\.json, "zeta-trust": no university "nowhere"/,
    );
  });

  it('offices with the head office first, its details from the site settings', async () => {
    const [head, pune] = await offices('en');
    expect(head).toMatchObject({
      id: 'head-office',
      headOffice: true,
      phone: contact.phoneDisplay,
      email: contact.email,
      city: contact.address.city,
    });
    expect(pune).toMatchObject({ id: 'pune', headOffice: false, city: 'Pune', phone: '+91 20 1234 5678' });
    // Without a link of its own, the map searches for its address.
    expect(pune!.mapLink).toContain(encodeURIComponent('2nd floor, FC Road, Pune 411004'));
  });

  it('the fee schedule in the page’s language, and a missing one fails the build', async () => {
    expect((await feeSchedule('hi')).taxNote).toBe('क़ीमतों में 18% GST शामिल है।');
    expect((await feeSchedule('en')).packages.map((p) => p.name)).toEqual(['Basic']);
    await useContent({ 'fees/fees.json': {}, 'fees/hi/fees.json': null });
    await expect(feeSchedule('en')).rejects.toThrow('src/content/fees/fees.json has no "schedule" entry');
  });
});
