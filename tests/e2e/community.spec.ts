import { expect, test, type Page } from '@playwright/test';
import { day, pageCopy, shown, stringsOf } from './expected';
import { brand } from '../../src/config/site';
import { localeOf } from '../../src/config/languages';
import { pageTitle } from '../../src/lib/seo/pageTitle';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { copyParts, fillIn, plural } from '../../src/lib/text/placeholders';

/** The community page's own words: its hero and section headings. */
const copy = pageCopy('community');
/** The words of its tabs, cards and mentors (src/content/strings/en/community.json). */
const s = stringsOf('community');
const { communityBenefits, events, mentors, recordings } = shown();
/** The events the page lists: those whose day had not ended when the site was built. */
const upcomingEvents = events.filter((event) => shown().upcomingEvents.includes(event.id));
/** Community dates as the site prints them ("Sat, 5 December 2026"), read as calendar days. */
const communityDate = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(day(date)),
  );
/** A string as a whole-name pattern, each {name} in it standing for any text ("Register for {title}" → /^Register for .+$/). */
const anyFilling = (text: string) =>
  new RegExp(
    `^${copyParts(text)
      .map((part) => ('text' in part ? escapeRegExp(part.text) : '.+'))
      .join('')}$`,
  );
const region = (page: Page, section: string) => page.getByRole('region', { name: copy.sections[section]!.title, exact: true });

async function openCommunity(page: Page) {
  await page.goto('/community');
  const island = page.locator('astro-island[component-url*="CommunityTabs"]');
  await expect(island).not.toHaveAttribute('ssr');
}

const upcomingTab = (page: Page) => page.getByRole('tab', { name: s['tabs.upcoming'] });
const pastTab = (page: Page) => page.getByRole('tab', { name: s['tabs.past'] });
const upcomingPanel = (page: Page) => page.getByRole('tabpanel', { name: s['tabs.upcoming'] });
const pastPanel = (page: Page) => page.getByRole('tabpanel', { name: s['tabs.past'] });
const registerLinks = (page: Page) => page.getByRole('link', { name: anyFilling(s['event.registerFor']!) });
const watchLinks = (page: Page) => page.getByRole('link', { name: anyFilling(s['recording.watchTitle']!) });

