/**
 * The sitemap's <lastmod> for a blog post, read from its Markdown front matter: `updated` if present,
 * otherwise `date`. astro.config.mjs runs before content collections load, so it reads the files itself
 * with this small parser instead of going through astro:content.
 */
export function postLastmod(markdown: string): Date | undefined {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown)?.[1];
  if (!frontMatter) return undefined;
  const field = (name: string) => {
    const value = new RegExp(`^${name}:\\s*['"]?([0-9][0-9T:.+\\-Z ]*?)['"]?\\s*$`, 'm').exec(frontMatter)?.[1];
    const date = value ? new Date(value) : undefined;
    return date && !Number.isNaN(date.getTime()) ? date : undefined;
  };
  return field('updated') ?? field('date');
}
