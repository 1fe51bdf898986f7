/**
 * The middleware every page renders through (src/middleware.ts): it gives the page its route's
 * language, and afterwards marks on a page in another language the English texts the content keeps
 * (noting on the page when one is not translated yet), and keeps codes such as F-1 on one line.
 * Pages are stand-ins; the English texts come from the fixture site, read through the real queries.
 */
import type { APIContext, MiddlewareNext } from 'astro';
import { describe, expect, it } from 'vitest';
import { onRequest } from '~/middleware';
import { partsNoteAttribute } from '~/lib/i18n/englishParts';

const note = `<div ${partsNoteAttribute} hidden class="note"><p>Parts of this page are in English.</p></div>`;
const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>F-1</title></head><body>${note}${body}</body></html>`;

/** Renders a stand-in page at a route of `locale` through the middleware: what the route answers, and the language it was given. */
async function render(locale: string | undefined, body: string, type = 'text/html') {
  const locals = {} as App.Locals;
  const next: MiddlewareNext = async () => new Response(type === 'text/html' ? page(locals.lang, body) : body, { headers: { 'content-type': type } });
  const response = (await onRequest({ currentLocale: locale, locals } as APIContext, next)) as Response;
  return { lang: locals.lang, html: await response.text(), type: response.headers.get('content-type') };
}

describe('the middleware', () => {
  it('gives each page its route’s language, English where the route has none', async () => {
    expect((await render('hi', '')).lang).toBe('hi');
    expect((await render('en', '')).lang).toBe('en');
    expect((await render(undefined, '')).lang).toBe('en');
  });

  it('keeps codes on one line on every page, and leaves an English page’s words as they are', async () => {
    const { html } = await render('en', '<h2>Application Support</h2><p>Your F-1 visa</p>');
    expect(html).toContain('<h2>Application Support</h2>');
    expect(html).toContain('<p>Your <span class="contents whitespace-nowrap">F-1</span> visa</p>');
    // An English page has nothing in another language to mark: its note stays hidden.
    expect(html).toContain(note);
  });

  it('marks on a page in another language a text not translated yet, and shows the page’s note', async () => {
    const { html } = await render('hi', '<h2>Application Support</h2><p>परामर्श<br>Application Support</p>');
    expect(html).toContain('<h2 lang="en">Application Support</h2>');
    expect(html).toContain('<p>परामर्श<br><span lang="en">Application Support</span></p>');
    expect(html).toContain(`<div ${partsNoteAttribute} class="note">`);
  });

  it('marks a text left in English on purpose without the note', async () => {
    const { html } = await render('hi', '<h3>Alpha University</h3><p>परामर्श</p>');
    expect(html).toContain('<h3 lang="en">Alpha University</h3>');
    expect(html).not.toContain(partsNoteAttribute);
  });

  it('passes anything but a page through untouched', async () => {
    const json = '{"name":"Application Support","visa":"F-1"}';
    expect(await render('hi', json, 'application/json')).toMatchObject({ html: json, type: 'application/json' });
  });
});
