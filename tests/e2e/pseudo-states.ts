/**
 * How the pseudo-language walk opens the states of a page, in the browser: the controls a visitor
 * presses, chooses, answers and sends, found by role and markup (never by an island's name), each
 * state read by `report` once it has come to rest.
 */
import type { ElementHandle, Page } from '@playwright/test';
import { settle } from './audit-support';

/** Reads the page in the state it is now in, under the state's name. */
type Report = (state: string) => Promise<void>;

/**
 * The dialogs of the layout around a page's main content (the header's site search, the shortlist
 * bar's comparison) are the same on every page: one set per walk at one width, shared by its pages,
 * remembers which were read, so each is read on the first page that offers it.
 */
export type LayoutDialogsRead = Set<string>;

/** Of a list's items alike (a card's shortlist button, a checklist's box, a scholarship's deadline), how many are chosen: the first ones stand for the rest. */
const alikeChosen = 3;

/** A number no question takes, for its error. */
const tooLarge = '99999999';

/** A query nothing matches, for a search's empty state. */
const unmatched = 'qqxzqqxz';

/**
 * Each state a visitor opens with the page's controls, in the order a visitor meets them. Every
 * control is pressed (a long FAQ is opened whole), with one exception: of the controls each item of
 * a list carries alike (a card's shortlist button, a checklist's box, a scholarship's deadline) the
 * first three of a kind stand for the rest, since each does the same for another item.
 * 1. What shows more without answering anything: every closed menu or disclosure a button opens
 *    (aria-expanded; one in the page's main stays open, so what it holds is answered too, one outside
 *    it, a menu, is closed again), every closed <details> (all at once, since opening one changes no
 *    other; those of an exclusive group one by one), every tab of a tab list, every slide of a
 *    carousel (its controls pressed until each slide has shown), and every dialog a control opens
 *    (aria-haspopup="dialog"), searched inside; the layout's dialogs once a walk.
 * 2. Each form sent empty (its errors); each search box searched for nothing and for a word of the
 *    page's heading.
 * 3. Each choice outside a form: buttons not pressed yet, boxes not ticked yet, ARIA radios. A box
 *    stays ticked (a shortlist, a consent); a choice of an exclusive group (a filter's countries) is
 *    read, and the group's own choice made again after the last.
 * 4. Each question outside a form (a tool that answers as it is asked: the timeline, a finder's
 *    filters, the loan comparison, a consent), read one at a time and put back: a list at its first
 *    and at its last other choice, a number at the least it takes and at one too large (its error),
 *    each option of a group of radio buttons (a group that started unanswered keeps its last), with
 *    any number an answer brings (a test's score); then all of them at once, at their first other
 *    choices and at their last, which no single answer reaches (filters that leave nothing).
 * 5. What those answers brought, as in 1: a shortlist's bar and comparison, a calendar behind a
 *    consent (another site's page in a dialog: its buttons pressed, a session booked).
 * 6. Each form's questions answered and sent (a tool's result), then what the result offers, as in 3 and 1.
 */
export async function statesOf(page: Page, report: Report, layoutDialogsRead: LayoutDialogsRead) {
  const walked: Walked = { opened: new Set(), chosen: new Set(), alike: new Map(), layoutDialogsRead };
  await shownWithoutAnswers(page, report, walked);
  await sentEmpty(page, report);
  await searches(page, report, '');
  await choices(page, report, walked);
  await questions(page, report);
  await shownWithoutAnswers(page, report, walked);
  await answered(page, report);
  await choices(page, report, walked);
  await shownWithoutAnswers(page, report, walked);
}

