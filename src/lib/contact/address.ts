/** A postal address's parts, in the words of one language. */
export interface AddressWords {
  readonly street: string;
  readonly city: string;
  readonly region: string;
  readonly postalCode: string;
  readonly country: string;
}

/** One line, for footers and cards: "Office 1204, Tower B, Sector 62, Noida, Uttar Pradesh 201309, India". */
export const addressLineOf = ({ street, city, region, postalCode, country }: AddressWords) =>
  `${street}, ${city}, ${region} ${postalCode}, ${country}`;
