/**
 * The destinations and their figures (src/queries/destinations.ts, costs.ts, chances.ts,
 * timelines.ts, exchangeRates.ts): each list in its editor-set order, the facts copy names filled
 * in, every destination with exactly one cost sheet and one timeline, and a figure held to the room
 * it is shown in. Against the fixture site's USA (order 1, a full page) and Canada (order 2, a short
 * guide, not translated).
 */
import { describe, expect, it } from 'vitest';
import { cgpaRule, chancesUniversities } from '~/queries/chances';
import { costRow, costRows, costSheet, costSheets } from '~/queries/costs';
import {
  allDestinations,
  comparisonRows,
  costRangeEnds,
  countryCopy,
  countryDescription,
  countryFaqs,
  destination,
  highlights,
  shortGuideDestinations,
  steps,
} from '~/queries/destinations';
import { exchangeRates } from '~/queries/exchangeRates';
import { factsFor } from '~/queries/facts';
import { applicationTimelines } from '~/queries/timelines';
import { yearlyCost } from '~/lib/chances/university';
import { yearlyLivingCosts } from '~/lib/costs/tableRows';
import { formatMoneyRange } from '~/lib/money/range';
import { fixture, useContent } from './content-layer';

const facts = factsFor('en');
const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

describe('the destinations', () => {
  it('are listed in the editors’ order, their facts filled in, each with its page and its title', async () => {
    const [usa, canada] = await allDestinations('en');
    expect(usa).toMatchObject({ id: 'usa', path: '/destinations/usa', title: 'Study in USA' });
    expect(usa!.summary).toContain(`up to ${facts.workRights.usa!.yearsAfter} years`);
    expect(usa!.headline[0]!.value).toBe(facts.figures.usa.colleges);
    expect(canada).toMatchObject({ id: 'canada', title: 'Study in Canada', statistics: [] });
  });

  it('read in the page’s language, English where a destination is not translated', async () => {
    const [usa, canada] = await allDestinations('hi');
    expect(usa).toMatchObject({ name: 'अमेरिका', title: 'अमेरिका में पढ़ाई' });
    expect(usa!.headline.map((figure) => figure.label)).toEqual(['कॉलेज', 'बैचलर डिग्री']);
    expect(canada).toMatchObject({ name: 'Canada', title: 'Canada में पढ़ाई' });
  });

  it('give the short guide page those without a full page’s figures', async () => {
    expect(ids(await shortGuideDestinations('en'))).toEqual(['canada']);
  });

  it('fail the build naming the file when a page asks for a destination it lacks', async () => {
    await expect(destination('uk', 'en')).rejects.toThrow('No destination "uk" in src/content/destinations/destinations.json');
  });

  it('give a country page its highlights and steps in their order, the facts they name filled in', async () => {
    const why = await highlights('usa', 'why', 'en');
    expect(ids(why)).toEqual(['usa-choice', 'usa-work']);
    expect(why[1]!.fact).toBe(`${facts.workRights.usa!.hours} hours a week`);
    expect(ids(await steps('usa', 'application', 'en'))).toEqual(['usa-shortlist', 'usa-apply', 'usa-visa']);
    expect(ids(await steps('canada', 'residency', 'en'))).toEqual(['canada-pr']);
  });

  it('fail the build naming the highlight when its fact shows longer than a card’s corner holds', async () => {
    const entries = fixture<{ id: string; fact?: string }[]>('destinations/country-highlights.json');
    await useContent({
      'destinations/country-highlights.json': entries.map((h) =>
        h.id === 'usa-work' ? { ...h, fact: '{workRights.usa.hours} hours in each week of every term' } : h,
      ),
    });
    await expect(highlights('usa', 'why', 'en')).rejects.toThrow(
      /src\/content\/destinations\/country-highlights\.json, "usa-work": ".*" shows \d+ characters; 0-30 fit/,
    );
  });

  it('describe a country page with the number of its application steps', async () => {
    const usa = await destination('usa', 'en');
    expect(await countryDescription(usa, 'en')).toBe(
      'Study in the USA: universities, the 3-step application, costs and the F-1 visa, with free guidance.',
    );
  });

  it('give a country page its section headings, words and closing, with what only the page knows filled in', async () => {
    // The number of its application steps.
    const copy = await countryCopy(await destination('usa', 'hi'), 'hi');
    expect(copy.section('application').title).toBe('3 चरणों में आपका आवेदन');
    expect(copy.closing.title).toBe('अमेरिका की योजना हमारे साथ');
    // Words the translation leaves out stay English.
    expect(copy.word('visa.more')).toBe('Read the F-1 rules, 3 steps in all');
    expect(() => copy.section('visa')).toThrow(
      /src\/content\/destinations\/destinations\.json, "usa" has no heading for the section "visa"/,
    );
  });

  it('give a full country page its questions, and fail the build naming the missing file', async () => {
    expect((await countryFaqs('usa', 'en')).map((item) => item.question)).toEqual(['How long does an F-1 visa take?']);
    await expect(countryFaqs('canada', 'en')).rejects.toThrow('Missing src/content/faqs/destinations-canada.json');
  });

  it('compare the USA and Canada row by row, a cost cell as its cost table states it', async () => {
    const rows = await comparisonRows('en');
    expect(rows.map((row) => row.aspect)).toEqual(['Living costs a year', 'Institutions']);
    const living = yearlyLivingCosts(await costSheet('usa', 'en'));
    expect(rows[0]!.usa).toBe(formatMoneyRange('USD', 'en-IN', living.min, living.max));
    expect(rows[1]).toMatchObject({ usa: facts.figures.usa.colleges });
  });
});

