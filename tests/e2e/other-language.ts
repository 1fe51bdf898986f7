import type { Page } from '@playwright/test';

/**
 * Words in another language than the part of the page they stand in, without a `lang` that says so:
 * a screen reader would read them with the wrong voice. In a part in Hindi, a phrase of English
 * words in lower case ("we reply within", "proof of funds"); names ("University of Toronto") and the
 * Latin terms Hindi copy keeps on purpose (IELTS, F-1, visa) are not phrases and pass. In a part in
 * English, any word in Devanagari. Text and the attributes a visitor hears or sees (alt, aria-label,
 * title, placeholder) are read; one line per phrase, naming its element.
 */
export function unmarkedLanguage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // Short words that join a name's capitalised words ("Bank of India") and so do not make a phrase.
    const joining = new Set(['and', 'the', 'for', 'of', 'in', 'at', 'on', 'to', 'de']);
    const check = (text: string, element: Element, where: string) => {
      const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
      if (lang.startsWith('en')) {
        const hindi = text.match(/[\u0900-\u097F][\u0900-\u097F\s]*/g);
        if (hindi) found.push(`"${hindi[0].trim()}" (Devanagari) in ${where} is not marked lang="hi"`);
        return;
      }
      for (const [phrase] of text.matchAll(/[A-Za-z][A-Za-z'’-]*(?:[\s,/]+[A-Za-z][A-Za-z'’-]*)+/g)) {
        const lowerWords = phrase.split(/[\s,/]+/).filter((word) => /^[a-z][a-z'’-]{2,}$/.test(word) && !joining.has(word));
        if (lowerWords.length >= 2) found.push(`"${phrase}" (English) in ${where} is not marked lang="en"`);
      }
    };
    const describe = (element: Element) => `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template')) continue;
      check(node.textContent ?? '', parent, describe(parent));
    }
    for (const element of document.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) check(value, element, `${describe(element)} ${name}`);
      }
    }
    return found;
  });
}
