import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import * as serving from '../../src/config/serving';
import { contentTypeFor, responseHeaders } from '../../src/lib/serving/rules';
import { label, sitePages } from '../e2e/audit-support';
import { raw } from './support';

// Every page of the build (found in dist/, so pages added later are covered) through nginx.

test('every page answers 200 at its address with the page, its type and the same headers; the 404 pages 404', async ({ baseURL }) => {
  const pages = sitePages();
  test.setTimeout(30_000 + pages.length * 500);
  const problems: string[] = [];
  for (const page of pages) {
    const res = await raw(baseURL!, page.path);
    const where = label(page);
    // A language's 404 page (/hi/404) has no address of its own either: nginx answers it with 404.
    const notFound = page.kind === 'not-found' || serving.notFoundPages.some(({ page: own }) => own === page.path);
    const status = notFound ? 404 : 200;
    if (res.status !== status) problems.push(`${where}: status ${res.status}, expected ${status}`);
    if (!res.body.equals(readFileSync(page.file))) problems.push(`${where}: the body is not ${page.file}`);
    if (res.header('content-type') !== contentTypeFor(serving, page.file))
      problems.push(`${where}: Content-Type ${res.header('content-type')}`);
    const expected = responseHeaders(serving, notFound ? '/404' : page.path, 'html');
    for (const [name, value] of Object.entries(expected)) {
      const sent = res.headers.get(name.toLowerCase());
      if (sent?.length !== 1 || sent[0] !== value) problems.push(`${where}: ${name} is ${JSON.stringify(sent)}, expected "${value}"`);
    }
  }
  expect(pages.length, 'the build has pages').toBeGreaterThan(1);
  expect(problems, problems.join('\n')).toEqual([]);
});
