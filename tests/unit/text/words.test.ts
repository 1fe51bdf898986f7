import { describe, expect, it } from 'vitest';
import { fillIn } from '~/lib/text/placeholders';
import { sayCount } from '~/lib/text/words';
import { wordsOf } from '../support/strings';

const en = wordsOf('timeline');
const hi = wordsOf('timeline', 'hi');

describe('sayCount', () => {
  it('picks the plural form by the rules of the strings’ locale', () => {
    expect(sayCount(en, 'past', 0)).toBe(fillIn(en['past.other'], { count: 0 }));
    expect(sayCount(en, 'past', 1)).toBe(fillIn(en['past.one'], { count: 1 }));
    // Hindi's "one" form is for 0 and 1.
    expect(sayCount(hi, 'past', 0)).toBe(fillIn(hi['past.one'], { count: 0 }));
    expect(sayCount(hi, 'past', 3)).toBe(fillIn(hi['past.other'], { count: 3 }));
  });

  it('needs the area to name its locale', () => {
    expect(() => sayCount({ 'n.one': '{count} item', 'n.other': '{count} items' }, 'n', 2)).toThrow('"locale"');
  });
});
