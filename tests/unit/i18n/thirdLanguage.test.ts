/**
 * A language is a config entry plus translation files: in a temporary copy of the site, Punjabi is
 * added to src/config/languages.ts, its words files (strings/pa/, here the English ones as a
 * translator starts them) and one page's copy translated, with no code changed. A small build of a
 * few routes then has /pa/ pages that say their language, fall back to English marked English where
 * nothing is translated, and are named as twins by every language's pages and the sitemap.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtProjectCopy, type makeProjectCopy } from '../../../support/project-copy.mjs';

type Copy = Awaited<ReturnType<typeof makeProjectCopy>>;

/** Punjabi as its entry in src/config/languages.ts names it: its own name, locale, script, hours and short numbers. */
const punjabi = `  pa: { name: 'ਪੰਜਾਬੀ', locale: 'pa-IN', ogLocale: 'pa_IN', script: 'Gurmukhi', hours: { weekday: 'long', clock: { hourCycle: 'h12' } }, shortNumbers: { locale: 'pa-IN', display: 'long' } },\n`;
/** The services page's heading, translated. */
const title = 'ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ';

describe('a third language, added with a config entry and translation files only', { timeout: 600_000 }, () => {
  let copy: Copy;
  let built: { code: number | null; output: string };
  const read = (path: string) => readFile(join(copy.root, 'dist', path), 'utf8');

  beforeAll(async () => {
    ({ copy, built } = await builtProjectCopy('third-language-', async (copy) => {
      await copy.keepOnlyPages(['[...lang]/about.astro', '[...lang]/services/index.astro', '[...lang]/404.astro']);
      const config = join(copy.root, 'src/config/languages.ts');
      const source = await readFile(config, 'utf8');
      // The new entry goes last in the languages object, however the entries before it are laid out.
      const end = /^\} as const/m.exec(source);
      expect(end, 'the end of the languages object in src/config/languages.ts').not.toBeNull();
      await writeFile(config, source.replace(end![0], punjabi + end![0]));
      const content = join(copy.root, 'src/content');
      await cp(join(content, 'strings/en'), join(content, 'strings/pa'), { recursive: true });
      const page = JSON.parse(await readFile(join(content, 'pages/services.json'), 'utf8')) as { hero: { title: string } };
      await mkdir(join(content, 'pages/pa'));
      await writeFile(join(content, 'pages/pa/services.json'), `${JSON.stringify({ ...page, hero: { ...page.hero, title } }, null, 2)}\n`);
    }));
  }, 600_000);

  afterAll(async () => {
    await copy?.remove();
  });

  it('builds', () => {
    expect(built.code, built.output.slice(-3000)).toBe(0);
  });

  it('has each page under /pa/, saying its language, with what is translated', async () => {
    const services = await read('pa/services.html');
    expect(services).toMatch(/<html lang="pa">/);
    expect(services).toMatch(new RegExp(`<h1[^>]*>\\s*${title}\\s*</h1>`));
    expect(await read('pa/about.html')).toMatch(/<html lang="pa">/);
    expect(await read('pa/404.html')).toMatch(/<html lang="pa">/);
  });

  it('shows in English, marked English, what has no translation yet', async () => {
    // The about page's copy and the services' cards have no Punjabi file.
    expect(await read('pa/about.html')).toMatch(/<h1[^>]*lang="en"/);
    expect(await read('pa/services.html')).toMatch(/<h3[^>]*lang="en"[^>]*data-untranslated/);
  });

  it('is named as a twin by every language’s pages and their language switch, links its own pages, and is in the sitemap', async () => {
    for (const path of ['about.html', 'hi/about.html', 'pa/about.html']) {
      expect(await read(path), path).toMatch(/<link rel="alternate" hreflang="pa" href="[^"]*\/pa\/about">/);
    }
    expect(await read('pa/about.html')).toMatch(/href="\/pa\/services"/);
    // The language switch of an English page offers the page in Punjabi, named in its own script.
    expect(await read('about.html')).toMatch(/<a href="\/pa\/about" hreflang="pa" lang="pa"[^>]*>\s*ਪੰਜਾਬੀ\s*<\/a>/);
    const sitemap = await read('sitemap-0.xml');
    expect(sitemap).toMatch(/<loc>[^<]*\/pa\/about<\/loc>/);
    expect(sitemap).toMatch(/hreflang="pa" href="[^"]*\/pa\/services"/);
  });
});
