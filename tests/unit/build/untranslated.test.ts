import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { untranslated } from '~/build/untranslated';

const root = mkdtempSync(join(tmpdir(), 'untranslated-'));
const write = (path: string, value: unknown) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), typeof value === 'string' ? value : JSON.stringify(value));
};
write('services/services.json', [
  { id: 'visa', title: 'Visa' },
  { id: 'housing', title: 'Housing' },
]);
write('services/hi/services.json', [{ id: 'visa', title: 'वीज़ा' }]);
write('faqs/usa.json', { items: [] });
write('faqs/uk.json', { items: [{ question: 'When?', answer: 'In {month}.' }], note: 'Ask {office.city}.' });
write('faqs/hi/uk.json', { items: [{ question: 'कब?', answer: 'सितंबर में।' }], note: '{office.city} में पूछें।' });
write('universities/universities.json', [
  { id: 'toronto', name: 'University of Toronto', steps: ['Apply', 'Wait'] },
  { id: 'ubc', steps: ['Apply'] },
]);
write('universities/hi/universities.json', [
  { id: 'toronto', steps: ['आवेदन'] },
  { id: 'ubc', steps: ['आवेदन'] },
]);
write('pages/about.json', { hero: { title: 'About {brand}' } });
write('pages/hi/about.json', { hero: { title: 'हमारे बारे में' } });
write('legal/privacy.md', '# Privacy');
write('legal/hi/privacy.md', '# गोपनीयता');
write('strings/en/layout.json', {});
write('strings/en/blog.json', {});
write('strings/hi/layout.json', {});
write('exchange-rates/rates.json', [{ id: 'rates' }]);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('what is still in English', () => {
  it('lists files without a translation, list entries the translation leaves out, and where the English changed since it was translated', () => {
    expect(untranslated(root, 'hi', 'en').sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: 'faqs/uk.json', entries: [], changed: ['items'] },
      { file: 'faqs/usa.json', entries: [], changed: [] },
      { file: 'services/services.json', entries: ['housing'], changed: [] },
      { file: 'strings/en/blog.json', entries: [], changed: [] },
      { file: 'universities/universities.json', entries: [], changed: ['toronto'] },
    ]);
  });
});
