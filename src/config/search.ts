/**
 * Site search: which part of the site a page belongs to, named above its search results. Each kind's
 * word is "kind.<kind>" in src/content/strings/en/search.json; the policy pages are "legal", by the
 * legal collection (src/queries/search.ts), and a page no rule knows is a plain "page".
 */
import type { PageTypeRule } from '~/lib/search/pageType';
import { planningTools } from './navigation';

export const searchPageTypes = [
  { type: 'home', paths: ['/'] },
  { type: 'about', paths: ['/about'] },
  { type: 'destination', paths: ['/destinations', '/countries'] },
  { type: 'service', paths: ['/services'] },
  { type: 'universities', paths: ['/universities'] },
  { type: 'article', paths: ['/blog'] },
  { type: 'blog', paths: ['/blogs'] },
  { type: 'community', paths: ['/community'] },
  { type: 'costPlanner', paths: ['/cost-planner'] },
  { type: 'planningTool', paths: planningTools.map((tool) => tool.path) },
  { type: 'contact', paths: ['/contact'] },
] as const satisfies readonly PageTypeRule[];
