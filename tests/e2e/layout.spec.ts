import { expect, test, type Locator, type Page } from '@playwright/test';
import { addressLine, brand, chat as chatSettings, social } from '../../src/config/site';
import { mainNav } from '../../src/config/navigation';
import { fillIn } from '../../src/lib/text/placeholders';
import { headingOf, stringsOf } from './expected';
import { comingSoonPaths, headerPaths } from './site-map';
import { animationsDone, settle } from './audit-support';
import { languageCodes } from '../../src/config/languages';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';

/** The header's and footer's words (src/content/strings/en/layout.json) and the menus' (navigation.json). */
const s = stringsOf('layout');
const navWords = stringsOf('navigation');
/** The header link to a path, named as the navigation strings name it ("About Us" for /about). */
const linkName = (path: string) => navWords[`main.${mainNav.find((link) => link.path === path)!.key}`];

test.describe('header', () => {
  test('lists the eight links in order and marks the current page', async ({ page }) => {
    await page.goto('/universities');
    const nav = page.getByRole('navigation', { name: s['nav.main'] });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(headerPaths.map(linkName));
    for (const href of headerPaths) {
      await expect(nav.getByRole('link', { name: linkName(href), exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: linkName('/universities') })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  for (const lang of languageCodes.codes) {
    test(`at 1280 px, the narrowest row of links, each link's name is on one line, the current one too (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(pathInLanguage('/contact', lang, languageCodes));
      const nav = page.getByRole('navigation', { name: stringsOf('layout', lang)['nav.main'] });
      const lines = await nav.getByRole('link').evaluateAll((links) =>
        links.map((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          return `${link.textContent?.trim()}: ${new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size}`;
        }),
      );
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.filter((line) => !line.endsWith(': 1'))).toEqual([]);
    });
  }

  test('a nested page highlights its section', async ({ page }) => {
    await page.goto('/destinations/canada');
    const nav = page.getByRole('navigation', { name: s['nav.main'] });
    await expect(nav.getByRole('link', { name: linkName('/destinations') })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: linkName('/') })).not.toHaveAttribute('aria-current', 'page');
  });

  test('on the home page Home is the current page, highlighted like any current link', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: s['nav.main'] });
    const look = (name: string) =>
      nav.getByRole('link', { name, exact: true }).evaluate((el) => {
        const style = getComputedStyle(el);
        return { color: style.color, background: style.backgroundColor, weight: style.fontWeight };
      });
    await page.goto('/about');
    const current = await look(linkName('/about'));
    const other = await look(linkName('/'));
    expect(current).not.toEqual(other);

    await page.goto('/');
    await expect(nav.getByRole('link', { name: linkName('/'), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    expect(await look(linkName('/'))).toEqual(current);
  });

  test('is transparent at the top and solid white past 50 px', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
  });

  test('a skip link jumps to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: s.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await skip.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('focus ring', () => {
  /** A colour's contrast with another, by the WCAG formula. */
  const contrast = (a: number[], b: number[]) => {
    const luminance = (rgb: number[]) =>
      rgb
        .map((v) => v / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };
  /** The focused control's ring, and the colour of the page behind it (its nearest opaque background). */
  const ringOf = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement!;
      // Any CSS colour (a mix computes to `color(srgb …)`) as the red, green, blue and alpha a canvas paints.
      const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const rgba = (colour: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = colour;
        canvas.fillRect(0, 0, 1, 1);
        return [...canvas.getImageData(0, 0, 1, 1).data];
      };
      let behind = el.parentElement;
      while (behind && rgba(getComputedStyle(behind).backgroundColor)[3] === 0) behind = behind.parentElement;
      const style = getComputedStyle(el);
      return {
        width: parseFloat(style.outlineWidth),
        ring: rgba(style.outlineColor).slice(0, 3),
        behind: rgba(behind ? getComputedStyle(behind).backgroundColor : 'white').slice(0, 3),
      };
    });
  const tabTo = async (page: Page, control: Locator) => {
    for (let i = 0; i < 100 && !(await control.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    await animationsDone(page);
  };

  for (const lang of languageCodes.codes) {
    test(`a control reached with Tab wears a ring 2 px or wider, 3:1 against the white header and the navy footer (${lang})`, async ({
      page,
    }) => {
      const words = stringsOf('layout', lang);
      await page.goto(pathInLanguage('/about', lang, languageCodes));
      // Past 50 px the header is solid white.
      await page.evaluate(() => window.scrollTo(0, 60));
      await expect.poll(() => page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
      const controls = [
        page.getByRole('navigation', { name: words['nav.main'] }).getByRole('link').first(),
        page.getByRole('contentinfo').getByRole('link').first(),
      ];
      for (const control of controls) {
        await tabTo(page, control);
        const { width, ring, behind } = await ringOf(page);
        const where = `${await control.textContent()} on rgb(${behind})`;
        expect(width, where).toBeGreaterThanOrEqual(2);
        expect(contrast(ring, behind), where).toBeGreaterThanOrEqual(3);
      }
    });
  }
});

test.describe('footer', () => {
  test('gives the contact details, social links, three link columns and legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href^="tel:+"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer).toContainText(addressLine);
    // Each network of src/config/site.ts, named as the footer's strings name it, opens in a new tab.
    for (const network of social) {
      const link = footer.getByRole('link', { name: fillIn(s['footer.social'], { brand: brand.shortName, network: network.name }) });
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    for (const column of [s['footer.destinations'], s['footer.services'], s['footer.quickLinks']]) {
      await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
      await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    }
    // The policies by their own titles (src/content/legal/*.md).
    await expect(footer.getByRole('link', { name: headingOf('/privacy-policy') })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: headingOf('/terms-of-service') })).toHaveAttribute('href', '/terms-of-service');
    await expect(footer).toContainText(fillIn(s['footer.copyright'], { year: new Date().getFullYear(), brand: brand.name }));
    await expect(footer).toContainText(s['footer.designedBy']);
  });

  for (const lang of languageCodes.codes) {
    test(`the last row's links (the policies, the designer) each keep their name on one line, from phone to desktop (${lang})`, async ({
      page,
    }) => {
      await page.goto(pathInLanguage('/privacy-policy', lang, languageCodes));
      for (const width of [360, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        // Links of words outside the link columns: not the logo or the social icons.
        const lines = await page
          .getByRole('contentinfo')
          .getByRole('link')
          .evaluateAll((links) =>
            links
              .filter((link) => !link.closest('nav') && !link.querySelector('svg, img'))
              .map((link) => {
                const range = document.createRange();
                range.selectNodeContents(link);
                return `${link.textContent?.trim()}: ${new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size}`;
              }),
          );
        expect(lines.length).toBeGreaterThan(0);
        expect(
          lines.filter((line) => !line.endsWith(': 1')),
          `at ${width} px`,
        ).toEqual([]);
      }
    });
  }
});

test.describe('scroll-to-top button', () => {
  test('appears past 300 px, sits 24 px from the bottom and scrolls to the top', async ({ page }) => {
    await page.goto('/privacy-policy');
    const button = page.getByRole('button', { name: s.scrollToTop });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 280));
    await page.waitForTimeout(100);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 320));
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    const viewport = page.viewportSize()!;
    expect(Math.round(viewport.height - (box!.y + box!.height))).toBe(24);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('chat button', () => {
  test('opens a WhatsApp chat with the company phone and a message about services, in a new tab', async ({ page }) => {
    await page.goto('/');
    const chat = page.getByRole('link', { name: s['chat.label'] });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.host).toBe('wa.me');
    const phone = (await page.getByRole('contentinfo').locator('a[href^="tel:"]').getAttribute('href'))!;
    expect(href.pathname).toBe('/' + phone.replace(/\D/g, ''));
    // The message of src/config/site.ts, written in src/content/strings/en/site.json.
    expect(href.searchParams.get('text')).toBe(chatSettings.message);
  });

  test('is a working link before any script loads, and hydrates only when the visitor reaches for it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const reach of ['hover', 'focus'] as const) {
      scripts.length = 0;
      await page.goto('/about');
      await settle(page, { hydrated: false });
      const chat = page.getByRole('link', { name: s['chat.label'] });
      const island = page.locator('astro-island', { has: chat });
      const code = (await island.getAttribute('component-url'))!;
      await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\//);
      expect(scripts, 'the chat button loads no code before the visitor reaches for it').not.toContain(code);
      await expect(island).toHaveAttribute('ssr');

      await chat[reach]();
      await expect.poll(() => scripts, { message: `a ${reach} loads the chat button's code` }).toContain(code);
      await expect(island).not.toHaveAttribute('ssr');
      await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    }
  });

  test('animates in about one second after load', async ({ page }) => {
    await page.goto('/about');
    const chat = page.getByRole('link', { name: s['chat.label'] });
    const animation = await chat.evaluate((el) => {
      const style = getComputedStyle(el);
      return { delay: style.animationDelay, name: style.animationName, transition: style.transitionDuration };
    });
    expect(animation.delay).toBe('1s');
    expect(animation.name).not.toBe('none');
    expect(animation.transition).toContain('0.2s');
  });
});

test.describe('sitemap', () => {
  test('the sitemap lists public pages but not the 404 or coming-soon pages', async ({ request }) => {
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemapUrl = new URL(index.match(/<loc>([^<]+)<\/loc>/)![1]);
    const sitemap = await (await request.get(sitemapUrl.pathname)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const p of ['/', '/about', '/contact', '/destinations/usa', '/services/visa-support', '/privacy-policy']) {
      expect(paths).toContain(p);
    }
    for (const p of ['/404', ...comingSoonPaths]) {
      expect(paths).not.toContain(p);
    }
  });
});

test('a page states its language and asks for large share cards', async ({ page }) => {
  // Canonical links, descriptions and share images are checked on every page by built-pages.spec.ts.
  await page.goto('/services/visa-support');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
