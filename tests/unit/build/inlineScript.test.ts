import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScript, inlineStyle } from '~/build/inlineScript';

describe('inline scripts under the Content Security Policy', () => {
  it('allow exactly the code they return, by its SHA-256 hash', () => {
    const hashes: string[] = [];
    const code = "document.documentElement.dataset.ready=''";
    expect(inlineScript({ csp: { insertScriptHash: (hash) => hashes.push(hash) } }, code)).toBe(code);
    expect(hashes).toEqual([`sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`]);
  });

  it('return the code unchanged where the page has no policy (the dev server)', () => {
    expect(inlineScript({}, 'void 0')).toBe('void 0');
  });

  it('allow an inline style the same way, by its hash among the style hashes', () => {
    const hashes: string[] = [];
    const css = '@font-face{font-family:A;src:url(/a.woff2)}';
    expect(inlineStyle({ csp: { insertStyleHash: (hash) => hashes.push(hash) } }, css)).toBe(css);
    expect(hashes).toEqual([`sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`]);
    expect(inlineStyle({}, css)).toBe(css);
  });
});
