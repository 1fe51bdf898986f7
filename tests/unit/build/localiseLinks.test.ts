import { describe, expect, it } from 'vitest';
import { addressIn, localiseLinks } from '~/build/localiseLinks';

const twins = new Set(['/hi', '/hi/about', '/hi/contact', '/hi/blog/visa']);
const hasTwin = (path: string) => twins.has(path);

describe('links of a page in another language', () => {
  it('move an address to the twin page, its query and fragment kept', () => {
    expect(addressIn('/about', 'hi', hasTwin)).toBe('/hi/about');
    expect(addressIn('/', 'hi', hasTwin)).toBe('/hi');
    expect(addressIn('/contact?purpose=visa#form', 'hi', hasTwin)).toBe('/hi/contact?purpose=visa#form');
    expect(addressIn('/#main', 'hi', hasTwin)).toBe('/hi#main');
  });

  it('leave an address without a twin, another site or a fragment alone', () => {
    expect(addressIn('/rss.xml', 'hi', hasTwin)).toBe('/rss.xml');
    expect(addressIn('/_astro/a.webp', 'hi', hasTwin)).toBe('/_astro/a.webp');
    expect(addressIn('//cdn.example/x', 'hi', hasTwin)).toBe('//cdn.example/x');
    expect(addressIn('https://example.com/about', 'hi', hasTwin)).toBe('https://example.com/about');
    expect(addressIn('#main', 'hi', hasTwin)).toBe('#main');
  });

  it('rewrite links, forms and island props, but not the language switch or alternates', () => {
    const html = [
      '<a class="x" href="/about">About</a>',
      '<form action="/contact?a=1&amp;b=2" method="get">',
      '<a href="/about" data-lang-link hreflang="en">English</a>',
      '<link rel="alternate" hreflang="en" href="/about">',
      '<img src="/_astro/a.webp" alt="">',
      '<astro-island uid="1" props="{&quot;href&quot;:[0,&quot;/blog/visa&quot;],&quot;page&quot;:[0,&quot;/blogs&quot;],&quot;n&quot;:[0,2]}"></astro-island>',
    ].join('');
    expect(localiseLinks(html, 'hi', hasTwin)).toBe(
      [
        '<a class="x" href="/hi/about">About</a>',
        '<form action="/hi/contact?a=1&amp;b=2" method="get">',
        '<a href="/about" data-lang-link hreflang="en">English</a>',
        '<link rel="alternate" hreflang="en" href="/about">',
        '<img src="/_astro/a.webp" alt="">',
        '<astro-island uid="1" props="{&quot;href&quot;:[0,&quot;/hi/blog/visa&quot;],&quot;page&quot;:[0,&quot;/blogs&quot;],&quot;n&quot;:[0,2]}"></astro-island>',
      ].join(''),
    );
  });

  it("leave an island's words alone, a word that reads like an address (the search's key \"/\") included", () => {
    const html =
      '<astro-island uid="2" props="{&quot;s&quot;:[0,{&quot;key.slash&quot;:[0,&quot;/&quot;],&quot;hint&quot;:[0,&quot;Press {slash} &amp; &#39;go&#39; &lt;now&gt;&quot;]}],&quot;items&quot;:[1,[[0,{&quot;href&quot;:[0,&quot;/about&quot;]}]]],&quot;home&quot;:[0,&quot;/&quot;]}"></astro-island>';
    expect(localiseLinks(html, 'hi', hasTwin)).toBe(
      '<astro-island uid="2" props="{&quot;s&quot;:[0,{&quot;key.slash&quot;:[0,&quot;/&quot;],&quot;hint&quot;:[0,&quot;Press {slash} &amp; &#39;go&#39; &lt;now&gt;&quot;]}],&quot;items&quot;:[1,[[0,{&quot;href&quot;:[0,&quot;/hi/about&quot;]}]]],&quot;home&quot;:[0,&quot;/hi&quot;]}"></astro-island>',
    );
  });
});
