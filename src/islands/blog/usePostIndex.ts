import { useCallback, useRef, useState } from 'react';
import type { BlogCard } from '~/lib/blog/card';
import { decodePostIndex } from '~/lib/blog/postIndex';

type PostIndexState = { status: 'idle' | 'loading' | 'failed'; posts?: undefined } | { status: 'ready'; posts: BlogCard[] };

/**
 * Every post's card, fetched from the search data file the first time `load()` is called (the
 * visitor focuses the search or the tabs, or opens a link with a search in it). Never before: the
 * first screen needs none of it. A failed fetch can be retried.
 */
export function usePostIndex(url: string): [PostIndexState, () => void] {
  const [state, setState] = useState<PostIndexState>({ status: 'idle' });
  const requested = useRef(false);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setState({ status: 'loading' });
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((file) => setState({ status: 'ready', posts: decodePostIndex(file) }))
      .catch(() => {
        requested.current = false;
        setState({ status: 'failed' });
      });
  }, [url]);

  return [state, load];
}
