/**
 * An original crest for a partner university: a shield in the university's colours with its monogram.
 * We draw it ourselves rather than show the real logo. A plain React component without state, so the
 * finder island uses it and .astro pages render it to static SVG with no client JavaScript.
 */
export interface CrestProps {
  monogram: string;
  primary: string;
  secondary: string;
  /** Rendered width in px; the height follows the shield's 5:6 shape. */
  size?: number;
  className?: string;
}

export default function UniversityCrest({ monogram, primary, secondary, size = 56, className }: CrestProps) {
  const fontSize = monogram.length > 2 ? 15 : 19;
  return (
    <svg viewBox="0 0 50 60" width={size} height={(size * 6) / 5} className={className} aria-hidden="true" focusable="false">
      <path d="M25 2 L47 9 V28 C47 43 37 53 25 58 C13 53 3 43 3 28 V9 Z" fill={primary} stroke={secondary} strokeWidth="2.5" />
      <path d="M9 14 L25 9 L41 14" fill="none" stroke={secondary} strokeWidth="2" strokeLinecap="round" />
      <text
        x="25"
        y="36"
        textAnchor="middle"
        fill="#fff"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight="700"
        fontSize={fontSize}
        letterSpacing="0.5"
      >
        {monogram}
      </text>
      <path d="M14 44 Q25 50 36 44" fill="none" stroke={secondary} strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
