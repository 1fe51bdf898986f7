// The linter: JavaScript's and TypeScript's recommended rules, Astro's, accessibility in JSX (React
// islands) and in .astro markup, and the house's import rules (import-rules.mjs, the table
// docs/architecture.md shows). No rule here is about layout: that is the formatter's.
import { dirname, relative, resolve } from 'node:path';
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { refusal } from './import-rules.mjs';

const root = import.meta.dirname;

/** Where a specifier points, from the project's root: `~/` is `src/`; a library's name is kept as it is. */
function target(specifier, importer) {
  const path = specifier.split('?')[0];
  if (path.startsWith('~/')) return `src/${path.slice(2)}`;
  if (path.startsWith('.')) return relative(root, resolve(dirname(importer), path));
  return path;
}

/** `house/import-boundaries`: a module imports only what its row of import-rules.mjs allows (type imports cross freely). */
const importBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: "What may import what: docs/architecture.md's table, from import-rules.mjs" } },
  create(context) {
    // A script inside an .astro file is linted as a virtual file beneath it; its imports resolve from the .astro file.
    const importer = relative(root, context.physicalFilename);
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const why = refusal(importer, target(source.value, context.physicalFilename));
      if (why) context.report({ node, message: `'${source.value}': ${why}` });
    };
    const onlyTypes = (node) =>
      node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
    return {
      ImportDeclaration: (node) => onlyTypes(node) || check(node, node.source),
      ExportNamedDeclaration: (node) => node.exportKind === 'type' || check(node, node.source),
      ExportAllDeclaration: (node) => node.exportKind === 'type' || check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default defineConfig(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', '.astro/', 'deploy/nginx/generated/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  astro.configs['jsx-a11y-recommended'],
  // The islands' JSX, with the same plugin object Astro's accessibility config registers.
  { files: ['**/*.tsx'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { house: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      // A name that starts with an underscore is unused on purpose (a parameter a callback must take).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'house/import-boundaries': 'error',
    },
  },
  {
    rules: {
      // Narrowed: a labelled section that scrolls sideways takes focus, so a keyboard can scroll it (axe's scrollable-region-focusable).
      ...Object.fromEntries(
        ['jsx-a11y', 'astro/jsx-a11y'].map((prefix) => [
          `${prefix}/no-noninteractive-tabindex`,
          ['error', { tags: ['section'], roles: ['tabpanel'], allowExpressionValues: true }],
        ]),
      ),
      // Narrowed: a click on a modal dialog's backdrop closes it, as Escape does from the keyboard.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          ...jsxA11y.flatConfigs.recommended.rules['jsx-a11y/no-noninteractive-element-interactions'][1],
          dialog: ['onKeyUp', 'onKeyDown', 'onKeyPress', 'onClick'],
        },
      ],
    },
  },
);
