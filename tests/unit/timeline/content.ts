/** Each destination's timeline read from the content under test, as the page hands it to the island. */
import { readFileSync, readdirSync } from 'node:fs';
import type { Timeline } from '~/lib/timeline/plan';
import { wordsOf } from '../support/strings';

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const destinations: { id: string; name: string }[] = json('src/content/destinations/destinations.json');

export const words: Record<string, string> = wordsOf('timeline');

export const timelines: Timeline[] = readdirSync('src/content/application-timelines')
  .filter((file) => file.endsWith('.json'))
  .map((file) => {
    const { country, ...rest } = json(`src/content/application-timelines/${file}`);
    return { country, name: destinations.find((d) => d.id === country)!.name, ...rest };
  });
