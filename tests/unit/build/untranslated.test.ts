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
write('services/services.json', [{ id: 'visa' }, { id: 'housing' }]);
write('services/hi/services.json', [{ id: 'visa', title: 'वीज़ा' }]);
write('faqs/usa.json', { items: [] });
write('legal/privacy.md', '# Privacy');
write('legal/hi/privacy.md', '# गोपनीयता');
write('strings/en/layout.json', {});
write('strings/en/blog.json', {});
write('strings/hi/layout.json', {});
write('exchange-rates/rates.json', [{ id: 'rates' }]);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('what is still in English', () => {
  it('lists files without a translation and list entries the translation leaves out', () => {
    expect(untranslated(root, 'hi', 'en').sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: 'faqs/usa.json', entries: [] },
      { file: 'services/services.json', entries: ['housing'] },
      { file: 'strings/en/blog.json', entries: [] },
    ]);
  });
});
