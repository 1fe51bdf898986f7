/**
 * What pages are made of beyond lists: posts (newest first, in the page's language where translated),
 * the feed, the policies (their facts filled in from the site settings), the menus, the search
 * kinds, the coming-soon pages an entry makes and the admin's choices. Against the fixture site's
 * two posts (the newer translated) and two policies (the privacy policy translated).
 */
import { describe, expect, it } from 'vitest';
import { brand } from '~/config/site';
import { comingSoonPages } from '~/config/comingSoon';
import { adminChoiceLists } from '~/queries/admin';
import { blogCategoryPages, loadBlogCategories, loadBlogFirstScreen, loadBlogPosts, loadBlogSearchData, postHtml } from '~/queries/blog';
import { decodePostIndex } from '~/lib/blog/postIndex';
import { comingSoonPageList } from '~/queries/comingSoon';
import { factsFor } from '~/queries/facts';
import { blogFeed } from '~/queries/feed';
import { dataProtectionNotice, legalPages, policyHtml, policyIn } from '~/queries/legal';
import { callsToAction, navigation } from '~/queries/navigation';
import { searchKind } from '~/queries/search';
import { shareImagePath, shareImagePaths } from '~/queries/shareImages';
import { escapeXml } from '~/lib/seo/ogCard';
import { fixture, markdownFile, useContent } from './content-layer';

const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

describe('blog posts', () => {
  it('are listed newest first, each with its author from the team, its reading time and its category', async () => {
    const posts = await loadBlogPosts('en');
    expect(ids(posts)).toEqual(['newer-tips', 'older-guide']);
    expect(posts[0]).toMatchObject({ lang: 'en', category: 'tips', featured: false, author: { name: 'Rohan Mehta' } });
    expect(posts[0]!.readTime).toBeGreaterThan(0);
  });

  it('are in the page’s language where translated, matched on the English tags, and English where not', async () => {
    const [newer, older] = await loadBlogPosts('hi');
    expect(newer).toMatchObject({ id: 'newer-tips', lang: 'hi', tags: ['money'] });
    expect(newer!.data.title).toBe('विदेश में पहले साल का बजट');
    expect(newer!.data.tags).toEqual(['पैसा']);
    expect(postHtml(newer!)).toBe('<p>किराये से शुरू करें।</p>');
    expect(older).toMatchObject({ id: 'older-guide', lang: 'en' });
    expect(older!.data.title).toBe('Choosing between the USA and Canada');
  });

  it('fail the build naming the post when its author is not in the team', async () => {
    await useContent({
      'blog/unknown-author.md': markdownFile(
        {
          title: 'A post by a stranger to the team',
          excerpt: 'A post whose author is nobody the team file knows, which the build must refuse.',
          category: 'tips',
          image: '../../assets/blog/cover.webp',
          imageAlt: 'A blank page on a desk',
          author: 'nobody',
          date: '2026-01-01',
          tags: ['test'],
          featured: false,
        },
        '<p>Text.</p>',
      ),
    });
    await expect(loadBlogPosts('en')).rejects.toThrow(
      'Blog post src/content/blog/unknown-author.md names "nobody", who is not in src/content/team/team.json',
    );
  });

  it('give /blogs its first screen: the featured posts and each category’s newest, as slim cards', async () => {
    const posts = await loadBlogPosts('hi');
    const screen = await loadBlogFirstScreen(posts, await loadBlogCategories('hi'));
    expect(ids(screen.featured)).toEqual(['older-guide']);
    expect(screen.panels.map(({ category, posts }) => [category.id, ids(posts)])).toEqual([
      ['study-guides', ['older-guide']],
      ['tips', ['newer-tips']],
    ]);
    expect(screen.panels[1]!.posts[0]).toMatchObject({ title: 'विदेश में पहले साल का बजट', date: '2026-06-01', author: 'Rohan Mehta' });
    expect(screen.panels[1]!.posts[0]).not.toHaveProperty('body');
  });

  it('give the explorer every post’s card in one file per language, named by its content', async () => {
    const [english, hindi] = await Promise.all([loadBlogSearchData('en'), loadBlogSearchData('hi')]);
    expect(english.path).toMatch(/^\/blogs\/posts-[0-9a-f]{12}\.json$/);
    expect(hindi.name).not.toBe(english.name);
    expect(decodePostIndex(JSON.parse(hindi.json)).map((card) => card.title)).toEqual([
      'विदेश में पहले साल का बजट',
      'Choosing between the USA and Canada',
    ]);
  });

  it('fail the build naming a post whose text was not rendered', async () => {
    const [post] = await loadBlogPosts('en');
    expect(() => postHtml({ ...post!, rendered: undefined })).toThrow('src/content/blog/newer-tips.md has no rendered text');
  });

  it('have their categories in the tabs’ order, in the page’s language, each with its own page', async () => {
    expect((await loadBlogCategories('hi')).map(({ id, name }) => [id, name])).toEqual([
      ['study-guides', 'Study Guides'],
      ['tips', 'सुझाव और सलाह'],
    ]);
    expect(await blogCategoryPages('en')).toEqual([
      { path: '/blog/category/study-guides', title: 'Study Guides' },
      { path: '/blog/category/tips', title: 'Tips & Advice' },
    ]);
  });

  it('have a share image in each language they are written in', async () => {
    expect((await shareImagePaths('hi')).map(({ params }) => params.id)).toEqual(['newer-tips']);
    expect((await shareImagePaths('en')).map(({ params }) => params.id)).toEqual(['newer-tips', 'older-guide']);
    expect(shareImagePath('newer-tips', 'hi')).toBe('/hi/og/blog/newer-tips.png');
  });

  it('make the feed in the page’s language, each item linking its page in that language', async () => {
    const feed = await (await blogFeed(new URL('https://example.com'), 'hi')).text();
    expect(feed).toContain('<language>hi</language>');
    expect(feed).toContain(`<title>${escapeXml(`${brand.name}: ब्लॉग`)}</title>`);
    expect(feed).toContain('<link>https://example.com/hi/blog/newer-tips</link>');
    expect(feed).toContain('<title>विदेश में पहले साल का बजट</title>');
    expect(feed).toContain('<dc:creator>Rohan Mehta</dc:creator>');
    expect(feed).toContain('<category>सुझाव और सलाह</category>');
  });
});

