import type { ReactNode } from 'react';
import { formCodeParts } from '~/lib/text/formCode';

/**
 * Text an island shows from content, with each code such as F-1 or I-20 kept on one line, as the page
 * middleware keeps them outside islands. The span makes no box of its own, so in a flex row the code
 * stays among the words around it.
 */
export function codesWhole(text: string): ReactNode {
  const parts = formCodeParts(text);
  if (!parts.some((part) => part.code)) return text;
  return parts.map((part, i) =>
    part.code ? (
      <span key={i} className="contents whitespace-nowrap">
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
