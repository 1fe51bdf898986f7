/**
 * Loads the blog collections for the pages: posts newest first with their computed reading time and
 * their author from the team, the categories in tab order, the slim card data the explorer shows, the
 * explorer's first screen and its search data file.
 */
import { createHash } from 'node:crypto';
import { type CollectionEntry } from 'astro:content';
import { getCollection, pseudoEntry } from './collections';
import { isPseudo, pseudoText } from '~/lib/i18n/pseudo';
import { getImage } from 'astro:assets';
import { blogCategoryIds, type BlogCategoryId } from '~/lib/blog/categories';
import { featuredPosts, newestFirst, newestInCategory } from '~/lib/blog/posts';
import { readTimeMinutes } from '~/lib/blog/readTime';
import { encodePostIndex } from '~/lib/blog/postIndex';
import type { BlogCard, BlogCategoryInfo } from '~/lib/blog/card';
import { teamLookup, type TeamMember } from './team';
import { blogCategoryPath } from '~/lib/navigation/paths';
import { defaultLang, type Lang } from '~/config/languages';
import { englishOf, englishTexts } from '~/lib/i18n/englishTexts';

/**
 * The WebP quality of a post's cover wherever a visitor sees it (the post, its cards): the covers are
 * flat illustrations, which look at 70 as they do at 80, and each file is about a quarter lighter.
 */
export const coverQuality = 70;

/** A post entry plus its computed reading time, its author and the keys src/lib/blog/posts.ts sorts and groups by. */
export type BlogPost = CollectionEntry<'blog'> & {
  /** The language its words are in: the page's when the post is translated, else English. */
  lang: Lang;
  author: TeamMember;
  readTime: number;
  date: Date;
  category: BlogCategoryId;
  tags: string[];
  featured: boolean;
};

/**
 * Reading times by post file, each worked out once per text: every post page lists every post, and
 * counting the words of a thousand posts for each of a thousand pages was most of a large build.
 */
const readTimes = new Map<string, { body: string; minutes: number }>();
function readTimeOf(file: string, body: string): number {
  const known = readTimes.get(file);
  if (known?.body === body) return known.minutes;
  const minutes = readTimeMinutes(body);
  readTimes.set(file, { body, minutes });
  return minutes;
}

/**
 * Every post, newest first, in the page's language where it is translated (src/content/blog/<lang>/,
 * the same address and front matter with the words translated) and in English where it is not.
 */
export function loadBlogPosts(lang: Lang): Promise<BlogPost[]> {
  // A build reads the posts once per language: every post page lists every post, and each reading
  // resolves every post's image again. `astro dev` reads them afresh, as an editor may have saved one.
  if (import.meta.env.DEV) return readBlogPosts(lang);
  let posts = postsRead.get(lang);
  if (!posts) postsRead.set(lang, (posts = readBlogPosts(lang)));
  return posts;
}

const postsRead = new Map<Lang, Promise<BlogPost[]>>();

async function readBlogPosts(wanted: Lang): Promise<BlogPost[]> {
  const [entries, team, translations] = await Promise.all([
    getCollection('blog', wanted),
    teamLookup(wanted),
    wanted === defaultLang
      ? []
      : isPseudo(wanted)
        ? pseudoPosts(wanted)
        : getCollection('blogTranslations', wanted, ({ id }) => id.startsWith(`${wanted}/`)),
  ]);
  const translationOf = new Map(translations.map((translation) => [translation.id.slice(wanted.length + 1), translation]));
  return newestFirst(
    entries
      .map((original) => {
        const translation = translationOf.get(original.id);
        return { original, translation, entry: translation ? { ...translation, id: original.id, collection: 'blog' as const } : original };
      })
      .map(({ original, translation, entry }) => ({
        ...entry,
        // A post not translated yet shows its English words, which its pages mark as English.
        data: translation || wanted === defaultLang ? entry.data : { ...entry.data, englishTexts: untranslatedPost },
        lang: translation ? wanted : defaultLang,
        author: team(entry.data.author.id, `Blog post src/content/blog/${entry.id}.md`),
        readTime: readTimeOf(`${translation ? wanted : defaultLang}/${entry.id}`, entry.body ?? ''),
        date: entry.data.date,
        category: entry.data.category.id as BlogCategoryId,
        // The English post's tags: related posts are matched on them in every language. A translation's
        // own tags (`data.tags`) are the words its pages show and search.
        tags: original.data.tags,
        featured: entry.data.featured,
      })),
  );
}