describe('the policies', () => {
  it('are listed in the editors’ order, ties by title', async () => {
    expect(ids(await legalPages('en'))).toEqual(['privacy-policy', 'data-protection']);
    await useContent({
      'legal/cookie-policy.md': markdownFile(
        {
          title: 'Cookie Policy',
          description: 'Which cookies this website sets, what each is for, and how to refuse the ones it does not need.',
          order: 1,
          lastUpdated: '2026-01-01',
        },
        '<p>Cookies.</p>',
      ),
    });
    expect(ids(await legalPages('en'))).toEqual(['cookie-policy', 'privacy-policy', 'data-protection']);
  });

  it('are in the page’s language where translated, and English, saying so, where not', async () => {
    const [privacy, notice] = await legalPages('hi');
    const translated = await policyIn(privacy!, 'hi');
    expect(translated.lang).toBe('hi');
    expect(translated.entry.data.title).toBe('गोपनीयता नीति');
    const english = await policyIn(notice!, 'hi');
    expect(english.lang).toBe('en');
    expect(english.entry.data.title).toBe('Data Protection Notice');
  });

  it('fill the site settings’ facts into their text, as the page’s language writes them and safe in HTML', async () => {
    const [privacy] = await legalPages('hi');
    const { entry } = await policyIn(privacy!, 'hi');
    expect(policyHtml(entry, 'hi')).toBe(`<p>शिकायत अधिकारी को ${escapeXml(factsFor('hi').headOffice.address)} पर लिखें।</p>`);
  });

  it('give the consent boxes the notice’s address, date and words, in the page’s language where it is translated, and a missing notice fails the build', async () => {
    expect(await dataProtectionNotice('en')).toEqual({
      path: '/data-protection',
      updated: '2026-11-25',
      text: '<p>We are the data fiduciary, at {headOffice.city}.</p>',
    });
    // No Hindi notice in the fixture: the Hindi page links the English one, as it shows it.
    expect(await dataProtectionNotice('hi')).toEqual(await dataProtectionNotice('en'));
    await useContent({ 'legal/data-protection.md': null });
    await expect(dataProtectionNotice('en')).rejects.toThrow('Missing src/content/legal/data-protection.md');
  });
});

