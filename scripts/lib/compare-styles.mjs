// Whether per-page CSS trimming changes how any page looks: every page of two builds of the same
// site (trimmed, and Astro's whole CSS inline), loaded without JavaScript at a desktop and a phone
// width, every element's computed style compared, its ::before and ::after included. Trimming once
// dropped the rule of a class with a quoted value (`after:content-[':_']`), and the university cards
// lost the colon after each term; no test compared what the rules do.
import { launchChromium } from './measure-in-browser.mjs';
import { serveFolder } from '../../support/static-server.ts';
import { distDir, sitePages } from '../../support/built-pages.ts';

const widths = [1280, 360];
const properties = [
  'display',
  'position',
  'float',
  'margin',
  'padding',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-transform',
  'border-width',
  'border-color',
  'border-radius',
  'box-shadow',
  'visibility',
  'opacity',
  'text-decoration-line',
  'text-align',
  'gap',
  'grid-template-columns',
  'flex-direction',
  'flex-wrap',
  'justify-content',
  'align-items',
  'width',
  'max-width',
  'white-space',
  'overflow',
  'z-index',
  'transform',
  'outline-style',
  'content-visibility',
  'list-style-type',
];

/**
 * Runs in the page: each element's tag, classes and computed style, one line each. Animations are
 * first brought to their end (a looping one to its start), so both builds are read in the same state
 * whatever moment each page was reached: the chat button's entrance read mid-way is no difference.
 */
function styleLines(properties) {
  for (const animation of document.getAnimations()) {
    try {
      animation.finish();
    } catch {
      animation.pause();
      animation.currentTime = 0;
    }
  }
  return [...document.querySelectorAll('body *')].map((el) => {
    const style = getComputedStyle(el);
    const values = properties.map((p) => style.getPropertyValue(p));
    return [
      `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`,
      ...values,
      getComputedStyle(el, '::before').content,
      getComputedStyle(el, '::after').content,
    ];
  });
}

/**
 * Compares every page of dist/ (the audits' list of pages) with the same page of `whole`; prints each
 * page whose styles differ (the element and the property) and a summary line, and returns the number
 * of such pages.
 */
export async function compareStyles(whole) {
  const [a, b] = await Promise.all([serveFolder(distDir), serveFolder(whole)]);
  const browser = await launchChromium();
  const names = ['element', ...properties, '::before', '::after'];
  const differing = new Set();
  let elements = 0;
  const paths = sitePages().map((page) => page.path);
  try {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
      const [pageA, pageB] = await Promise.all([context.newPage(), context.newPage()]);
      for (const path of paths) {
        await Promise.all([pageA.goto(a.url + path), pageB.goto(b.url + path)]);
        const [linesA, linesB] = await Promise.all([pageA.evaluate(styleLines, properties), pageB.evaluate(styleLines, properties)]);
        elements += linesA.length;
        const found = [];
        if (linesA.length !== linesB.length) found.push(`${linesA.length} elements against ${linesB.length}`);
        else
          for (const [i, line] of linesA.entries()) {
            const other = linesB[i];
            const changed = names.flatMap((name, k) =>
              k > 0 && line[k] !== other[k] ? [`${name} ${line[k]} (whole CSS: ${other[k]})`] : [],
            );
            if (changed.length) found.push(`${line[0]}: ${changed.join('; ')}`);
          }
        if (found.length) {
          differing.add(path);
          console.log(`  ${path} at ${width} px:\n    ${[...new Set(found)].slice(0, 5).join('\n    ')}`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await Promise.all([a.close(), b.close()]);
  }
  console.log(
    `Styles compared: ${paths.length} pages at ${widths.join(' and ')} px, ${elements} elements; pages that look different when trimmed: ${differing.size}`,
  );
  return differing.size;
}
