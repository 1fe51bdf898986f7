import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findingLine, glossaryFindings, readGlossary } from '~/build/glossaryCheck';

const root = mkdtempSync(join(tmpdir(), 'glossary-'));
const write = (path: string, value: unknown) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), typeof value === 'string' ? value : JSON.stringify(value));
};
afterAll(() => rmSync(root, { recursive: true, force: true }));

const glossary = {
  language: 'hi',
  terms: [
    {
      english: 'graduate study (USA)',
      use: 'पोस्टग्रेजुएट',
      variants: [{ text: 'ग्रेजुएट पढ़ाई', level: 'error' }],
      note: 'A bachelor’s to an Indian reader.',
    },
    { english: 'office', use: 'ऑफ़िस', variants: [{ text: 'कार्यालय', level: 'warning' }], note: 'One word for it.' },
  ],
};
write('glossary/hi.json', glossary);
write('faqs/usa.json', { items: [{ question: 'Graduate study?', answer: 'Office.' }] });
write('faqs/hi/usa.json', { items: [{ question: 'ग्रेजुएट पढ़ाई?', answer: 'हमारा कार्यालय।' }] });
write('universities/hi/universities.json', [{ id: 'mit', notableFor: 'ग्रेजुएट पढ़ाई' }]);
write('strings/hi/contact.json', { 'office.head': 'मुख्य कार्यालय' });
write('legal/hi/terms.md', '---\ntitle: शर्तें\n---\n\nपहली पंक्ति।\n\nहमारे मुख्य कार्यालय से।\n');
// Not Hindi copy: an English file, and a file named for the language outside a language folder.
write('legal/terms.md', 'कार्यालय');
write('strings/en/hi.json', { x: 'कार्यालय' });

describe("a language's copy against its glossary", () => {
  const findings = glossaryFindings(root, 'hi', readGlossary(root, 'hi')!);
  const shown = findings.map(({ file, where, level, variant }) => `${level} ${file} (${where}): ${variant}`);

  it('names each wording it finds with its file and its key or line, in every folder named for the language', () => {
    expect(shown).toEqual([
      'error faqs/hi/usa.json (items[0].question): ग्रेजुएट पढ़ाई',
      'warning faqs/hi/usa.json (items[0].answer): कार्यालय',
      'warning legal/hi/terms.md (line 7): कार्यालय',
      'warning strings/hi/contact.json (office.head): कार्यालय',
      'error universities/hi/universities.json ([mit].notableFor): ग्रेजुएट पढ़ाई',
    ]);
  });

  it('writes a finding with the wording to use', () => {
    expect(findingLine(findings[0]!)).toBe(
      '  faqs/hi/usa.json (items[0].question): "ग्रेजुएट पढ़ाई" for graduate study (USA); use "पोस्टग्रेजुएट"',
    );
  });

  it('reads no glossary for a language without one, and refuses a file that names another language or breaks the schema', () => {
    expect(readGlossary(root, 'pa')).toBeUndefined();
    write('glossary/gu.json', glossary);
    expect(() => readGlossary(root, 'gu')).toThrow(/glossary\/gu\.json: "language" is "hi"/);
    write('glossary/ta.json', {
      ...glossary,
      language: 'ta',
      terms: [{ ...glossary.terms[1], variants: [{ text: 'ऑफ़िस', level: 'warning' }] }],
    });
    expect(() => readGlossary(root, 'ta')).toThrow(/glossary\/ta\.json: terms\.0\.variants: "ऑफ़िस" is found in "ऑफ़िस" itself/);
  });
});
