import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/** Registers `client:intent` (see intentDirective.ts) and its type for `astro check`. */
export function clientIntent(): AstroIntegration {
  return {
    name: 'client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./intentDirective.ts', import.meta.url)) });
      },
      'astro:config:done': ({ injectTypes }) => {
        injectTypes({
          filename: 'client-intent.d.ts',
          content: "declare module 'astro' {\n  interface AstroClientDirectives {\n    /** Hydrate on the first pointer over, touch on or focus in the island. */\n    'client:intent'?: boolean;\n  }\n}\nexport {};\n",
        });
      },
    },
  };
}
