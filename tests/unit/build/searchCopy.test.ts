import { describe, expect, it } from 'vitest';
import { searchCopy } from '~/build/searchCopy';

describe('the copy of a page the site search reads', () => {
  it('leaves out style and script elements, and keeps every word around them', () => {
    const page =
      '<html lang="hi"><head><style>.a{color:red}</style><script type="module" src="/_astro/x.js"></script></head>' +
      '<body><main data-pagefind-body><h1>वीज़ा</h1><script type="application/ld+json">{"name":"x"}</script><p>IELTS</p></main></body></html>';
    expect(searchCopy(page)).toBe(
      '<html lang="hi"><head></head><body><main data-pagefind-body><h1>वीज़ा</h1><p>IELTS</p></main></body></html>',
    );
  });

  it('keeps an element whose name only begins like one of them', () => {
    expect(searchCopy('<script-note>Fees</script-note><styled-box>Visa</styled-box>')).toBe(
      '<script-note>Fees</script-note><styled-box>Visa</styled-box>',
    );
  });

  it('keeps touching inline elements and list, table and figure cells apart, but not a word broken by <wbr>', () => {
    expect(searchCopy('<span>Nikhil Bhatia</span><span>Visa Counsellor</span>')).toBe(
      '<span>Nikhil Bhatia</span> <span>Visa Counsellor</span>',
    );
    expect(searchCopy('<dl><dt>Cost</dt><dd>Typical amount</dd></dl>')).toBe('<dl><dt>Cost</dt> <dd>Typical amount</dd> </dl>');
    expect(searchCopy('<li>A</li><li>B</li>')).toBe('<li>A</li> <li>B</li> ');
    expect(searchCopy('<b>inter</b><wbr>national')).toBe('<b>inter</b><wbr>national');
  });
});
