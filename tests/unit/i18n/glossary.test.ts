import { describe, expect, it } from 'vitest';
import { glossaryHits, variantsOfItsOwnWording, type GlossaryTerm } from '~/lib/i18n/glossary';

const term = (use: string, variants: GlossaryTerm['variants'], allowed?: string[]): GlossaryTerm => ({
  english: use,
  use,
  variants,
  allowed,
  note: 'why',
});
const found = (text: string, terms: GlossaryTerm[]) => glossaryHits(text, terms).map((hit) => [hit.variant, hit.level]);

const graduate = term('पोस्टग्रेजुएट', [
  { text: 'ग्रेजुएट', level: 'warning' },
  { text: 'ग्रेजुएट स्कूल*', level: 'error' },
]);

describe('a glossary variant in a text', () => {
  it('is found as whole words only: not inside a longer word, a compound or a word with a vowel sign after it', () => {
    expect(found('अमेरिका में ग्रेजुएट पढ़ाई', [graduate])).toEqual([['ग्रेजुएट', 'warning']]);
    expect(found('पोस्टग्रेजुएट पढ़ाई', [graduate])).toEqual([]);
    expect(found('पोस्ट-ग्रेजुएट सर्टिफ़िकेट', [graduate])).toEqual([]);
    expect(found('अंडरग्रेजुएट और पोस्टग्रेजुएट', [graduate])).toEqual([]);
    const office = term('ऑफ़िस', [{ text: 'कार्यालय', level: 'warning' }]);
    expect(found('कार्यालयों में', [office])).toEqual([]);
    expect(found('हमारे {city} कार्यालय का नक्शा।', [office])).toEqual([['कार्यालय', 'warning']]);
    expect(found('मुख्य कार्यालय।', [office])).toEqual([['कार्यालय', 'warning']]);
  });

  it("finds a word's endings when the variant ends with *", () => {
    const scholarship = term('स्कॉलरशिप', [{ text: 'छात्रवृत्ति*', level: 'warning' }]);
    expect(found('कई छात्रवृत्तियाँ और छात्रवृत्तियों के नियम', [scholarship])).toEqual([
      ['छात्रवृत्ति*', 'warning'],
      ['छात्रवृत्ति*', 'warning'],
    ]);
    expect(found('ग्रेजुएट स्कूलों की तारीख़ें', [graduate])).toEqual([['ग्रेजुएट स्कूल*', 'error']]);
  });

  it('reads a word with or without the nukta, and a chandrabindu as an anusvara, however the letter was typed', () => {
    const cost = term('शुरुआती इंतज़ाम का ख़र्च', [{ text: 'बसने का ख़र्च', level: 'error' }]);
    for (const text of ['बसने का खर्च', 'बसने का ख\u093Cर्च', 'बसने का \u0959र्च', 'बसने  का\nख़र्च'])
      expect(found(text, [cost]), text).toEqual([['बसने का ख़र्च', 'error']]);
    const reach = term('पहुँच', [{ text: 'पहुंचें', level: 'warning' }]);
    expect(found('वहाँ पहुँचें', [reach])).toEqual([['पहुंचें', 'warning']]);
  });

  it('counts the longer wording once where one lies inside another, and an error before a warning at the same words', () => {
    expect(found('ग्रेजुएट स्कूल की फ़ीस', [graduate])).toEqual([['ग्रेजुएट स्कूल*', 'error']]);
    const twice = [term('a', [{ text: 'मसौदा', level: 'warning' }]), term('b', [{ text: 'मसौदा', level: 'error' }])];
    expect(found('पहला मसौदा', twice)).toEqual([['मसौदा', 'error']]);
  });

  it('leaves a variant alone inside a phrase its term allows', () => {
    const graduates = term('पढ़ाई पूरी करने वाले छात्र', [{ text: 'ग्रेजुएट', level: 'warning' }], ['ग्रेजुएट डिप्लोमा']);
    expect(found('डिप्लोमा और ग्रेजुएट डिप्लोमा', [graduates])).toEqual([]);
    expect(found('ग्रेजुएट डिप्लोमा के बाद ग्रेजुएट छात्र', [graduates])).toEqual([['ग्रेजुएट', 'warning']]);
  });

  it('finds Latin-script wordings whatever their case', () => {
    const codes = term('SOP', [{ text: 'Statement of Purpose', level: 'warning' }]);
    expect(found('अपना statement of purpose लिखें', [codes])).toEqual([['Statement of Purpose', 'warning']]);
  });
});

describe("a term's own wording", () => {
  it('is named when one of its variants would find it, so no right use is ever listed', () => {
    expect(variantsOfItsOwnWording(term('ख़र्च', [{ text: 'खर्च', level: 'warning' }]))).toEqual(['खर्च']);
    expect(variantsOfItsOwnWording(graduate)).toEqual([]);
  });
});
