/** Site search: what each part of the site is called above its search results. */
import type { PageTypeRule } from '~/lib/search/pageType';
import { legalLinks, planningTools } from './navigation';

export const searchPageTypes: readonly PageTypeRule[] = [
  { type: 'Home', paths: ['/'] },
  { type: 'About', paths: ['/about'] },
  { type: 'Destination', paths: ['/destinations', '/countries'] },
  { type: 'Service', paths: ['/services'] },
  { type: 'Universities', paths: ['/universities'] },
  { type: 'Article', paths: ['/blog'] },
  { type: 'Blog', paths: ['/blogs'] },
  { type: 'Community', paths: ['/community'] },
  { type: 'Cost planner', paths: ['/cost-planner'] },
  { type: 'Planning tool', paths: planningTools.map((tool) => tool.path) },
  { type: 'Contact', paths: ['/contact'] },
  { type: 'Legal', paths: legalLinks.map((link) => link.path) },
];
