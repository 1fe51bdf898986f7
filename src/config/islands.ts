/**
 * The site's own hydration directives that wait for the visitor (registered in
 * src/integrations/clientDirectives.ts): an island using one loads no code until the visitor reaches
 * for it. The chat button hydrates on intent, the search dialog when search is asked for, the
 * shortlist bar once there is a shortlist.
 */
export const visitorDirectives = ['intent', 'search', 'shortlist'] as const;

/** The islands hydrated by those directives, as Astro marks them in the page (`client="…"`). */
export const waitingIslands = visitorDirectives.map((name) => `astro-island[client="${name}"]`).join(', ');
