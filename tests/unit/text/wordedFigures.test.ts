import { describe, expect, it } from 'vitest';
import { readFigures, WordedFigure } from '~/lib/text/wordedFigures';
import en from '~/content/strings/en/figures.json';
import hi from '~/content/strings/hi/figures.json';

describe('worded figures', () => {
  const facts = { figures: { visa: new WordedFigure('over', '95%'), years: '10+' }, session: new WordedFigure('minutes', '30'), count: 3 };

  it('read each worded figure in a language’s words and leave the other facts as written', () => {
    expect(readFigures(facts, en)).toEqual({
      figures: { visa: en.over.replace('{value}', '95%'), years: '10+' },
      session: en.minutes.replace('{value}', '30'),
      count: 3,
    });
  });

  it('keep the number the same in every language, with no English words in Hindi', () => {
    const inHindi = readFigures(facts, hi);
    expect(inHindi.figures.visa).toContain('95%');
    expect(inHindi.session).toContain('30');
    expect(`${inHindi.figures.visa} ${inHindi.session}`).not.toMatch(/[A-Za-z]/);
  });
});
