// Content-layer benchmark (the blog must stay fast as posts pile up): builds a temporary copy of the site with the real 8 posts,
// then another with N synthetic posts added (default 1000), and prints the build times, the /blogs
// HTML size and the size of the explorer island's props. Nothing is written to the repository.
// Usage: npm run bench:content [-- 1000]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { makeProjectCopy } from './lib/project-copy.mjs';

const count = Number(process.argv[2] ?? 1000);
if (!Number.isInteger(count) || count < 1) throw new Error('Give the number of synthetic posts, e.g. 1000');

const categories = ['study-guides', 'tips', 'updates', 'student-life'];
const words = `student visa university application scholarship deadline campus housing budget interview
  essay transcript english test semester course advisor credit tuition rent library orientation career
  internship research programme admission offer permit arrival insurance bank account mentor community`.split(/\s+/);
const tagPool = ['visa', 'usa', 'canada', 'uk', 'australia', 'scholarships', 'ielts', 'toefl', 'housing', 'budgeting', 'careers', 'applications'];

/** A deterministic pseudo-random sequence, so every run builds the same posts. */
function* numbers(seed) {
  let x = seed;
  for (;;) yield (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
}

async function syntheticPost(index, covers, rand) {
  const pick = (list) => list[Math.floor(rand.next().value * list.length)];
  const sentence = () => {
    const s = Array.from({ length: 8 + Math.floor(rand.next().value * 10) }, () => pick(words)).join(' ');
    return `${s[0].toUpperCase()}${s.slice(1)}.`;
  };
  const paragraphs = Array.from({ length: 8 }, () => Array.from({ length: 5 }, sentence).join(' '));
  const date = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000 * 2).toISOString().slice(0, 10);
  const tags = [...new Set([pick(tagPool), pick(tagPool), pick(tagPool)])];
  const excerpt = `${sentence()} ${sentence()}`.slice(0, 155);
  return `---
title: 'Synthetic guide ${index}: ${pick(words)} and ${pick(words)} for students'
excerpt: '${excerpt}'
category: ${categories[index % categories.length]}
image: ../../assets/blog/${covers[index % covers.length]}
imageAlt: Synthetic cover image for a benchmark post
author: kabir-malhotra
date: ${date}
tags: [${tags.join(', ')}]
featured: ${index % 25 === 0}
---

## ${sentence()}

${paragraphs.join('\n\n')}
`;
}

async function islandProps(html) {
  const island = /<astro-island[^>]*component-url="[^"]*BlogExplorer[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
  return /\sprops="([^"]*)"/.exec(island)?.[1] ?? '';
}

async function measure(label, copy) {
  const dist = join(copy.root, 'dist');
  const { code, output, seconds } = await copy.build(dist);
  if (code !== 0) throw new Error(`${label} build failed:\n${output.slice(-3000)}`);
  const html = await readFile(join(dist, 'blogs.html'), 'utf8');
  const props = await islandProps(html);
  const posts = (await readdir(copy.blogDir)).filter((f) => f.endsWith('.md')).length;
  const pages = /(\d+) page\(s\) built/.exec(output)?.[1];
  return {
    label,
    posts,
    pages: Number(pages),
    buildSeconds: Number(seconds.toFixed(1)),
    blogsHtmlKB: Number(((await stat(join(dist, 'blogs.html'))).size / 1024).toFixed(1)),
    blogsHtmlGzipKB: Number((gzipSync(html).length / 1024).toFixed(1)),
    islandPropsKB: Number((props.length / 1024).toFixed(1)),
    islandPropsGzipKB: Number((gzipSync(props).length / 1024).toFixed(1)),
  };
}

const results = [];
const base = await makeProjectCopy('blog-bench-base-');
try {
  results.push(await measure('8 posts', base));
} finally {
  await base.remove();
}

const scaled = await makeProjectCopy('blog-bench-scaled-');
try {
  const covers = (await readdir(join(scaled.root, 'src/assets/blog'))).filter((f) => f.endsWith('.webp'));
  const rand = numbers(42);
  for (let i = 1; i <= count; i++) {
    await writeFile(join(scaled.blogDir, `synthetic-post-${String(i).padStart(5, '0')}.md`), await syntheticPost(i, covers, rand));
  }
  results.push(await measure(`${count} + 8 posts`, scaled));
} finally {
  await scaled.remove();
}

console.table(results);
const [small, large] = results;
console.log(
  `Build time grows ${(large.buildSeconds / small.buildSeconds).toFixed(1)}x for ${(large.posts / small.posts).toFixed(0)}x the posts ` +
    `(${(((large.buildSeconds - small.buildSeconds) / (large.posts - small.posts)) * 1000).toFixed(0)} ms per extra post: page + share image).`,
);
