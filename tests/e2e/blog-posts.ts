/**
 * The blog posts as an editor wrote them (src/content/blog/*.md front matter), for tests that must
 * expect whatever the content says: titles, excerpts, categories, tags and dates.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PostFacts {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  /** YYYY-MM-DD */
  date: string;
  featured: boolean;
}

const blogDir = join(process.cwd(), 'src/content/blog');

/** A front-matter scalar: quoted ('it''s' or "…") or bare. */
function scalar(frontMatter: string, field: string): string {
  const raw = new RegExp(`^${field}:\\s*(.*)$`, 'm').exec(frontMatter)?.[1]?.trim() ?? '';
  if (raw.startsWith("'")) return raw.slice(1, -1).replace(/''/g, "'");
  if (raw.startsWith('"')) return JSON.parse(raw) as string;
  return raw;
}

export function readPosts(): PostFacts[] {
  return readdirSync(blogDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(blogDir, file), 'utf8'))?.[1] ?? '';
      // Tags as a flow list (tags: [a, b]) or a block list (tags: then "- a" lines).
      const flow = /^tags:\s*\[(.*)\]\s*$/m.exec(frontMatter)?.[1];
      const block = /^tags:\s*\n((?:\s+-\s.*\n?)+)/m.exec(frontMatter)?.[1];
      const tags = flow ?? (block ?? '').split('\n').map((line) => line.replace(/^\s*-\s*/, '')).join(',');
      return {
        id: file.slice(0, -3),
        title: scalar(frontMatter, 'title'),
        excerpt: scalar(frontMatter, 'excerpt'),
        category: scalar(frontMatter, 'category'),
        tags: tags.split(',').map((t) => t.trim().replace(/^['"]|['"]$/g, '')).filter(Boolean),
        date: scalar(frontMatter, 'date').slice(0, 10),
        featured: scalar(frontMatter, 'featured') === 'true',
      };
    });
}

/** Newest first, ties by id: the order the blog lists posts in. */
export const newestFirst = <T extends { id: string; date: string }>(posts: readonly T[]): T[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));

/** What the explorer's search should find: the text anywhere in the title, excerpt or a tag, any case. */
export const matching = <T extends PostFacts>(posts: readonly T[], text: string, category = 'all'): T[] => {
  const needle = text.trim().replace(/\s+/g, ' ').toLowerCase();
  return posts.filter(
    (p) => (category === 'all' || p.category === category) && [p.title, p.excerpt, ...p.tags].some((f) => f.replace(/\s+/g, ' ').toLowerCase().includes(needle)),
  );
};
