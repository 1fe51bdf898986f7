import { describe, expect, it } from 'vitest';
import { languages } from '~/config/languages';
import { readFigures, shortNumber, ShortFigure, WordedFigure } from '~/lib/text/wordedFigures';
import { wordsOf } from '../support/strings';

const en = wordsOf('figures');
const hi = wordsOf('figures', 'hi');

describe('worded figures', () => {
  const facts = {
    figures: { visa: new WordedFigure('over', '95%'), share: new WordedFigure('orMore', '75%'), years: '10+' },
    students: new ShortFigure('orMore', 1_000_000),
    session: new WordedFigure('minutes', '30'),
    count: 3,
  };

  it('read each worded figure in a language’s words and leave the other facts as written', () => {
    expect(readFigures(facts, en, languages.en.shortNumbers)).toEqual({
      figures: { visa: en.over.replace('{value}', '95%'), share: en.orMore.replace('{value}', '75%'), years: '10+' },
      students: en.orMore.replace('{value}', '1M'),
      session: en.minutes.replace('{value}', '30'),
      count: 3,
    });
  });

  it('keep the number the same in every language, with no English words in Hindi', () => {
    const inHindi = readFigures(facts, hi, languages.hi.shortNumbers);
    expect(inHindi.figures.visa).toContain('95%');
    expect(inHindi.figures.share).toContain('75%');
    expect(inHindi.students).toContain(shortNumber(1_000_000, languages.hi.shortNumbers));
    expect(inHindi.session).toContain('30');
    expect(`${inHindi.figures.visa} ${inHindi.figures.share} ${inHindi.students} ${inHindi.session}`).not.toMatch(/[A-Za-z]/);
  });

  it('write a large count short: thousands and millions in English, हज़ार, लाख and करोड़ in Hindi', () => {
    expect([3000, 1_000_000, 10_000_000].map((n) => shortNumber(n, languages.en.shortNumbers))).toEqual(['3k', '1M', '10M']);
    expect([3000, 1_000_000, 10_000_000].map((n) => shortNumber(n, languages.hi.shortNumbers))).toEqual(['3 हज़ार', '10 लाख', '1 करोड़']);
  });
});
