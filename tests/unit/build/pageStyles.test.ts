import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { cssCandidates, cssVocabulary, relevantCandidates, usedCss } from '~/build/usedCss';
import { workerPool } from '~/build/workerPool';
import type { TrimCssTask } from '~/build/trimCssWorker';
import { pageScripts, scriptEntries } from '~/build/pageScripts';
import { inlineStylesheets, linkedStylesheets, styleHash } from '~/build/inlineStyles';

// Rules in the shape Tailwind 4 writes them.
const css = [
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.hover\\:bg-\\[\\#0b6e3a\\]:hover{background-color:#0b6e3a}',
  '.aria-\\[current\\=page\\]\\:font-semibold[aria-current=page]{font-weight:600}',
  '.group-data-\\[open\\=true\\]\\/header\\:block:is(:where(.group\\/header)[data-open=true] *){display:block}',
  '[hidden]:where(:not([hidden=until-found])){display:none!important}',
  '.prose :where(p):not(:where([class~=not-prose],[class~=not-prose] *)){margin-top:1.25em}',
  '.space-y-4>:not(:last-child){margin-bottom:1rem}',
  'a[href^="tel:"]{white-space:nowrap}',
  '[class*=shadow-]{isolation:isolate}',
  ".after\\:content-\\[\\'\\:_\\'\\]:after{content:': '}",
  ':focus-visible{outline-width:3px}',
  '.ring\\:focus:focus-visible{outline-color:red}',
  '.animate-spin{animation:spin 1s linear infinite}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@keyframes ping{75%{transform:scale(2)}}',
].join('\n');

const keep = async (markup: string) => usedCss(css, cssCandidates(markup));

describe('cssCandidates', () => {
  it('reads whole Tailwind candidates and their word parts', () => {
    const found = cssCandidates('<a class="hover:bg-[#0b6e3a] aria-[current=page]:font-semibold" aria-current="page">');
    for (const name of ['hover:bg-[#0b6e3a]', 'aria-[current=page]:font-semibold', 'aria-current', 'page']) expect(found).toContain(name);
  });
  it('reads a quoted arbitrary value whole, in markup (its quotes escaped) and in script', () => {
    expect(cssCandidates('<dt class="inline after:content-[&#x27;:_&#x27;]">')).toContain("after:content-[':_']");
    expect(cssCandidates("jsx(`dt`,{className:`inline after:content-[':_']`})")).toContain("after:content-[':_']");
    expect(cssCandidates('<li class="flex md:after:content-[&#x27;→&#x27;]">')).toContain("md:after:content-['→']");
  });
});

describe('usedCss', () => {
  it('keeps the rules a page uses and drops the others', async () => {
    const out = await keep('<div class="flex hover:bg-[#0b6e3a]"></div>');
    expect(out).toContain('.flex{');
    expect(out).toContain('0b6e3a');
    expect(out).not.toContain('.grid{');
    expect(out).not.toContain('space-y-4');
  });
  it('keeps state variants whose attributes a script switches on later', async () => {
    const out = await keep(
      '<header class="group/header" data-open="false"><nav class="group-data-[open=true]/header:block"></nav></header><script>header.dataset.open = String(true)</script>',
    );
    expect(out).toContain('data-open=true');
    const current = await keep('<a class="aria-[current=page]:font-semibold" aria-current="page">Home</a>');
    expect(current).toContain('font-weight:600');
  });
  it('never lets a name inside a negation make a rule unusable', async () => {
    const out = await keep('<button hidden>x</button><article class="prose"><p>x</p></article>');
    expect(out).toContain('display:none!important');
    expect(out).toContain('margin-top:1.25em');
  });
  it('keeps a rule whose class has a quoted arbitrary value', async () => {
    expect(await keep('<dt class="after:content-[&#x27;:_&#x27;]">Levels</dt>')).toContain("content:': '");
    expect(await keep('<dt class="inline">Levels</dt>')).not.toContain("content:': '");
  });
  it('keeps a rule made of pseudo-classes alone; a class beside them must still be on the page', async () => {
    const out = await keep('<a class="flex">x</a>');
    expect(out).toContain(':focus-visible{outline-width:3px}');
    expect(out).not.toContain('outline-color:red');
  });
  it('keeps only the keyframes a kept rule animates', async () => {
    const out = await keep('<svg class="animate-spin"></svg>');
    expect(out).toContain('@keyframes spin');
    expect(out).not.toContain('@keyframes ping');
  });
});

describe('the candidates that matter to a stylesheet', () => {
  const pages = [
    '<div class="flex hover:bg-[#0b6e3a]">Visa deadlines for students</div>',
    '<header class="group/header" data-open="false"><nav class="group-data-[open=true]/header:block"></nav></header>',
    '<a class="aria-[current=page]:font-semibold" aria-current="page" href="tel:+91">Call</a><p class="shadow-lg">x</p>',
    '<button hidden>x</button><article class="prose"><p>A grid of flex words</p></article><svg class="animate-spin space-y-4"></svg>',
  ];
  it('give the same CSS as every candidate of the page', async () => {
    const vocabulary = await cssVocabulary(css);
    for (const markup of pages) {
      const all = cssCandidates(markup);
      expect(await usedCss(css, relevantCandidates(all, vocabulary)), markup).toBe(await usedCss(css, all));
    }
  });
  it('leave out words no selector names, so pages that differ only in words share one result', async () => {
    const vocabulary = await cssVocabulary(css);
    const relevant = (markup: string) => relevantCandidates(cssCandidates(markup), vocabulary);
    expect(relevant('<p class="flex">Visa deadlines</p>')).toEqual(relevant('<p class="flex">Scholarships and loans</p>'));
    expect(relevant('<p class="flex">Visa deadlines</p>')).toEqual(['class', 'flex', 'p']);
    // Partial attribute selectors keep every candidate they could match.
    expect(relevant('<a href="tel:+91" class="shadow-lg">')).toEqual(expect.arrayContaining(['a', 'href', 'tel:+91', 'shadow-lg']));
  });
  it('are trimmed the same on a worker thread', async () => {
    const pool = workerPool<TrimCssTask, string>(new URL('../../../src/build/trimCssWorker.ts', import.meta.url), 2);
    try {
      const candidates = [...cssCandidates(pages[0]!)];
      expect(await pool.run({ css, candidates })).toBe(await usedCss(css, candidates));
    } finally {
      await pool.close();
    }
  });
});

describe('pageScripts', () => {
  const files: Record<string, string> = {
    '/_astro/Island.js': 'import{a}from"./react.js";const l=()=>import("./lazy.js");',
    '/_astro/react.js': 'export const a=1;',
    '/_astro/lazy.js': 'import"./react.js";',
    '/_astro/client.js': 'export default 1;',
    '/_astro/unused.js': 'export const b=2;',
  };
  it("follows a page's islands, renderers and scripts through their imports", () => {
    const html =
      '<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island><script type="module" src="/_astro/missing.js"></script>';
    expect(scriptEntries(html)).toEqual(['/_astro/Island.js', '/_astro/client.js', '/_astro/missing.js']);
    const modules = pageScripts(scriptEntries(html), (path) => files[path]);
    expect([...modules.keys()].sort()).toEqual(['/_astro/Island.js', '/_astro/client.js', '/_astro/lazy.js', '/_astro/react.js']);
  });
});

describe('inlineStylesheets', () => {
  const page =
    "<head><meta http-equiv=\"content-security-policy\" content=\"default-src 'self'; style-src 'self' 'sha256-abc='; style-src-attr 'unsafe-inline';\">" +
    '<link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" href="/_astro/more.css"></head><body></body>';
  it('finds the bundled stylesheets', () => {
    expect(linkedStylesheets(page)).toEqual(['/_astro/site.css', '/_astro/more.css']);
  });
  it('puts the CSS in one <style> where the first link was and allows exactly it in the CSP', () => {
    const out = inlineStylesheets(page, '.flex{display:flex}');
    expect(out).not.toContain('<link rel="stylesheet"');
    expect(out).toContain('<style>.flex{display:flex}</style></head>');
    const hash = createHash('sha256').update('.flex{display:flex}').digest('base64');
    expect(styleHash('.flex{display:flex}')).toBe(`'sha256-${hash}'`);
    expect(out).toContain(`style-src 'self' 'sha256-abc=' 'sha256-${hash}';`);
    expect(out).toContain("style-src-attr 'unsafe-inline'");
  });
});
