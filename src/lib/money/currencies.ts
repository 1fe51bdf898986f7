/** The currencies of the five destinations: their universities' fees and living costs are quoted in them. */
export const currencies = ['USD', 'CAD', 'GBP', 'AUD', 'NZD'] as const;
export type Currency = (typeof currencies)[number];
