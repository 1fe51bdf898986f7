/** The currencies of the five destinations: their universities' fees and living costs are quoted in them. */
export const currencies = ['USD', 'CAD', 'GBP', 'AUD', 'NZD'] as const;
export type Currency = (typeof currencies)[number];

/**
 * The currencies a scholarship or a loan figure is quoted in: the destinations' and the rupee (an
 * Indian trust's award, a bank's limit). A figure in rupees needs no conversion.
 */
export const quotedCurrencies = [...currencies, 'INR'] as const;
export type QuotedCurrency = (typeof quotedCurrencies)[number];
