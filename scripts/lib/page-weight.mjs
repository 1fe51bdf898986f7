// What a built page costs before the visitor interacts, in gzip bytes, as tests/e2e/audit-pages.spec.ts
// counts it: the files the browser fetched (read from dist/) plus the page's inline <script> and
// <style> code, since a page pays for its JS and CSS either way.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { visitorDirectives } from '../../src/config/islands.ts';

const gzipped = (text) => (text ? gzipSync(text).length : 0);

/** Inline executable scripts and styles of an HTML document (what noscript holds does not run). */
function inlineCode(html) {
  const live = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const js = [...live.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\stype=/.test(attrs) || /\stype="?(module|text\/javascript)"?/.test(attrs))
    .map((m) => m[2])
    .join('\n');
  const css = [...live.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  return { js, css };
}

/**
 * @param {string} dist the build folder
 * @param {string} htmlFile the page's file in dist/
 * @param {{ url: string, resourceType: string }[]} requests what the browser fetched from the site
 */
export function pageWeight(dist, htmlFile, requests) {
  const html = readFileSync(htmlFile, 'utf8');
  const inline = inlineCode(html);
  const fetched = (type) =>
    requests
      .filter((r) => r.resourceType === type)
      .map((r) => join(dist, decodeURIComponent(new URL(r.url).pathname)))
      .filter((file) => existsSync(file))
      .reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
  return {
    js: fetched('Script') + gzipped(inline.js),
    css: fetched('Stylesheet') + gzipped(inline.css),
    html: gzipped(html),
    // Islands of the page's own: the site-wide chat button and search dialog wait for the visitor.
    islands: [...html.matchAll(/<astro-island\s[^>]*>/g)].filter(([tag]) => !visitorDirectives.includes(/ client="(\w+)"/.exec(tag)?.[1]))
      .length,
  };
}
