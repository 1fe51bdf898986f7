/**
 * What the pseudo-language walk reads on a page, in the browser: every word a visitor meets that is
 * not inside a pseudo text's brackets (a word that bypassed the content), and every text cut off or
 * pushed out of the screen (a layout that cannot grow). Each finding names its element.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brand, contact, designer } from '../../src/config/site';
import { formCode } from '../../src/lib/text/formCode';
import { englishTestFacts } from '../../src/lib/universities/facts';

/** A word found outside the brackets, or a text cut off: where, and what. */
export interface Finding {
  element: string;
  text: string;
}

/** The time zone of the walk's visitor: a student already abroad, whose clock is not India's. */
export const visitorTimeZone = 'Europe/London';

/**
 * Words kept as they are in every language by design, each with why, taken out in this order (a
 * phrase before the words it holds); any other Latin word outside a pseudo text's brackets fails the walk.
 */
const keptByDesign: { why: string; pattern: RegExp }[] = [
  {
    why: 'the exchange rates’ source, in a folder whose files read the same in every language (src/config/languages.ts)',
    pattern: words(ratesSources()),
  },
  { why: 'the brand’s registered name', pattern: words([brand.name, brand.shortName, brand.descriptor]) },
  { why: 'the studio that made the site, a proper name in its credit', pattern: words([designer.name]) },
  {
    why: 'the head office’s address, the names of places as the post writes them',
    pattern: words(Object.values(contact.address).map(String)),
  },
  { why: 'an e-mail address or a web address', pattern: /\S+@\S+\.\w+|https?:\/\/\S+|\bwww\.\S+/g },
  { why: 'a form’s or a visa’s code (F-1, I-20, DS-160)', pattern: new RegExp(formCode.source, 'gu') },
  {
    why: 'an English test’s name as its owner writes it, in full or short (IELTS Academic, TOEFL iBT, Duolingo)',
    pattern: words(Object.values(englishTestFacts).flatMap((test) => [test.name, test.shortName])),
  },
  { why: 'an acronym: an exam (IELTS, TOEFL, PTE), a currency code, a university’s initials', pattern: /\b[A-Z][A-Z0-9&]{1,6}s?\b/g },
  {
    why: 'a figure’s unit as Intl writes it short (3k, 1M) or a currency sign (NZ$, A$, C$)',
    pattern: /\b\d+(?:[.,]\d+)?[kKMB]\b|\b[A-Z]{1,2}\$/g,
  },
  { why: 'a date, a month or a weekday as Intl writes it in the page’s locale', pattern: words(calendarWords('en-IN')) },
  {
    why: 'the visitor’s time zone as Intl names it in the page’s locale (a booked session’s local time)',
    pattern: words(zoneNames('en-IN')),
  },
];

/** The names Intl gives the visitor's time zone in `locale`, in winter and in summer. */
function zoneNames(locale: string): string[] {
  return [0, 6].map(
    (month) =>
      new Intl.DateTimeFormat(locale, { timeZone: visitorTimeZone, timeZoneName: 'long' })
        .formatToParts(Date.UTC(2026, month, 1))
        .find((part) => part.type === 'timeZoneName')?.value ?? '',
  );
}

/** The sources the exchange rates name (src/content/exchange-rates/). */
function ratesSources(): string[] {
  const file = JSON.parse(readFileSync(join(process.cwd(), 'src/content/exchange-rates/rates.json'), 'utf8')) as unknown;
  const found: string[] = [];
  JSON.stringify(file, (key, value: unknown) => {
    if (key === 'source' && typeof value === 'string') found.push(value);
    return value;
  });
  return found;
}

