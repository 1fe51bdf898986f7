import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { langCodes, languages } from '~/config/languages';
import { withSharedWords } from '~/lib/text/sharedWords';
import { readContent } from '../support/content';

const shared = { newTab: '(opens in a new tab)', range: '{min} to {max}' };

describe('the shared words', () => {
  it('are every area’s, beside its own and the language’s locale', () => {
    expect(withSharedWords('booking', { title: 'Pick a time' }, shared, 'en-IN', 'booking.json')).toEqual({
      ...shared,
      locale: 'en-IN',
      title: 'Pick a time',
    });
  });

  it('are the shared area’s own words, with the locale', () => {
    expect(withSharedWords('common', shared, shared, 'hi-IN', 'common.json')).toEqual({ ...shared, locale: 'hi-IN' });
  });

  it('refuse an area key equal to a shared one or to locale, naming the file', () => {
    expect(() => withSharedWords('costs', { newTab: '(new tab)' }, shared, 'en-IN', 'src/content/strings/en/costs.json')).toThrow(
      /src\/content\/strings\/en\/costs\.json has "newTab"/,
    );
    expect(() => withSharedWords('finder', { locale: 'en-GB' }, shared, 'en-IN', 'finder.json')).toThrow(/finder\.json has "locale"/);
  });

  it('are written once per language: no area file repeats a shared key', () => {
    for (const lang of langCodes) {
      const common = readContent<Record<string, string>>(`strings/${lang}/common.json`);
      for (const file of readdirSync(`src/content/strings/${lang}`)) {
        const area = file.replace(/\.json$/, '');
        const words = readContent<Record<string, string>>(`strings/${lang}/${file}`);
        expect(() => withSharedWords(area, words, common, languages[lang].locale, file)).not.toThrow();
      }
    }
  });
});
