// The blog-at-scale fixture for the browser tests (tests/e2e/blog-scale.spec.ts): the site built with
// the generated posts of scripts/lib/synthetic-posts.mjs added, in a temporary copy, into
// dist-blog-scale/. Nothing is added to the repository's content. `npm test` runs it before the browser tests.
// Usage: node scripts/build-blog-scale.mjs
import { rm, rename } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { makeProjectCopy } from './lib/project-copy.mjs';
import { addSyntheticPosts, scaleFixturePosts, syntheticPosts } from './lib/synthetic-posts.mjs';

const target = resolve(import.meta.dirname, '../dist-blog-scale');
const copy = await makeProjectCopy('blog-scale-fixture-');
try {
  await addSyntheticPosts(copy, syntheticPosts(scaleFixturePosts));
  const dist = join(copy.root, 'dist');
  const { code, output, seconds } = await copy.build(dist);
  if (code !== 0) throw new Error(`The scale fixture's build failed:\n${output.slice(-3000)}`);
  await rm(target, { recursive: true, force: true });
  // The copy lives in the system temp folder, possibly another file system: fall back to copying.
  await rename(dist, target).catch(async () => {
    const { cp } = await import('node:fs/promises');
    await cp(dist, target, { recursive: true });
  });
  console.log(`dist-blog-scale/: the site with ${scaleFixturePosts} generated posts added, built in ${seconds.toFixed(1)} s`);
} finally {
  await copy.remove();
}