/** Any of `list` as whole words, longest first. */
function words(list: readonly string[]): RegExp {
  const sorted = [...new Set(list.filter((word) => /[A-Za-z]/.test(word)))].sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![A-Za-z])(?:${sorted.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![A-Za-z])`, 'g');
}

/** The names of months and weekdays, long and short, and the day periods, as Intl writes them in `locale`. */
function calendarWords(locale: string): string[] {
  const days = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, month + 1, 9)));
  const formats: Intl.DateTimeFormatOptions[] = [{ month: 'long' }, { month: 'short' }, { weekday: 'long' }, { weekday: 'short' }];
  const names = formats.flatMap((format) => days.map((day) => new Intl.DateTimeFormat(locale, { ...format, timeZone: 'UTC' }).format(day)));
  const periods = [9, 21].map(
    (hour) =>
      new Intl.DateTimeFormat(locale, { hour: 'numeric', hourCycle: 'h12', timeZone: 'UTC' })
        .formatToParts(Date.UTC(2026, 0, 1, hour))
        .find((part) => part.type === 'dayPeriod')?.value ?? '',
  );
  return [...names, ...periods, ...periods.map((period) => period.toUpperCase()), ...periods.map((period) => period.toLowerCase())];
}

/** A text with its pseudo texts taken out, innermost first (a fact's pseudo words sit inside a sentence's). */
function outsideBrackets(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/\[[^[\]]*\]/g, ' ');
  }
  return rest;
}

/** The Latin words of `text` outside its brackets that are not kept by design. */
export function bypassingWords(text: string): string[] {
  let rest = outsideBrackets(text);
  for (const { pattern } of keptByDesign) rest = rest.replace(pattern, ' ');
  return rest.match(/[A-Za-z]{2,}(?:['’-][A-Za-z]+)*/g) ?? [];
}

/**
 * The texts a visitor meets on the page as it is now: each run of text of an element shown (text of
 * one block together, so words a sentence wraps in a link or a figure stay one text), and each label,
 * placeholder, title and image description of an element shown, and every choice of a list shown.
 * What another language or another site writes is left out (below).
 */
export function textsShown(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const path = (element: Element): string => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && at !== document.body && parts.length < 4; at = at.parentElement) {
        const id = at.id ? `#${at.id}` : '';
        const role = at.getAttribute('role') ? `[role=${at.getAttribute('role')}]` : '';
        const label = at.getAttribute('aria-label') ? `[aria-label="${at.getAttribute('aria-label')!.slice(0, 30)}"]` : '';
        parts.unshift(`${at.tagName.toLowerCase()}${id}${role}${label}`);
        if (id) break;
      }
      return parts.join(' > ');
    };
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    // Text inside an element that names another language (`lang`, as a language's own name in the
    // language switch) is that language's; what another site's script adds (inside a custom element
    // not Astro's own, as the booking calendar's <cal-inline> and its frame) is that site's.
    const otherLanguage = (element: Element) => {
      const marked = element.closest('[lang]');
      return (
        marked !== null &&
        marked.getAttribute('lang') !== pageLang &&
        !marked.hasAttribute('data-untranslated') &&
        marked.closest('[hreflang]') !== null
      );
    };
    const anotherSite = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement)
        if (at.localName.includes('-') && !at.localName.startsWith('astro-')) return true;
      return false;
    };
    const blockOf = (element: Element): Element => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const display = getComputedStyle(at).display;
        if (!display.startsWith('inline') && display !== 'contents') return at;
      }
      return document.body;
    };
    const blocks = new Map<Element, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('script, style, template, noscript, svg')) continue;
      if (!shown(parent) || otherLanguage(parent) || anotherSite(parent)) continue;
      const block = blockOf(parent);
      blocks.set(block, `${blocks.get(block) ?? ''}${node.textContent}`);
    }
    const found = [...blocks].map(([element, text]) => ({ element: path(element), text: text.replace(/\s+/g, ' ').trim() }));
    // A list's choices: the chosen one shows in its box, and every one in the list it opens.
    for (const select of document.body.querySelectorAll('select')) {
      if (!shown(select) || otherLanguage(select)) continue;
      for (const option of select.options)
        if (option.text.trim()) found.push({ element: `${path(select)} > option`, text: option.text.trim() });
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt], input[type=submit][value]')) {
      if (!shown(element) || otherLanguage(element) || anotherSite(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'value']) {
        const value = element.getAttribute(name);
        if (value?.trim() && (name !== 'value' || element.matches('input[type=submit]')))
          found.push({ element: `${path(element)} @${name}`, text: value });
      }
    }
    return found;
  });
}

/**
 * Texts cut off: an element holding text whose content is wider than its box where it hides what
 * overflows, and text pushed beyond the screen's sides outside any strip that scrolls sideways.
 */
export function textsCut(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: { element: string; text: string }[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(/\s+/).slice(0, 4).join('.')}` : ''}`;
    // A text for screen readers only is clipped to nothing on purpose, its children with it.
    const forScreenReaders = (element: Element) => {
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0')) return true;
      }
      return false;
    };
    const scrollsSideways = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && at.scrollWidth > at.clientWidth) return true;
      }
      return false;
    };
    if (document.documentElement.scrollWidth > width + 1)
      found.push({ element: 'html', text: `the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen` });
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
        .map((node) => node.textContent!.trim())
        .join(' ');
      if (!own || !element.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || forScreenReaders(element)) continue;
      const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (hides && element.scrollWidth > element.clientWidth + 1)
        found.push({
          element: name(element),
          text: `${own.slice(0, 80)} (${element.scrollWidth} px of text in ${element.clientWidth} px)`,
        });
      else if ((box.right > width + 1 || box.left < -1) && !scrollsSideways(element) && style.position !== 'fixed')
        found.push({
          element: name(element),
          text: `${own.slice(0, 80)} (from ${Math.round(box.left)} to ${Math.round(box.right)} px on a ${width} px screen)`,
        });
    }
    return found;
  });
}