describe('the menus and the search kinds', () => {
  it('name the fixed links from the strings and list destinations, services and policies from their collections', async () => {
    const menus = await navigation('hi');
    expect(menus.main[0]).toEqual({ name: 'होम', path: '/' });
    expect(menus.destinations).toEqual([
      { name: 'अमेरिका में पढ़ाई', path: '/destinations/usa' },
      { name: 'Canada में पढ़ाई', path: '/destinations/canada' },
    ]);
    expect(menus.services.map((link) => link.path)).toEqual(['/services/consultation', '/services/application', '/services/visa-support']);
    expect(menus.legal).toEqual([
      { name: 'गोपनीयता नीति', path: '/privacy-policy' },
      { name: 'Data Protection Notice', path: '/data-protection', englishTexts: { name: 'untranslated' } },
    ]);
  });

  it('leave out of the footer’s bottom line the policy Quick Links has', async () => {
    await useContent({
      'legal/refund-policy.md': markdownFile(
        {
          title: 'Refund Policy',
          description: 'When and how we refund the fees you have paid us, package by package and service by service.',
          order: 3,
          lastUpdated: '2026-01-01',
        },
        '<p>Refunds.</p>',
      ),
    });
    const menus = await navigation('en');
    expect(menus.legal.map((link) => link.path)).toContain('/refund-policy');
    expect(menus.footerLegal.map((link) => link.path)).toEqual(['/privacy-policy', '/data-protection']);
  });

  it('word the calls to action the same everywhere', async () => {
    expect((await callsToAction('en')).bookConsultation.label).toBe('Book a free session');
  });

  it('name the kind of a page above its search result, a policy by the policies collection', async () => {
    expect(await searchKind('/destinations/usa', 'en')).toBe('Destination page');
    expect(await searchKind('/privacy-policy', 'en')).toBe('Legal page');
    expect(await searchKind('/no-such-page', 'hi')).toBe('पेज: page');
  });
});

describe('the coming-soon pages', () => {
  it('are the fixed ones and one per entry that links a page of its own, titled from it', async () => {
    const pages = new Map((await comingSoonPageList('en')).map(({ path, title }) => [path, title]));
    expect(pages.size).toBe(comingSoonPages.length + 1 + 2 + 2 + 3 + 2 + 2);
    expect(pages.get('/universities/alpha')).toBe('Alpha University');
    expect(pages.get('/services/language-training/toefl')).toBe('TOEFL Preparation classes');
    expect(pages.get('/events/register/2')).toBe('Sign up: Last year’s intake, looked back on');
    expect(pages.get('/webinars/newer-webinar')).toBe('Writing your SOP');
    expect(pages.get('/mentors/kabir-sen')).toBe('Kabir Sen');
    expect(pages.get('/blog/category/tips')).toBe('Tips & Advice');
    expect(pages.get('/mentors')).toBe('Mentors');
  });

  it('fail the build when two entries claim one page, naming both', async () => {
    const universities = fixture<{ id: string; page?: string }[]>('universities/universities.json');
    await useContent({
      'universities/universities.json': universities.map((u) => (u.id === 'alpha' ? { ...u, page: '/universities/usa' } : u)),
    });
    await expect(comingSoonPageList('en')).rejects.toThrow(
      'Two entries claim the page /universities/usa ("American universities" and "Alpha University")',
    );
  });
});

describe('the admin’s choices', () => {
  it('are the entries it offers where a schema refers to another collection, in order, and each area’s English words', async () => {
    const choices = await adminChoiceLists();
    expect(ids(choices.destinations)).toEqual(['usa', 'canada']);
    expect(choices.services.map((s) => s.title)).toEqual(['Consultation', 'Application Support', 'Visa Support']);
    expect(choices.pages.map((page) => page.id)).toEqual(['about', 'contact']);
    expect(choices.strings.map((area) => area.area)).toEqual([
      'blog',
      'booking',
      'comingSoon',
      'common',
      'community',
      'consent',
      'layout',
      'navigation',
      'search',
      'services',
      'site',
      'universities',
    ]);
  });
});