describe('the cost sheets', () => {
  it('come one per destination in the destinations’ order, in its currency, dates as days', async () => {
    const sheets = await costSheets('en');
    expect(sheets.map(({ name, sheet }) => [name, sheet.country, sheet.currency])).toEqual([
      ['USA', 'usa', 'USD'],
      ['Canada', 'canada', 'CAD'],
    ]);
    expect(sheets[0]!.sheet.living.checked).toBe('2026-10-01');
  });

  it('fill the proof of funds’ amounts in, as the page’s language writes money', async () => {
    const { proofOfFunds } = await costSheet('usa', 'en');
    expect(proofOfFunds.note).toBe(
      `At least ${formatMoneyRange('USD', 'en-IN', 14000, 14000)} a year, about ${formatMoneyRange('USD', 'en-IN', 1167, 1167)} a month.`,
    );
  });

  it('read their labels in the page’s language', async () => {
    expect((await costSheet('usa', 'hi')).living.major.label).toBe('बड़ा शहर');
    expect((await costSheet('canada', 'hi')).living.major.label).toBe('Major city');
  });

  it('give a country page its table’s rows', async () => {
    expect((await costRows('usa', 'en')).map((row) => row.id)).toEqual(expect.arrayContaining(['public', 'living', 'visa']));
    const row = await costRow('canada', 'public', 'en');
    expect(costRangeEnds(row, 'en')).toEqual(['CAD 20,000', '40,000']);
  });

  it('fail the build naming the destination without a sheet', async () => {
    await useContent({ 'country-costs/canada.json': null });
    await expect(costSheets('en')).rejects.toThrow('Canada needs exactly one cost sheet in src/content/country-costs/ (found 0)');
  });
});

describe('the planning tools’ data', () => {
  it('the rates every rupee figure is converted with, and the CGPA rule, dated', async () => {
    expect((await exchangeRates()).rupeesPer.USD).toBe(80);
    expect(await cgpaRule()).toEqual({ scale: 10, multiplier: 9.5, source: 'CBSE: the CGPA multiplied by 9.5', checked: '2026-10-01' });
  });

  it('fail the build naming a missing rates entry or rule', async () => {
    await useContent({ 'exchange-rates/rates.json': {}, 'grade-conversions/cgpa.json': null });
    await expect(exchangeRates()).rejects.toThrow('src/content/exchange-rates/rates.json needs its "inr" entry');
    await expect(cgpaRule()).rejects.toThrow('src/content/grade-conversions/cgpa.json is missing');
  });

  it('each partner with a year’s costs in rupees and the marks it admits Indian students with', async () => {
    const [beta, alpha] = await chancesUniversities('en');
    expect(beta).toMatchObject({
      id: 'beta',
      country: 'canada',
      countryName: 'Canada',
      levels: ['Undergraduate', 'Postgraduate'],
      admits: {},
    });
    expect(alpha!.admits.Postgraduate).toMatchObject({ min: 75, max: 90, basis: 'counsellors-estimate', checked: '2026-10-01' });
    const sheet = await costSheet('usa', 'en');
    expect(alpha!.yearlyCost).toEqual(yearlyCost({ min: 30000, max: 45000 }, sheet, (await exchangeRates()).rupeesPer));
  });

  it('each destination’s timeline in the destinations’ order, a destination without exactly one failing the build', async () => {
    const timelines = await applicationTimelines('en');
    expect(timelines.map(({ country, name, intakes }) => [country, name, intakes])).toEqual([
      ['usa', 'USA', ['September']],
      ['canada', 'Canada', ['September', 'January']],
    ]);
    expect(timelines[0]!.steps[0]!.checked).toBe('2026-10-01');
    await useContent({ 'application-timelines/canada.json': null });
    await expect(applicationTimelines('en')).rejects.toThrow(
      'Canada needs exactly one timeline in src/content/application-timelines/ (found 0)',
    );
  });
});
