/**
 * Whose papers a document is: the student's own, the parents' or sponsor's (income, funds, loan), or
 * one the university issues after an offer. The checklist shows them in this order.
 */
export const documentGroups = ['student', 'parents', 'university'] as const;
export type DocumentGroup = (typeof documentGroups)[number];
