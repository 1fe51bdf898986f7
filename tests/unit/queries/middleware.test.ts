/**
 * The middleware every page renders through (src/middleware.ts): it gives the page its route's
 * language and keeps codes such as F-1 on one line. Pages are stand-ins.
 */
import type { APIContext, MiddlewareNext } from 'astro';
import { describe, expect, it } from 'vitest';
import { onRequest } from '~/middleware';

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>F-1</title></head><body>${body}</body></html>`;

/** Renders a stand-in page at `path` through the middleware: what the route answers, and the language it was given. */
async function render(path: string, body: string, type = 'text/html') {
  const locals = {} as App.Locals;
  const next: MiddlewareNext = async () =>
    new Response(type === 'text/html' ? page(locals.lang, body) : body, { headers: { 'content-type': type } });
  const response = (await onRequest({ url: new URL(path, 'https://example.com'), locals } as APIContext, next)) as Response;
  return { lang: locals.lang, html: await response.text(), type: response.headers.get('content-type') };
}

describe('the middleware', () => {
  it('gives each page its route’s language, English where the route names none', async () => {
    expect((await render('/hi/about', '')).lang).toBe('hi');
    expect((await render('/hi', '')).lang).toBe('hi');
    expect((await render('/about', '')).lang).toBe('en');
    expect((await render('/history', '')).lang).toBe('en');
  });

  it('keeps codes on one line and leaves the words as they are, in every language', async () => {
    const { html } = await render('/about', '<h2>Application Support</h2><p>Your F-1 visa</p>');
    expect(html).toContain('<h2>Application Support</h2>');
    expect(html).toContain('<p>Your <span class="contents whitespace-nowrap">F-1</span> visa</p>');
    const hindi = await render('/hi/about', '<p>परामर्श<br>Application Support</p>');
    expect(hindi.html).toContain('<p>परामर्श<br>Application Support</p>');
  });

  it('passes anything but a page through untouched', async () => {
    const json = '{"name":"Application Support","visa":"F-1"}';
    expect(await render('/hi/universities.json', json, 'application/json')).toMatchObject({ html: json, type: 'application/json' });
  });
});
