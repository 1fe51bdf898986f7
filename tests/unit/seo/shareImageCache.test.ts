import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedImage } from '~/lib/seo/shareImageCache';

describe('the share-image cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'share-cache-test-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const counting = () => {
    const calls: string[] = [];
    const render = (label: string) => async () => {
      calls.push(label);
      return new TextEncoder().encode(label);
    };
    return { calls, render };
  };

  it('renders an image once and reads it back while its inputs stay the same', async () => {
    const { calls, render } = counting();
    const first = await cachedImage(['<svg>a</svg>', 'png:9'], render('a'), dir);
    const again = await cachedImage(['<svg>a</svg>', 'png:9'], render('a'), dir);
    expect(calls).toEqual(['a']);
    expect(Buffer.from(again)).toEqual(Buffer.from(first));
    expect(await readdir(dir)).toHaveLength(1);
  });

  it('renders again when any input changes', async () => {
    const { calls, render } = counting();
    await cachedImage(['<svg>a</svg>', 'png:9'], render('a'), dir);
    await cachedImage(['<svg>b</svg>', 'png:9'], render('b'), dir);
    await cachedImage(['<svg>a</svg>', 'png:8'], render('c'), dir);
    // Inputs are kept apart: ['ab', 'c'] is not ['a', 'bc'].
    await cachedImage(['<svg>a', '</svg>png:9'], render('d'), dir);
    expect(calls).toEqual(['a', 'b', 'c', 'd']);
  });
});
