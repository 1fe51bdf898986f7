import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cached, cachedFile } from '~/build/buildCache';

describe('the build cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'build-cache-test-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const counting = () => {
    const calls: string[] = [];
    const make = (label: string) => async () => {
      calls.push(label);
      return new TextEncoder().encode(label);
    };
    return { calls, make };
  };

  it('makes an output once and reads it back while its inputs stay the same', async () => {
    const { calls, make } = counting();
    const first = await cached('png', ['<svg>a</svg>', 'png:9'], make('a'), dir);
    const again = await cached('png', ['<svg>a</svg>', 'png:9'], make('a'), dir);
    expect(calls).toEqual(['a']);
    expect(again).toEqual(first);
    expect(again.toString()).toBe('a');
    expect(await readdir(join(dir, 'png'))).toHaveLength(1);
  });

  it('makes it again when any input changes', async () => {
    const { calls, make } = counting();
    await cached('png', ['<svg>a</svg>', 'png:9'], make('a'), dir);
    await cached('png', ['<svg>b</svg>', 'png:9'], make('b'), dir);
    await cached('png', ['<svg>a</svg>', 'png:8'], make('c'), dir);
    // Inputs are kept apart: ['ab', 'c'] is not ['a', 'bc'].
    await cached('png', ['<svg>a', '</svg>png:9'], make('d'), dir);
    expect(calls).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps each kind of output apart, and takes text or bytes', async () => {
    const { calls, make } = counting();
    await cached('css', ['same'], make('css'), dir);
    await cached('br', [new TextEncoder().encode('same')], make('br'), dir);
    expect(calls).toEqual(['css', 'br']);
    expect((await cached('css', ['same'], async () => 'other', dir)).toString()).toBe('css');
  });

  it('gives a tool that reads files the path of the kept output, named with its extension', async () => {
    const { calls, make } = counting();
    const file = await cachedFile('font', ['letters'], make('a'), { extension: '.woff2', root: dir });
    expect(file).toMatch(/[0-9a-f]{64}\.woff2$/);
    expect(await cachedFile('font', ['letters'], make('a'), { extension: '.woff2', root: dir })).toBe(file);
    expect(calls).toEqual(['a']);
    expect((await readFile(file)).toString()).toBe('a');
  });
});