/** The pseudo-language's posts: each English post made pseudo, as a translation of it. */
async function pseudoPosts(lang: Lang): Promise<CollectionEntry<'blogTranslations'>[]> {
  return (await getCollection('blog', lang)).map((post) => {
    const made = pseudoEntry({ ...post, id: `${lang}/${post.id}` });
    // Its tags are words its pages show, as a translation's are.
    return { ...made, data: { ...made.data, tags: post.data.tags.map(pseudoText) } } as unknown as CollectionEntry<'blogTranslations'>;
  });
}

const untranslatedPost = { title: 'untranslated', excerpt: 'untranslated', imageAlt: 'untranslated', tags: 'untranslated' } as const;

/** A post's text as HTML, its Markdown rendered by the build. */
export function postHtml(post: BlogPost): string {
  const html = post.rendered?.html;
  if (html === undefined)
    throw new Error(`src/content/blog/${post.lang === defaultLang ? '' : `${post.lang}/`}${post.id}.md has no rendered text`);
  return html;
}

export async function loadBlogCategories(lang: Lang): Promise<BlogCategoryInfo[]> {
  return (await categoryEntries(lang)).map((category) => {
    const { id, name, icon, description } = category;
    return {
      id,
      name,
      icon,
      description,
      ...englishTexts({ name: englishOf(category, 'name'), description: englishOf(category, 'description') }),
    };
  });
}

/** Each category's own page (coming soon), titled with its page title or its name. */
export async function blogCategoryPages(lang: Lang) {
  return (await categoryEntries(lang)).map((category) => ({
    path: blogCategoryPath(category.id),
    title: category.pageTitle ?? category.name,
  }));
}

async function categoryEntries(lang: Lang) {
  const entries = await getCollection('blogCategories', lang);
  return entries.map((entry) => entry.data).sort((a, b) => blogCategoryIds.indexOf(a.id) - blogCategoryIds.indexOf(b.id));
}

/** The island's props for one post: card image resized once at build, no body. */
async function toBlogCard(post: BlogPost): Promise<BlogCard> {
  const image = await getImage({ src: post.data.image, width: 640, format: 'webp', quality: coverQuality });
  return {
    id: post.id,
    title: post.data.title,
    excerpt: post.data.excerpt,
    category: post.category,
    tags: post.data.tags,
    date: post.data.date.toISOString().slice(0, 10),
    image: { src: image.src, width: Number(image.attributes.width), height: Number(image.attributes.height) },
    readTime: post.readTime,
    featured: post.data.featured,
    author: post.author.name,
    ...englishTexts({ title: englishOf(post.data, 'title'), excerpt: englishOf(post.data, 'excerpt') }),
  };
}

/** What /blogs shows before any search: Featured Resources and each category's newest three. */
interface BlogFirstScreen {
  featured: BlogCard[];
  panels: { category: BlogCategoryInfo; posts: BlogCard[] }[];
}

export async function loadBlogFirstScreen(posts: BlogPost[], categories: BlogCategoryInfo[]): Promise<BlogFirstScreen> {
  const cards = (list: BlogPost[]) => Promise.all(list.map(toBlogCard));
  return {
    featured: await cards(featuredPosts(posts, 3)),
    panels: await Promise.all(
      categories.map(async (category) => ({ category, posts: await cards(newestInCategory(posts, category.id, 3)) })),
    ),
  };
}

interface BlogSearchData {
  /** The file's name under /blogs/, with a hash of its content so browsers may cache it for good. */
  name: string;
  path: string;
  json: string;
}

const searchData = new Map<Lang, Promise<BlogSearchData>>();

/**
 * Every post's card in a language as one JSON file (src/lib/blog/postIndex.ts), built once per build
 * and language (its name changes with its content, so each language has its own).
 */
export function loadBlogSearchData(lang: Lang): Promise<BlogSearchData> {
  // A build computes it once for the page and the file; the dev server recomputes it as content changes.
  if (import.meta.env.DEV) searchData.clear();
  if (!searchData.has(lang)) {
    searchData.set(
      lang,
      (async () => {
        const cards = await Promise.all((await loadBlogPosts(lang)).map(toBlogCard));
        const json = JSON.stringify(encodePostIndex(cards));
        const name = `posts-${createHash('sha256').update(json).digest('hex').slice(0, 12)}`;
        return { name, path: `/blogs/${name}.json`, json };
      })(),
    );
  }
  return searchData.get(lang)!;
}