test.describe('community page', () => {
  test('shows benefits, events and mentorship sections', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    await expect(region(page, 'benefits').getByRole('heading', { level: 3 })).toHaveText(communityBenefits.map((benefit) => benefit.title));
    await expect(region(page, 'events')).toBeVisible();
    await expect(region(page, 'mentorship')).toBeVisible();
  });

  test('Upcoming Events is the default tab, with every event’s details and registration link', async ({ page }) => {
    await openCommunity(page);
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(upcomingTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(pastTab(page)).toHaveAttribute('aria-selected', 'false');
    const panel = upcomingPanel(page);
    await expect(panel).toBeVisible();
    await expect(pastPanel(page)).toBeHidden();

    await expect(registerLinks(page)).toHaveCount(upcomingEvents.length);
    // None left: the tab says so.
    await expect(panel.getByText(s['events.none']!, { exact: true })).toHaveCount(upcomingEvents.length ? 0 : 1);
    for (const event of upcomingEvents) {
      await expect(panel.locator(`a[href="/events/register/${event.id}"]`)).toHaveText(s['event.register']!);
      const card = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: event.title, exact: true }) });
      await expect(card).toContainText(s[`type.${event.type}`]!);
      await expect(card).toContainText(communityDate(event.date));
      await expect(card).toContainText(event.time);
      const { host } = event;
      await expect(card).toContainText(host.name);
      await expect(card).toContainText(host.title);
      await expect(card.getByText(s['event.featured']!, { exact: true })).toHaveCount(event.featured ? 1 : 0);
      await expect(card.locator('img')).toHaveAttribute('src', /\.(webp|avif)/);
    }
    // Soonest first.
    const soonestFirst = [...upcomingEvents].sort((a, b) => a.date.localeCompare(b.date)).map((event) => event.title);
    await expect(panel.getByRole('heading', { level: 4 })).toHaveText(soonestFirst);
    await expect(panel.getByRole('link', { name: s['events.all'] })).toHaveAttribute('href', '/events/all');
    await expect(watchLinks(page)).toHaveCount(0); // the other panel is hidden
  });

  test('Past Recordings shows each recording with its watch link, by mouse', async ({ page }) => {
    await openCommunity(page);
    await pastTab(page).click();
    await expect(pastTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(upcomingTab(page)).toHaveAttribute('aria-selected', 'false');
    const panel = pastPanel(page);
    await expect(panel).toBeVisible();
    await expect(registerLinks(page)).toHaveCount(0);
    await expect(watchLinks(page)).toHaveCount(recordings.length);
    for (const recording of recordings) {
      const card = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: recording.title, exact: true }) });
      await expect(card).toContainText(s[`type.${recording.type}`]!);
      await expect(card).toContainText(communityDate(recording.date));
      await expect(card).toContainText(
        plural(s, 'recording.views', recording.views, localeOf('en'), { count: recording.views.toLocaleString('en-US') }),
      );
      await expect(card.getByRole('link', { name: fillIn(s['recording.watchTitle']!, { title: recording.title }) })).toHaveAttribute(
        'href',
        `/webinars/${recording.id}`,
      );
    }
    await expect(panel.getByRole('link', { name: s['recordings.all'] })).toHaveAttribute('href', '/webinars/all');
    await upcomingTab(page).click();
    await expect(registerLinks(page)).toHaveCount(upcomingEvents.length);
  });

  test('tabs work from the keyboard with a roving tab stop', async ({ page }) => {
    await openCommunity(page);
    await expect(upcomingTab(page)).toHaveAttribute('tabindex', '0');
    await expect(pastTab(page)).toHaveAttribute('tabindex', '-1');
    await upcomingTab(page).focus();

    await page.keyboard.press('ArrowRight');
    await expect(pastTab(page)).toBeFocused();
    await expect(pastTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(pastTab(page)).toHaveAttribute('tabindex', '0');
    await expect(upcomingTab(page)).toHaveAttribute('tabindex', '-1');
    await expect(pastPanel(page)).toBeVisible();

    await page.keyboard.press('ArrowRight'); // wraps
    await expect(upcomingTab(page)).toBeFocused();
    await expect(upcomingTab(page)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft'); // wraps back
    await expect(pastTab(page)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(upcomingTab(page)).toBeFocused();
    await expect(upcomingTab(page)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(pastTab(page)).toBeFocused();
    await expect(pastTab(page)).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(pastPanel(page)).toBeFocused();
  });

  test('mentors with university, program, expertise, availability and their links', async ({ page }) => {
    await page.goto('/community');
    const section = region(page, 'mentorship');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(mentors.map((mentor) => mentor.name));
    for (const mentor of mentors) {
      const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: mentor.name }) });
      await expect(card).toContainText(mentor.university);
      await expect(card).toContainText(mentor.programme);
      await expect(
        card.getByRole('list', { name: fillIn(s['mentor.expertise']!, { name: mentor.name }) }).getByRole('listitem'),
      ).toHaveText(mentor.expertise);
      await expect(card).toContainText(mentor.availability);
      await expect(card.getByRole('img', { name: fillIn(stringsOf('stories').portrait!, { name: mentor.name }) })).toBeVisible();
      await expect(card.getByRole('link', { name: fillIn(s['mentor.profileOf']!, { name: mentor.name }) })).toHaveAttribute(
        'href',
        `/mentors/${mentor.id}`,
      );
    }
    await expect(section.getByRole('link', { name: s['mentors.all'] })).toHaveAttribute('href', '/mentors');
    await expect(section.getByRole('link', { name: s['mentors.apply'] })).toHaveAttribute('href', '/mentorship/apply');
  });

  test('the pages an entry makes are titled from their entry', async ({ page }) => {
    const [event, recording, mentor] = [events[0]!, recordings[0]!, mentors[0]!];
    await page.goto(`/events/register/${event.id}`);
    const comingSoon = stringsOf('comingSoon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fillIn(comingSoon.eventTitle!, { title: event.title }));
    await expect(page.getByText(comingSoon.badge!)).toBeVisible();
    await page.goto(`/webinars/${recording.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(recording.title);
    await page.goto(`/mentors/${mentor.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mentor.name);
    await expect(page).toHaveTitle(pageTitle(mentor.name, brand.name, shown().brand.tagline, brand.shortName));
  });
});

test.describe('community page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both panels are in the page and visible, one after the other', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('heading', { name: s['tabs.upcoming'], level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: s['tabs.past'], level: 3 })).toBeVisible();
    await expect(registerLinks(page)).toHaveCount(upcomingEvents.length);
    await expect(watchLinks(page)).toHaveCount(recordings.length);
    for (const link of await registerLinks(page).all()) await expect(link).toBeVisible();
    for (const link of await watchLinks(page).all()) await expect(link).toBeVisible();
    await expect(page.getByRole('tablist')).toBeHidden();
  });
});
