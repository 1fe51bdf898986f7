import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/**
 * Registers the site's own hydration directives, `client:intent`, `client:search` and
 * `client:shortlist` (they wait for the visitor: src/config/islands.ts names them for the tests and
 * benchmarks) and `client:seen` (hydrates in view, as `client:visible`, and keeps a tap made before),
 * and their types for `astro check`.
 */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./intentDirective.ts', import.meta.url)) });
        addClientDirective({ name: 'search', entrypoint: fileURLToPath(new URL('./searchDirective.ts', import.meta.url)) });
        addClientDirective({ name: 'seen', entrypoint: fileURLToPath(new URL('./seenDirective.ts', import.meta.url)) });
        addClientDirective({ name: 'shortlist', entrypoint: fileURLToPath(new URL('./shortlistDirective.ts', import.meta.url)) });
      },
      'astro:config:done': ({ injectTypes }) => {
        injectTypes({
          filename: 'client-directives.d.ts',
          content: [
            "declare module 'astro' {",
            '  interface AstroClientDirectives {',
            '    /** Hydrate on the first pointer over, touch on or focus in the island. */',
            "    'client:intent'?: boolean;",
            '    /** Hydrate when the visitor asks for site search: the header\'s Search link, "/" or Ctrl+K. */',
            "    'client:search'?: boolean;",
            '    /** Hydrate when the island comes into the screen; a button tapped before it is ready is pressed once it is. */',
            "    'client:seen'?: boolean;",
            '    /** Hydrate once the visitor has a shortlist: saved from before, or made on the page or in another tab. */',
            "    'client:shortlist'?: boolean;",
            '  }',
            '}',
            'export {};',
            '',
          ].join('\n'),
        });
      },
    },
  };
}
