import { z } from 'astro/zod';
import { figures } from '~/config/figures';
import { figurePaths } from '~/lib/figures/figurePath';

/** A marketing figure named by its dotted path in src/config/figures.ts, never retyped. */
export const figureKey = z
  .enum(figurePaths(figures) as [string, ...string[]])
  .describe('Dotted path of a figure in src/config/figures.ts, e.g. "usa.colleges"');

/** A number worth a headline: either a marketing figure (named, never retyped) or a plain fact. */
export const headlineFigure = z.union([
  z.strictObject({ figure: figureKey, label: z.string().min(3).max(60) }),
  z.strictObject({ value: z.string().min(1).max(20).describe('A plain fact, e.g. "1 year"'), label: z.string().min(3).max(60) }),
]);
