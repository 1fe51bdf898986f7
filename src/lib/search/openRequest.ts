/**
 * The window event by which the header asks the site search dialog to open, once the dialog is on the
 * page (its first opening is its hydration).
 */
export const openSearchEvent = 'site-search:open';
