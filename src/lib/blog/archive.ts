/**
 * The blog archive: every post, newest first, on numbered pages of plain links (/blogs/page/1, 2 …),
 * so a visitor without JavaScript, or a crawler, can reach every post however many there are.
 */

/** Posts per archive page: a page stays a few screens long on a phone. */
export const archivePageSize = 24;

export const archivePagePath = (page: number) => `/blogs/page/${page}`;

export function archivePageCount(total: number, pageSize = archivePageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The posts on page `page` (1-based) of the archive. */
export function archivePage<T>(posts: readonly T[], page: number, pageSize = archivePageSize): T[] {
  return posts.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * The page numbers a pager shows, with `null` for a gap: always the first and last page and the
 * pages either side of the current one ("1 … 6 7 8 … 42"). A gap never hides a single page.
 */
export function pagerItems(current: number, count: number, around = 1): (number | null)[] {
  const shown = new Set([1, count]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= count) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push(null);
    items.push(page);
  });
  return items;
}
