/**
 * The copy of a built page that the site search (Pagefind) reads; the served page stays as it is.
 *
 * Pagefind reads no style or script text, and a page's inline CSS is about half its bytes: the
 * copy leaves out every `<style>` and `<script>` element, so the build neither rewrites nor sends
 * what the index never holds (the index comes out byte for byte the same).
 *
 * The build writes no space between touching tags (Astro's JSX-style whitespace), and Pagefind runs
 * an inline element's text on into the next one's, though CSS shows them apart: a post's byline was
 * indexed and shown in results as "Nikhil BhatiaVisa Counsellor", two buttons as one word. It does the
 * same across the cells of a table, a figure's term and value, a list's items and a select's options
 * ("universities8", "CostTypical amount"). The copy gets a space after each inline element's end tag
 * that meets another tag (a line-break opportunity, <wbr>, inside a word aside), and after each of
 * those others' end tags.
 */
export const searchCopy = (html: string) =>
  html
    .replace(/<(style|script)(?=[\s>])[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/(<\/(?:a|abbr|b|button|em|label|small|span|strong|time)>)(?=<(?!wbr[ >])[a-z])/g, '$1 ')
    .replace(/<\/(?:caption|dd|dt|legend|li|option|td|th)>/g, '$& ');
