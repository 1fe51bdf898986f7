import { describe, expect, it } from 'vitest';
import { proofOfFundsValues } from '~/lib/costs/proofOfFunds';
import type { CostSheet } from '~/lib/costs/sheet';
import { fillIn } from '~/lib/text/placeholders';
import { fixtureSheet } from '../planner/fixtureSheet';

const yearly = (amount: number): Pick<CostSheet, 'currency' | 'proofOfFunds'> => ({
  currency: 'NZD',
  proofOfFunds: { ...fixtureSheet.proofOfFunds, living: { basis: 'per-year', amount } },
});

describe('the amounts a proof of funds’ words name', () => {
  it('gives a yearly rule’s amount and its twelfth, in the destination’s currency', () => {
    expect(proofOfFundsValues(yearly(20_000), 'en-IN')).toEqual({ amount: 'NZ$20,000', perMonth: 'NZ$1,667' });
    expect(proofOfFundsValues(yearly(20_000), 'hi-IN')).toEqual({ amount: 'NZ$20,000', perMonth: 'NZ$1,667' });
  });

  it('groups them as the page does: thousands in English, lakhs in Hindi', () => {
    expect(proofOfFundsValues(yearly(150_000), 'en-IN').amount).toBe('NZ$150,000');
    expect(proofOfFundsValues(yearly(150_000), 'hi-IN').amount).toBe('NZ$1,50,000');
  });

  it('gives a monthly rule’s amounts by city and its months, so an edited figure changes the note', () => {
    const values = proofOfFundsValues(fixtureSheet, 'en-IN');
    expect(values).toEqual({ major: '£1,500', elsewhere: '£1,100', maxMonths: '9' });
    expect(fillIn('{major} a month in London or {elsewhere} elsewhere, for {maxMonths} months.', values)).toBe(
      '£1,500 a month in London or £1,100 elsewhere, for 9 months.',
    );
    expect(proofOfFundsValues(fixtureSheet, 'hi-IN')).toEqual(values);
  });

  it('names nothing where the plan itself is the rule (the USA’s I-20)', () => {
    expect(
      proofOfFundsValues({ currency: 'USD', proofOfFunds: { ...fixtureSheet.proofOfFunds, living: { basis: 'your-plan' } } }, 'en-IN'),
    ).toEqual({});
  });
});
