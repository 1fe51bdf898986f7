import { describe, expect, it } from 'vitest';
import { byOrder } from '~/lib/lists/order';

const names = (entries: { name?: string; title?: string; id?: string }[]) => entries.map((e) => e.name ?? e.title ?? e.id);

describe('the order editors give a list', () => {
  it('puts the lowest number first, whatever the gaps between numbers', () => {
    const list = [
      { order: 30, name: 'Gamma' },
      { order: 1, name: 'Alpha' },
      { order: 7, name: 'Beta' },
    ];
    expect(names(list.sort(byOrder))).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('breaks a tie by the name a visitor reads, so a new entry needs no renumbering', () => {
    const list = [
      { order: 2, name: 'University of Toronto' },
      { order: 1, name: 'New York University' },
      { order: 2, name: 'McGill University' },
      { order: 2, name: 'queen’s university' },
    ];
    expect(names(list.sort(byOrder))).toEqual(['New York University', 'McGill University', 'queen’s university', 'University of Toronto']);
  });

  it('names an entry by its title, else its id, when it has no name', () => {
    const list = [
      { order: 1, title: 'Visa interview' },
      { order: 1, id: 'arrival' },
      { order: 1, title: 'Book your session' },
    ];
    expect(names(list.sort(byOrder))).toEqual(['arrival', 'Book your session', 'Visa interview']);
  });

  it('reads numbers inside names as numbers', () => {
    const list = [
      { order: 1, name: 'Step 10' },
      { order: 1, name: 'Step 9' },
    ];
    expect(names(list.sort(byOrder))).toEqual(['Step 9', 'Step 10']);
  });
});
