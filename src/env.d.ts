declare namespace App {
  interface Locals {
    /** The language of the page being rendered, from its route (src/middleware.ts); every query that returns words takes it. */
    lang: import('./config/languages').Lang;
  }
}

/** subset-font (HarfBuzz's subsetter as WebAssembly) ships no types: the part src/build/scriptFont.ts calls. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Uint8Array>;
}
