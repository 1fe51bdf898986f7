/** The typography of a post's body, shared by its page and the admin's preview of it. */
export const articleProseClass =
  'prose prose-lg prose-slate mx-auto max-w-3xl prose-headings:text-brand-900 prose-a:text-brand-700 prose-strong:text-slate-900 prose-table:text-base';
