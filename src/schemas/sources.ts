import { z } from 'astro/zod';

/**
 * The pages a real-world entry was read from: each the address read and, when the page shows a
 * date of its own (a news story, "updated on"), that date. Every figure of the entry is traceable to
 * one of them; the official page may be another address (the entry's `link`).
 */
export const sourcesSchema = z
  .array(
    z.strictObject({
      url: z.url().describe('The page read, as it was read'),
      pageDate: z.coerce.date().optional().describe("The page's own date, when it shows one (YYYY-MM-DD)"),
    }),
  )
  .min(1)
  .describe('Where each figure and rule was read: at least one page');
