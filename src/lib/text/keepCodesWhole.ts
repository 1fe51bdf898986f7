/**
 * A form's or a visa's code with a hyphen before its number (F-1, I-20, DS-160) stays on one line:
 * browsers may end a line after any hyphen, so a phone showed "F-" at the end of one line and "1" at
 * the start of the next. Each such code in the page's text is put in a span that does not wrap and
 * makes no box of its own (`display: contents`): in a flex row, a box would become an item apart
 * from the words around it.
 * Only the body's text is changed: tags and their attributes, scripts, styles, templates, text
 * areas and SVG are passed over, and so is everything inside an island, whose markup React hydrates
 * and must find as it rendered it; islands keep their codes whole themselves (`CodesWhole`).
 */
import { formCode as code } from './formCode';
import { htmlTokens } from './htmlTokens';

export function keepCodesWhole(html: string): string {
  const bodyAt = html.search(/<body\b/);
  if (bodyAt === -1 || html.slice(bodyAt).search(code) === -1) return html;
  let islands = 0;
  let svgs = 0;
  const parts = htmlTokens(html.slice(bodyAt)).map((part) => {
    const tag = /^<(\/?)(astro-island|svg)\b/i.exec(part);
    if (tag) {
      const step = tag[1] ? -1 : 1;
      if (tag[2]!.toLowerCase() === 'svg') svgs += step;
      else islands += step;
      return part;
    }
    if (part.startsWith('<') || islands > 0 || svgs > 0) return part;
    return part.replace(code, '<span class="contents whitespace-nowrap">$&</span>');
  });
  return html.slice(0, bodyAt) + parts.join('');
}
