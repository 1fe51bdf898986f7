import type { EnglishAttributes } from '~/lib/i18n/englishTexts';

/**
 * A short named list of tags: a university's programmes or levels, a mentor's topics. A plain React
 * component without state, so islands use it and .astro pages render it to static HTML with no
 * client JavaScript.
 */
interface Props {
  /** What the tags are, for screen readers ("Programs at Harvard University"). */
  label: string;
  tags: readonly string[];
  /** `badge`: the brand pill that stands out on a card; `chip` (default): a small grey tag among facts. */
  look?: 'badge' | 'chip';
  /** Spacing and alignment of the row. */
  className?: string;
  /** `lang` (and whether they are not translated yet) when the tags are in English on a page in another language. */
  tagsIn?: EnglishAttributes;
}

const looks = {
  badge: 'badge',
  chip: 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700',
};

export default function TagList({ label, tags, look = 'chip', className = '', tagsIn }: Props) {
  return (
    <ul className={`flex flex-wrap ${className}`} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={looks[look]} {...tagsIn}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
