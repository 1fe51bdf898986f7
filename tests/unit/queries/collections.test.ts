/**
 * The collections in a page's language (src/queries/collections.ts): each entry with its
 * translation laid over it, what is not translated in English, and the facts each text names filled
 * in the language it is shown in. Against the fixture site: its services are one translated, one
 * partly, one not at all.
 */
import { describe, expect, it } from 'vitest';
import { factsFor } from '~/queries/facts';
import { getCollection, getEntry } from '~/queries/collections';
import { useContent } from './content-layer';

const byId = async (lang: 'en' | 'hi') => new Map((await getCollection('services', lang)).map(({ data }) => [data.id, data]));
const city = (lang: 'en' | 'hi') => factsFor(lang).headOffice.city;

describe('an entry in another language', () => {
  it('is its translation where the translation gives every text', async () => {
    const consultation = (await byId('hi')).get('consultation')!;
    expect(consultation.title).toBe('परामर्श');
    expect(consultation.description).toMatch(/^पहला सेशन मुफ़्त है/);
    // What is not a text stays as the English entry has it.
    expect(consultation.icon).toBe('compass');
    expect(consultation.order).toBe(1);
  });

  it('keeps in English a text the translation leaves out, its facts in the page’s language', async () => {
    const visa = (await byId('hi')).get('visa-support')!;
    expect(visa.title).toBe('वीज़ा सहायता');
    expect(visa.description).toContain('Documents, forms and mock interviews');
    expect(visa.description).toContain(city('hi'));
  });

  it('is all English while it has no translation, its facts in English too, so no sentence reads in two languages', async () => {
    const application = (await byId('hi')).get('application')!;
    expect(application.title).toBe('Application Support');
    const english = (await byId('en')).get('application')!;
    expect(application.description).toBe(english.description);
  });

  it('is the English entry on an English page, its facts left for the page to fill', async () => {
    const visa = (await byId('en')).get('visa-support')!;
    expect(visa.title).toBe('Visa Support');
    expect(visa.description).toContain('{headOffice.city}');
  });

  it('reads one entry the same way', async () => {
    expect((await getEntry('services', 'consultation', 'hi'))?.data.title).toBe('परामर्श');
    expect(await getEntry('services', 'no-such-service', 'hi')).toBeUndefined();
  });

  it('keeps a list the English has changed in English until it is translated again', async () => {
    // An editor added a question: the translation's list is one short, so no answer can show against the wrong question.
    const english = (await getEntry('faqs', 'services-consultation', 'en'))!.data;
    await useContent({
      'faqs/services-consultation.json': {
        ...english,
        items: [
          ...english.items,
          { question: 'Do you help with loans?', answer: 'Yes, we compare education loans from several banks with you.' },
        ],
      },
    });
    const items = (await getEntry('faqs', 'services-consultation', 'hi'))!.data.items;
    expect(items.map((item) => item.question)).toEqual([...english.items.map((item) => item.question), 'Do you help with loans?']);
  });

  it('keeps a text in English when its translation no longer names the same facts', async () => {
    await useContent({
      'services/hi/services.json': [
        { id: 'visa-support', title: 'वीज़ा सहायता', description: 'दस्तावेज़, फ़ॉर्म और मॉक इंटरव्यू, ऑनलाइन या दफ़्तर में, जहाँ आप चाहें।' },
      ],
    });
    const visa = (await byId('hi')).get('visa-support')!;
    expect(visa.description).toContain('Documents, forms and mock interviews');
  });

  it('fails the build naming the translation file when it gives a field the English entry lacks', async () => {
    await expect(useContent({ 'services/hi/services.json': [{ id: 'consultation', subtitle: 'मुफ़्त' }] })).rejects.toThrow(
      /services\/hi\/services\.json[\s\S]*"subtitle"/,
    );
  });

  it('reads a folder that holds no words as it is in every language', async () => {
    expect(await getCollection('offices', 'hi')).toEqual(await getCollection('offices', 'en'));
  });

  it('keeps only the entries a filter keeps', async () => {
    const entries = await getCollection('universities', 'hi', ({ data }) => data.country.id === 'usa');
    expect(entries.map(({ data }) => data.id).sort()).toEqual(['alpha', 'gamma']);
  });
});

describe('the English texts an entry in another language shows', () => {
  it('names each with why: not translated yet, or left out on purpose', async () => {
    const services = await byId('hi');
    expect(services.get('application')).toMatchObject({ englishTexts: { title: 'untranslated', description: 'untranslated' } });
    // Translated texts, and folders without words, are not English on the page.
    expect(services.get('consultation')).not.toHaveProperty('englishTexts');
    for (const { data } of await getCollection('offices', 'hi')) expect(data).not.toHaveProperty('englishTexts');
  });

  it('says a name is left out on purpose in a translated entry, and not translated yet in an entry with no translation', async () => {
    const universities = new Map((await getCollection('universities', 'hi')).map(({ data }) => [data.id, data]));
    expect(universities.get('alpha')).toMatchObject({ englishTexts: { name: 'kept' } });
    expect(universities.get('beta')).toMatchObject({ englishTexts: { name: 'untranslated' } });
  });
});
