import { readSearchQuery, searchQueryString, type SiteSearchQuery } from '~/lib/search/query';
import SearchPanel, { type SearchWords } from './search/SearchPanel';
import { useUrlState } from './shared/useUrlState';

const initialQuery: SiteSearchQuery = { q: '' };

/** The /search page's search: the same as the header dialog's, with the text in the URL (?q=) for shared links. */
export default function SiteSearch({ s }: { s: SearchWords }) {
  const [query, navigate] = useUrlState<SiteSearchQuery>(initialQuery, readSearchQuery, searchQueryString);
  return <SearchPanel query={query.q} onQuery={(q) => navigate({ q }, 'typing')} step={10} s={s} />;
}
