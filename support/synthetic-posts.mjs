// Generated blog posts for the content benchmark and the blog-at-scale browser tests: deterministic
// (the same seed gives the same posts), dated before the real posts, spread over the four categories.
// Each post comes with the fields a test needs to know what the site should show for it.

/** How many generated posts the browser tests' scale fixture adds (the benchmark adds 1,000). */
export const scaleFixturePosts = 300;

const syntheticCategories = ['study-guides', 'tips', 'updates', 'student-life'];
const words = `student visa university application scholarship deadline campus housing budget interview
  essay transcript english test semester course advisor credit tuition rent library orientation career
  internship research programme admission offer permit arrival insurance bank account mentor community`.split(/\s+/);
const tagPool = [
  'visa',
  'usa',
  'canada',
  'uk',
  'australia',
  'scholarships',
  'ielts',
  'toefl',
  'housing',
  'budgeting',
  'careers',
  'applications',
];

/** A deterministic pseudo-random sequence, so every run builds the same posts. */
function* numbers(seed) {
  let x = seed;
  for (;;) yield (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/**
 * `count` posts: { id, title, excerpt, category, tags, date, featured, markdown(cover) }, where
 * `markdown` takes the cover image file name (one of src/assets/blog/) and returns the post's file.
 */
export function syntheticPosts(count) {
  const rand = numbers(42);
  const pick = (list) => list[Math.floor(rand.next().value * list.length)];
  const sentence = () => {
    const s = Array.from({ length: 8 + Math.floor(rand.next().value * 10) }, () => pick(words)).join(' ');
    return `${s[0].toUpperCase()}${s.slice(1)}.`;
  };
  return Array.from({ length: count }, (_, i) => {
    const index = i + 1;
    // Drawn in the order the first benchmark drew them, so its posts stay the same.
    const paragraphs = Array.from({ length: 8 }, () => Array.from({ length: 5 }, sentence).join(' '));
    const date = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000 * 2).toISOString().slice(0, 10);
    const tags = [...new Set([pick(tagPool), pick(tagPool), pick(tagPool)])];
    const excerpt = `${sentence()} ${sentence()}`.slice(0, 155);
    const title = `Synthetic guide ${index}: ${pick(words)} and ${pick(words)} for students`;
    const heading = sentence();
    const category = syntheticCategories[index % syntheticCategories.length];
    const featured = index % 25 === 0;
    return {
      id: `synthetic-post-${String(index).padStart(5, '0')}`,
      title,
      excerpt,
      category,
      tags,
      date,
      featured,
      markdown: (cover) => `---
title: '${title}'
excerpt: '${excerpt}'
category: ${category}
image: ../../assets/blog/${cover}
imageAlt: Synthetic cover image for a benchmark post
author: kabir-malhotra
date: ${date}
tags: [${tags.join(', ')}]
featured: ${featured}
---

## ${heading}

${paragraphs.join('\n\n')}
`,
    };
  });
}

/** Writes the posts into a project copy's blog folder (covers taken in turn from src/assets/blog/). */
export async function addSyntheticPosts(copy, posts) {
  const { readdir, writeFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const covers = (await readdir(join(copy.root, 'src/assets/blog'))).filter((f) => f.endsWith('.webp')).sort();
  await Promise.all(posts.map((post, i) => writeFile(join(copy.blogDir, `${post.id}.md`), post.markdown(covers[(i + 1) % covers.length]))));
}