/** What a walk of one page has pressed, by name, so a later round presses only what is new. */
interface Walked {
  /** Menus, tab lists, carousels and dialogs opened. */
  opened: Set<string>;
  /** Choices made. */
  chosen: Set<string>;
  /** How many of each kind of a list's items alike were chosen. */
  alike: Map<string, number>;
  layoutDialogsRead: LayoutDialogsRead;
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

/** The controls `selector` finds that are shown now, in the order of the page. */
async function shownNow(page: Page, selector: string): Promise<ElementHandle<HTMLElement>[]> {
  const found = (await page.locator(selector).elementHandles()) as ElementHandle<HTMLElement>[];
  const shown = await Promise.all(found.map((control) => control.isVisible()));
  return found.filter((_, i) => shown[i]);
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
      .replace(/\s+/g, ' ')
      .slice(0, 40),
  );

/** Whether a control sits outside the page's main content, in the layout around it (header, footer, floating bars). */
const inLayout = (control: ElementHandle) => control.evaluate((element) => (element as Element).closest('main') === null);

/** Whether a control belongs to a form, which it answers for the form's sending rather than by itself. */
const inForm = (control: ElementHandle) =>
  control.evaluate((element) => (element as HTMLInputElement).form != null || (element as Element).closest('form') !== null);

async function shownWithoutAnswers(page: Page, report: Report, { opened, layoutDialogsRead }: Walked) {
  await toggles(page, report, opened);
  await disclosures(page, report);
  await tabs(page, report, opened);
  await carousels(page, report, opened);
  await dialogs(page, report, opened, layoutDialogsRead);
}

/** Every closed menu or disclosure a button opens (aria-expanded="false"). */
async function toggles(page: Page, report: Report, opened: Set<string>) {
  for (const control of await shownNow(page, 'button[aria-expanded="false"], [role=button][aria-expanded="false"]')) {
    if (!(await control.isVisible()) || (await control.getAttribute('aria-expanded')) !== 'false') continue;
    const name = await nameOf(control);
    if (opened.has(`toggle ${name}`) || !(await press(page, control))) continue;
    opened.add(`toggle ${name}`);
    await report(`opened "${name}"`);
    if (!(await inLayout(control)) || (await control.getAttribute('aria-expanded')) !== 'true') continue;
    await page.keyboard.press('Escape');
    await settle(page, { hydrated: false });
    if ((await control.getAttribute('aria-expanded')) === 'true') await press(page, control);
  }
}

/**
 * Every closed <details> shown: together, in one go (opening one changes no other), except those of
 * an exclusive group (`name`), one by one.
 */
async function disclosures(page: Page, report: Report) {
  const { count, first } = await page.evaluate(() => {
    const closed = [...document.querySelectorAll<HTMLElement>('details:not([open]):not([name]) > summary')].filter((summary) =>
      summary.checkVisibility({ visibilityProperty: true }),
    );
    // A summary's click is its own activation: it opens its disclosure as a tap does.
    for (const summary of closed) summary.click();
    return { count: closed.length, first: closed[0]?.innerText.trim().slice(0, 40) ?? '' };
  });
  if (count > 0) {
    await settle(page, { hydrated: false });
    await report(`opened ${count} disclosure(s) from "${first}"`);
  }
  for (const summary of await shownNow(page, 'details[name]:not([open]) > summary')) {
    const name = await nameOf(summary);
    if (await press(page, summary)) await report(`opened "${name}"`);
  }
}

/** Every tab of each tab list chosen in turn, then the one chosen before again. */
async function tabs(page: Page, report: Report, opened: Set<string>) {
  for (const list of await shownNow(page, '[role=tablist]')) {
    const listName = await nameOf(list);
    if (opened.has(`tabs ${listName}`)) continue;
    opened.add(`tabs ${listName}`);
    const all = (await list.$$('[role=tab]')) as ElementHandle<HTMLElement>[];
    const before = await Promise.all(all.map((tab) => tab.getAttribute('aria-selected')));
    for (const tab of all) {
      if ((await tab.getAttribute('aria-selected')) === 'true' || !(await tab.isVisible())) continue;
      const name = await nameOf(tab);
      if (await press(page, tab)) await report(`tab "${name}" of "${listName}"`);
    }
    const chosen = all[before.indexOf('true')];
    if (chosen && (await chosen.getAttribute('aria-selected')) !== 'true') await press(page, chosen);
  }
}

/**
 * Every slide of each carousel (the APG pattern: slides are groups with a role description, inside
 * an element with one of its own): its controls pressed in turn, each as long as it brings a slide
 * not shown yet, until every slide has shown.
 */
async function carousels(page: Page, report: Report, opened: Set<string>) {
  const slideSelector = '[role=group][aria-roledescription]';
  for (const carousel of await shownNow(page, `[aria-roledescription]:has(${slideSelector})`)) {
    const name = await nameOf(carousel);
    if (opened.has(`carousel ${name}`)) continue;
    opened.add(`carousel ${name}`);
    const slides = (await carousel.$$(slideSelector)) as ElementHandle<HTMLElement>[];
    const showing = async () => {
      const shown = await Promise.all(
        slides.map((slide) => slide.evaluate((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))),
      );
      return slides.flatMap((_, i) => (shown[i] ? [i] : []));
    };
    const seen = new Set(await showing());
    const controls = [];
    for (const control of (await carousel.$$('button')) as ElementHandle<HTMLElement>[])
      if (
        !(await control.evaluate((element, selector) => element.closest(selector) !== null, slideSelector)) &&
        (await control.isVisible())
      )
        controls.push(control);
    for (const control of controls) {
      while (seen.size < slides.length && (await press(page, control))) {
        const fresh = (await showing()).filter((i) => !seen.has(i));
        if (fresh.length === 0) break;
        for (const i of fresh) seen.add(i);
        await report(`slide "${await nameOf(slides[fresh[0]!]!)}" of "${name}"`);
      }
    }
  }
}

/**
 * Every dialog a control opens (aria-haspopup="dialog"), searched inside and closed again. A control
 * that opened none (a consent asked first) is pressed again after the questions are answered.
 */
async function dialogs(page: Page, report: Report, opened: Set<string>, layoutDialogsRead: LayoutDialogsRead) {
  for (const control of await shownNow(page, '[aria-haspopup="dialog"]')) {
    if (!(await control.isVisible())) continue;
    const name = await nameOf(control);
    const layout = await inLayout(control);
    if (opened.has(`dialog ${name}`) || (layout && layoutDialogsRead.has(name)) || !(await press(page, control))) continue;
    if ((await page.locator('dialog[open]').count()) === 0) {
      await report(`pressed "${name}"`);
      continue;
    }
    opened.add(`dialog ${name}`);
    if (layout) layoutDialogsRead.add(name);
    await report(`dialog of "${name}"`);
    await searches(page, report, `dialog of "${name}", `, 'dialog[open] ');
    await throughFrames(page, report, `dialog of "${name}"`);
    if ((await page.locator('dialog[open]').count()) === 0) continue;
    await page.keyboard.press('Escape');
    await settle(page, { hydrated: false });
  }
}

/**
 * A frame in an open dialog is another site's page (the booking calendar, answered by its stand-in):
 * each of its buttons is pressed as a visitor would (a booking confirmed), and the page read after.
 */
async function throughFrames(page: Page, report: Report, where: string) {
  for (const element of await shownNow(page, 'dialog[open] iframe')) {
    const frame = await element.contentFrame();
    for (const button of (await frame?.$$('button:visible')) ?? []) {
      const name = await nameOf(button);
      if (await press(page, button)) await report(`${where}, pressed "${name}" in its frame`);
    }
  }
}

/** Each form sent before anything is answered: its errors. */
async function sentEmpty(page: Page, report: Report) {
  for (const form of await shownNow(page, 'form')) {
    const send = (await form.$$('button[type=submit], button:not([type])')).at(-1);
    if (!send || !(await send.isVisible()) || !(await send.isEnabled())) continue;
    const name = await nameOf(send);
    if (await press(page, send)) await report(`form sent empty with "${name}"`);
  }
}

/** Each search box shown, searched for nothing that matches (its empty state) and for a word of the page's heading (its results). */
async function searches(page: Page, report: Report, where: string, inside = '') {
  const heading = await page
    .locator('h1')
    .first()
    .innerText({ timeout: 1_000 })
    .catch(() => '');
  const word = /[^\s[\]~]{4,}/.exec(heading)?.[0] ?? '';
  for (const box of (await shownNow(page, `${inside}input[type=search], ${inside}[role=searchbox]`)).slice(0, 2)) {
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
    await settle(page, { hydrated: false });
  }
}

const groupSelector = '[role=group], [role=radiogroup], [role=toolbar], fieldset';
const pressedSelector = '[aria-pressed=true], [role=radio][aria-checked=true]';

/**
 * What kind of choice a control is: one of a list's items alike (`alike` names the kind by its
 * markup), or one of an exclusive group (`before` is the group's choice made before), or one of its own.
 */
async function kindOf(control: ElementHandle<HTMLElement>) {
  const alike = await control.evaluate((element) =>
    element.closest('li, article, tr, [role=listitem], [role=row]')
      ? `${element.tagName} ${element.getAttribute('type') ?? ''} ${element.getAttribute('role') ?? ''} ${element.className}`
      : '',
  );
  const before = (
    await control.evaluateHandle(
      (element, [groups, pressed]) => {
        const chosen = element.closest(groups!)?.querySelector(pressed!);
        return chosen && chosen !== element ? chosen : null;
      },
      [groupSelector, pressedSelector],
    )
  ).asElement();
  return { alike, before };
}

/**
 * Each choice outside a form (buttons not pressed yet, boxes not ticked yet, ARIA radios), as
 * `statesOf` says: a list's items first and the choices of an exclusive group last, since a group's
 * choice (a filter) may hide items; each group's choice made before is then made again.
 */
async function choices(page: Page, report: Report, { chosen, alike: alikeCount }: Walked) {
  const controls = await shownNow(
    page,
    'button[aria-pressed="false"], [role=radio][aria-checked="false"], [role=switch][aria-checked="false"], input[type=checkbox]:not(:checked)',
  );
  const kinds: ({ control: ElementHandle<HTMLElement> } & Awaited<ReturnType<typeof kindOf>>)[] = [];
  for (const control of controls) if (!(await inForm(control))) kinds.push({ control, ...(await kindOf(control)) });
  const rank = ({ alike, before }: (typeof kinds)[number]) => (alike ? 0 : before ? 2 : 1);
  for (const { control, alike } of kinds.sort((a, b) => rank(a) - rank(b))) {
    const name = await nameOf(control);
    if (chosen.has(name) || !(await control.isVisible()) || !(await control.isEnabled())) continue;
    if (alike) {
      if ((alikeCount.get(alike) ?? 0) >= alikeChosen) continue;
      alikeCount.set(alike, (alikeCount.get(alike) ?? 0) + 1);
    }
    chosen.add(name);
    if (await press(page, control)) await report(`chose "${name}"`);
  }
  for (const { before } of kinds)
    if (before && (await before.isVisible()) && !(await before.evaluate((element, pressed) => element.matches(pressed), pressedSelector)))
      await press(page, before);
}

/** The numbers shown now outside forms that a visitor can type in. */
async function numbersShown(page: Page): Promise<ElementHandle<HTMLElement>[]> {
  const found = [];
  for (const field of await shownNow(page, 'input[type=number], input[inputmode=numeric], input[inputmode=decimal]'))
    if (!(await inForm(field)) && (await field.isEditable())) found.push(field);
  return found;
}

/** A number at the least it takes. */
const leastOf = async (field: ElementHandle) => (await field.getAttribute('min')) ?? '1';

/** Reads the page after an answer, with the numbers it brought (a test's score) answered too. */
async function readAnswer(page: Page, report: Report, state: string, before: ElementHandle[]) {
  await settle(page, { hydrated: false });
  const brought = [];
  for (const field of await numbersShown(page))
    if (!(await Promise.all(before.map((known) => known.evaluate((a, b) => a === b, field)))).some(Boolean)) brought.push(field);
  for (const field of brought) await field.fill(await leastOf(field));
  if (brought.length) await settle(page, { hydrated: false });
  await report(brought.length ? `${state}, with ${brought.length} number(s) it brought` : state);
}

/** Each question outside a form, read one at a time and then put back, as `statesOf` says. */
async function questions(page: Page, report: Report) {
  for (const select of (await shownNow(page, 'select')) as ElementHandle<HTMLSelectElement>[]) {
    if ((await inForm(select)) || !(await select.isVisible()) || !(await select.isEnabled())) continue;
    const name = await nameOf(select);
    const { current, others } = await select.evaluate((element) => ({
      current: element.value,
      others: [...element.options].filter((option) => !option.disabled && option.value !== element.value).map((option) => option.value),
    }));
    for (const value of new Set([others[0], others.at(-1)])) {
      if (value === undefined) continue;
      const before = await numbersShown(page);
      const label = (
        await select.selectOption(value).then(() => select.evaluate((element) => element.selectedOptions[0]?.text ?? ''))
      ).slice(0, 40);
      await readAnswer(page, report, `"${name}" answered "${label}"`, before);
    }
    if (await select.isEnabled()) {
      await select.selectOption(current).catch(() => undefined);
      await settle(page, { hydrated: false });
    }
  }
  for (const field of await numbersShown(page)) {
    const name = await nameOf(field);
    const before = await field.inputValue();
    for (const [value, state] of [
      [await leastOf(field), 'at its least'],
      [tooLarge, 'with a number too large'],
    ] as const) {
      await field.fill(value);
      await settle(page, { hydrated: false });
      await report(`"${name}" answered ${state}`);
    }
    await field.fill(before);
    await settle(page, { hydrated: false });
  }
  const radios = [];
  for (const radio of await shownNow(page, 'input[type=radio]')) if (!(await inForm(radio))) radios.push(radio);
  const groups = new Set(await Promise.all(radios.map((radio) => radio.evaluate((element) => (element as HTMLInputElement).name))));
  for (const group of groups) {
    const inGroup = () => shownNow(page, `input[type=radio][name="${group}"]`);
    const checked = async () => {
      for (const radio of await inGroup()) if (await radio.isChecked()) return radio;
      return undefined;
    };
    const first = await checked();
    const legend = await (
      await inGroup()
    )[0]!.evaluate((element) => element.closest('fieldset')?.querySelector('legend')?.innerText.trim().slice(0, 40) ?? '');
    for (const radio of await inGroup()) {
      if ((await radio.isChecked()) || !(await radio.isEnabled())) continue;
      const before = await numbersShown(page);
      const label = await nameOf(radio);
      if (
        !(await radio.check({ timeout: 3_000 }).then(
          () => true,
          () => false,
        ))
      )
        continue;
      await readAnswer(page, report, `"${legend}" answered "${label}"`, before);
    }
    if (first && (await first.isVisible()) && !(await first.isChecked())) {
      await first.check({ timeout: 3_000 }).catch(() => undefined);
      await settle(page, { hydrated: false });
    }
  }
  // Then all of them at once, at their first other answers and at their last: combinations no
  // single answer reaches (filters that together leave nothing).
  for (const end of ['first', 'last'] as const) await allAtOnce(page, report, groups, end);
}

/** Every list and group of radio buttons outside a form answered at once, at its first choice other than the one made (or at its last). */
async function allAtOnce(page: Page, report: Report, groups: Set<string>, end: 'first' | 'last') {
  let answers = 0;
  for (const select of (await shownNow(page, 'select')) as ElementHandle<HTMLSelectElement>[]) {
    if ((await inForm(select)) || !(await select.isEnabled())) continue;
    const value = await select.evaluate((element, first) => {
      const others = [...element.options].filter((option) => !option.disabled && option.value !== element.value);
      return (first ? others[0] : others.at(-1))?.value;
    }, end === 'first');
    if (value === undefined) continue;
    await select.selectOption(value);
    answers += 1;
  }
  for (const group of groups) {
    const radios = await shownNow(page, `input[type=radio][name="${group}"]`);
    let radio: ElementHandle | undefined;
    for (const candidate of end === 'first' ? radios : radios.reverse())
      if (!(await candidate.isChecked()) && (await candidate.isEnabled())) {
        radio = candidate;
        break;
      }
    if (
      radio &&
      (await radio.check({ timeout: 3_000 }).then(
        () => true,
        () => false,
      ))
    )
      answers += 1;
  }
  if (answers < 2) return;
  await settle(page, { hydrated: false });
  await report(`${answers} questions answered at once, each at its ${end} other choice`);
}

/**
 * Each form's questions answered as a visitor might (every list at its last choice, every number at
 * the least it takes, every group of options at its last, every box ticked), and sent when it has a
 * button: the result a tool shows (the planner's breakdown, the chances). Text fields stay empty, so
 * a message form only shows its errors.
 */
async function answered(page: Page, report: Report) {
  for (const form of await shownNow(page, 'form')) {
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
      await number.fill(await leastOf(number));
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
    for (const box of await form.$$('input[type=checkbox]:not(:checked):visible')) {
      if (!(await box.isEnabled())) continue;
      await box.check({ timeout: 3_000 }).catch(() => undefined);
      answers += 1;
    }
    if (answers === 0) continue;
    await settle(page, { hydrated: false });
    await report(`${answers} question(s) answered`);
    const send = (await form.$$('button[type=submit], button:not([type])')).at(-1);
    if (send && (await send.isVisible()) && (await send.isEnabled()) && (await press(page, send))) await report(`answered and sent`);
  }
}
