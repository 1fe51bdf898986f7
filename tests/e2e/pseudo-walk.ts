/**
 * What the pseudo-language walk reads on a page, in the browser: every word a visitor meets that is
 * not inside a pseudo text's brackets (a word that bypassed the content), and every text cut off or
 * pushed out of the screen (a layout that cannot grow). Each finding names its element.
 */
import type { ElementHandle, Page } from '@playwright/test';
import { settle } from './audit-support';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brand, contact, designer } from '../../src/config/site';
import { formCode } from '../../src/lib/text/formCode';

/** A word found outside the brackets, or a text cut off: where, and what. */
export interface Finding {
  element: string;
  text: string;
}

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
  { why: 'an English test’s name (the Duolingo English Test), as its scores are written', pattern: /\bDuolingo\b/g },
  { why: 'an acronym: an exam (IELTS, TOEFL, PTE), a currency code, a university’s initials', pattern: /\b[A-Z][A-Z0-9&]{1,6}s?\b/g },
  {
    why: 'a figure’s unit as Intl writes it short (3k, 1M) or a currency sign (NZ$, A$, C$)',
    pattern: /\b\d+(?:[.,]\d+)?[kKMB]\b|\b[A-Z]{1,2}\$/g,
  },
  { why: 'a date, a month or a weekday as Intl writes it in the page’s locale', pattern: words(calendarWords('en-IN')) },
];

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
 * placeholder, title and image description of an element shown. Text inside an element that names
 * another language (`lang`, as a language's own name in the language switch) is that language's.
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
    const otherLanguage = (element: Element) => {
      const marked = element.closest('[lang]');
      return (
        marked !== null &&
        marked.getAttribute('lang') !== pageLang &&
        !marked.hasAttribute('data-untranslated') &&
        marked.closest('[hreflang]') !== null
      );
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
      if (!shown(parent) || otherLanguage(parent)) continue;
      const block = blockOf(parent);
      blocks.set(block, `${blocks.get(block) ?? ''}${node.textContent}`);
    }
    const found = [...blocks].map(([element, text]) => ({ element: path(element), text: text.replace(/\s+/g, ' ').trim() }));
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt], input[type=submit][value]')) {
      if (!shown(element) || otherLanguage(element)) continue;
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

