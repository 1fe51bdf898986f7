/**
 * The build's record of what the pages show (src/queries/contentShown.ts), from which the browser
 * tests take what they expect: it holds each page's copy whole with its facts filled in, follows an
 * editor's change as the pages do, and says which language each part is shown in. Against the
 * fixture site (its About page translated, its Contact page not; two FAQ lists).
 */
import { describe, expect, it } from 'vitest';
import { contentShown } from '~/queries/contentShown';
import { factsFor } from '~/queries/facts';
import { fillIn } from '~/lib/text/placeholders';
import { fixture, useContent } from './content-layer';

interface PageFile {
  hero: { title: string };
  sections: Record<string, { title: string }>;
  words: Record<string, string>;
}
interface FaqFile {
  page: string;
  items: { question: string; answer: string }[];
}

describe('the record of what the pages show', () => {
  it('holds every page copy file whole, each section, word and figure named in it, facts filled in', async () => {
    const shown = await contentShown('en');
    const about = fixture<PageFile>('pages/about.json');
    expect(Object.keys(shown.pages).sort()).toEqual(['about', 'contact']);
    expect(Object.keys(shown.pages.about!.sections)).toEqual(Object.keys(about.sections));
    expect(Object.keys(shown.pages.about!.words)).toEqual(Object.keys(about.words));
    expect(shown.pages.about!.hero.title).toBe(about.hero.title);
    expect(shown.pages.about!.words.cta).toBe(fillIn(about.words.cta!, factsFor('en') as never));
    expect(JSON.stringify(shown.pages)).not.toMatch(/\{[\w.]+\}/);
  });

  it('follows an editor’s change: an FAQ added and a heading renamed reach it', async () => {
    const faqs = fixture<FaqFile>('faqs/services-consultation.json');
    const about = fixture<PageFile>('pages/about.json');
    const added = { question: 'Do you help with scholarships?', answer: 'Yes, in every plan we make.' };
    await useContent({
      'faqs/services-consultation.json': { ...faqs, items: [...faqs.items, added] },
      'pages/about.json': { ...about, sections: { ...about.sections, team: { title: 'The people you will meet' } } },
    });
    const shown = await contentShown('en');
    const listed = shown.faqs.find((list) => list.page === faqs.page)!;
    expect(listed.items.map((item) => item.question)).toEqual([...faqs.items.map((item) => item.question), added.question]);
    expect(shown.pages.about!.sections.team!.title).toBe('The people you will meet');
  });

  it('says which language each part is shown in: a translated page in Hindi, an untranslated one in English', async () => {
    const shown = await contentShown('hi');
    expect(shown.pages.about).toMatchObject({ lang: 'hi', hero: { title: fixture<PageFile>('pages/hi/about.json').hero.title } });
    expect(shown.pages.contact).toMatchObject({ lang: 'en', hero: { title: fixture<PageFile>('pages/contact.json').hero.title } });
  });
});
