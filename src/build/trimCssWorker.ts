/** A worker thread of the CSS-trimming pool (src/integrations/pageStyles.ts): one stylesheet trimmed for one set of candidates. */
import { serveTasks } from './workerPool.ts';
import { usedCss } from './usedCss.ts';

export interface TrimCssTask {
  css: string;
  candidates: string[];
}

serveTasks(({ css, candidates }: TrimCssTask) => usedCss(css, candidates));
