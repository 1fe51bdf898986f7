import { relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { distDir, htmlFiles } from './audit-support';

// Valid HTML for every file the build emits, with the project's .html-validate.json (recommended
// preset; each relaxed rule is listed there with its reason). Runs in Node, no browser.
test('every HTML file in dist/ passes html-validate', async () => {
  test.setTimeout(120_000);
  const files = htmlFiles();
  expect(files.length, 'dist/ holds no HTML: did the build run?').toBeGreaterThan(0);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const failures: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    if (!report.valid) {
      const text = formatterFactory('text')(report.results);
      failures.push(`${relative(distDir, file)}:\n${text}`);
    }
  }
  expect(failures, `html-validate found problems:\n${failures.join('\n')}`).toEqual([]);
});
