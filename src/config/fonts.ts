import { fontProviders } from 'astro/config';

/**
 * Inter, self-hosted from @fontsource-variable/inter through Astro's Fonts API: one variable file per
 * subset (Latin, and Latin Extended for ₹ and accented names), swapped in over a fallback whose
 * metrics Astro computes from the font, so text paints at once and does not move when Inter arrives.
 * Pages use it through Tailwind's `font-sans` (src/styles/global.css).
 */
export const interFont = {
  provider: fontProviders.local(),
  name: 'Inter',
  cssVariable: '--font-inter',
  fallbacks: ['ui-sans-serif', 'system-ui', 'sans-serif'],
  display: 'swap',
  options: {
    variants: [
      {
        src: ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'],
        weight: '100 900',
        style: 'normal',
        unicodeRange: [
          'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
        ],
      },
      {
        src: ['@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'],
        weight: '100 900',
        style: 'normal',
        unicodeRange: [
          'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
        ],
      },
    ],
  },
} as const;
