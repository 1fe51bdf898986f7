import { describe, expect, it } from 'vitest';
import { langCodes, defaultLang } from '~/config/languages';
import { localizedPath, pageAddress, withLocalizedLinks } from '~/lib/i18n/localizedPath';

const other = langCodes.find((code) => code !== defaultLang)!;

describe('a page’s address in a language', () => {
  it('puts every language but English under its code, keeping the query and fragment', () => {
    expect(localizedPath('/contact?purpose=visa#book', other)).toBe(`/${other}/contact?purpose=visa#book`);
    expect(localizedPath('/', other)).toBe(`/${other}`);
    expect(localizedPath('/about', defaultLang)).toBe('/about');
  });

  it('is the same address however often it is asked, and moves a page from one language to another (the switch)', () => {
    expect(localizedPath(localizedPath('/about', other), other)).toBe(`/${other}/about`);
    expect(localizedPath(`/${other}/about?x=1`, defaultLang)).toBe('/about?x=1');
    expect(localizedPath(`/${other}`, defaultLang)).toBe('/');
  });

  it('leaves what is no page of the site alone', () => {
    for (const address of ['https://example.com/about', '//cdn.example.com/x', 'mailto:a@b.in', 'tel:+911', '#main', '']) {
      expect(localizedPath(address, other)).toBe(address);
    }
  });

  it('gives the public address as served, whichever file or language the page was rendered from', () => {
    const site = new URL('https://www.example.in');
    expect(pageAddress('/timeline.html', other, site)).toBe(`https://www.example.in/${other}/timeline`);
    expect(pageAddress(`/${other}/timeline`, defaultLang, site)).toBe('https://www.example.in/timeline');
    expect(pageAddress('/index.html', other, site)).toBe(`https://www.example.in/${other}`);
  });

  it('moves the site links an editor wrote in Markdown, and no other', () => {
    const html =
      '<p>Read our <a href="/refund-policy">Refund Policy</a>, <a title="x" href="/contact?purpose=visa">write</a>, <a href="https://gov.in/">the law</a> or <a href="#terms">below</a>.</p><img src="/og/site.png">';
    expect(withLocalizedLinks(html, other)).toBe(
      `<p>Read our <a href="/${other}/refund-policy">Refund Policy</a>, <a title="x" href="/${other}/contact?purpose=visa">write</a>, <a href="https://gov.in/">the law</a> or <a href="#terms">below</a>.</p><img src="/og/site.png">`,
    );
    expect(withLocalizedLinks(html, defaultLang)).toBe(html);
  });
});
