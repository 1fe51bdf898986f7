import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { distDir, htmlFiles } from './audit-support';

// Valid HTML for every file the build emits, with the project's .htmlvalidate.mjs (the recommended
// preset; each relaxation is listed there with its reason). Runs in Node, no browser.
const validator = new HtmlValidate(new FileSystemConfigLoader());

test('the project configuration is the one in force for dist/', async () => {
  // A config file html-validate does not find means no rules at all, and every page would "pass".
  const sample = '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><div><figcaption>x</figcaption></div></body></html>';
  const report = await validator.validateString(sample, join(distDir, 'config-probe.html'));
  expect(report.results.flatMap((r) => r.messages.map((m) => m.ruleId))).toContain('element-permitted-content');
});

test('every HTML file in dist/ passes html-validate', async () => {
  test.setTimeout(120_000);
  const files = htmlFiles();
  expect(files.length, 'dist/ holds no HTML: did the build run?').toBeGreaterThan(0);
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