/** Clicks a control as a visitor would, and waits for what it opens to come to rest; false when it cannot be pressed. */
async function press(page: Page, control: ElementHandle): Promise<boolean> {
  // A control another layer covers (the analytics question at the foot of a phone's screen) is not one a visitor can press.
  const pressed = await control.click({ timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (pressed) await settle(page, { hydrated: false });
  return pressed;
}

/** A control's name in a finding: its label or its words. */
const nameOf = (control: ElementHandle) =>
  control.evaluate((element) =>
    (
      (element as Element).getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.innerText ??
      (element as HTMLElement).innerText
    )
      .trim()
      .slice(0, 40),
  );

/** A query nothing matches, for a search's empty state. */
const unmatched = 'qqxzqqxz';

/** How many controls of one kind are opened on a page: the first ones of a long list (an FAQ) stand for the rest. */
const controlsOpened = 5;

/**
 * Each state a visitor opens with the page's controls, read by `report` once open (and a menu or
 * dialog closed again): every closed menu and disclosure (aria-expanded="false"); the first choices
 * a tool offers (buttons not pressed yet, such as a shortlist's, and boxes not ticked yet, such as a
 * checklist's), which may bring a bar or a comparison of their own; every dialog a button opens then;
 * each search box with a query nothing matches and with a word of the page's heading (a search
 * inside a dialog too); every tool's questions answered (its result); and every form sent empty (its errors).
 */
export async function statesOf(page: Page, report: (state: string) => Promise<void>) {
  const toggles = (
    await page.locator('button[aria-expanded="false"]:visible, [role=button][aria-expanded="false"]:visible').elementHandles()
  ).slice(0, controlsOpened);
  for (const control of toggles) {
    if (!(await control.isVisible()) || (await control.getAttribute('aria-expanded')) !== 'false') continue;
    const name = await nameOf(control);
    if (!(await press(page, control))) continue;
    await report(`opened "${name}"`);
    if ((await control.getAttribute('aria-expanded')) === 'true') {
      await page.keyboard.press('Escape');
      await settle(page, { hydrated: false });
      if ((await control.getAttribute('aria-expanded')) === 'true') await press(page, control);
    }
  }
  const choices = (
    await page.locator('button[aria-pressed="false"]:visible, input[type=checkbox]:not(:checked):visible').elementHandles()
  ).slice(0, 3);
  for (const control of choices) {
    if (!(await control.isVisible())) continue;
    const name = await nameOf(control);
    if (await press(page, control)) await report(`chose "${name}"`);
  }
  const dialogs = (await page.locator('button[aria-haspopup="dialog"]:visible').elementHandles()).slice(0, controlsOpened);
  for (const control of dialogs) {
    if (!(await control.isVisible())) continue;
    const name = await nameOf(control);
    if (!(await press(page, control))) continue;
    await report(`dialog of "${name}"`);
    await searches(page, report, `dialog of "${name}", `);
    await page.keyboard.press('Escape');
    await settle(page, { hydrated: false });
  }
  await searches(page, report, '');
  await answered(page, report);
  for (const form of await page.locator('form:visible').elementHandles()) {
    const send = (await form.$$('button[type=submit], button:not([type])')).at(-1);
    if (!send || !(await send.isVisible()) || !(await send.isEnabled())) continue;
    const name = await nameOf(send);
    if (await press(page, send)) await report(`form sent empty with "${name}"`);
  }
}

/** Each search box shown, searched for nothing that matches (its empty state) and for a word of the page's heading (its results). */
async function searches(page: Page, report: (state: string) => Promise<void>, where: string) {
  const heading = await page
    .locator('h1')
    .first()
    .innerText({ timeout: 1_000 })
    .catch(() => '');
  const word = /[^\s[\]~]{4,}/.exec(heading)?.[0] ?? '';
  for (const box of (await page.locator('input[type=search]:visible, [role=searchbox]:visible').elementHandles()).slice(0, 2)) {
    const name = await nameOf(box);
    for (const [query, state] of [
      [unmatched, 'nothing found'],
      [word, `"${word}"`],
    ] as const) {
      if (!query) continue;
      await box.fill(query);
      await settle(page, { hydrated: false });
      await report(`${where}searched "${name}" for ${state}`);
    }
    await box.fill('');
  }
}

/**
 * Each form's questions answered as a visitor might (every list at its last choice, every number at
 * the least it takes, every group of options at its last), and sent when it has a button: the result a
 * tool shows (the planner's breakdown, the chances, the timeline). Text fields stay empty, so a
 * message form only shows its errors, which the empty send reads too.
 */
async function answered(page: Page, report: (state: string) => Promise<void>) {
  for (const form of await page.locator('form:visible').elementHandles()) {
    let answers = 0;
    for (const select of await form.$$('select:visible')) {
      const last = await select.evaluate((element) => {
        const options = [...(element as HTMLSelectElement).options].filter((option) => !option.disabled && option.value);
        return options.at(-1)?.value;
      });
      if (last !== undefined && (await select.isEnabled())) answers += (await select.selectOption(last)).length;
    }
    for (const number of await form.$$('input[type=number]:visible, input[inputmode=numeric]:visible, input[inputmode=decimal]:visible')) {
      if (!(await number.isEditable())) continue;
      await number.fill((await number.getAttribute('min')) ?? '1');
      answers += 1;
    }
    const groups = new Set(await form.$$eval('input[type=radio]', (radios) => radios.map((radio) => (radio as HTMLInputElement).name)));
    for (const group of groups) {
      const last = (await form.$$(`input[type=radio][name="${group}"]`)).at(-1);
      if (last && (await last.isVisible()) && (await last.isEnabled())) {
        await last.check({ timeout: 3_000 }).catch(() => undefined);
        answers += 1;
      }
    }
    if (answers === 0) continue;
    await settle(page, { hydrated: false });
    await report(`${answers} question(s) answered`);
    const send = (await form.$$('button[type=submit], button:not([type])')).at(-1);
    if (send && (await send.isVisible()) && (await send.isEnabled()) && (await press(page, send))) await report(`answered and sent`);
  }
}
