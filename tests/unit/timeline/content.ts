/** Each destination's timeline read from the content under test, as the page hands it to the island. */
import { readFileSync, readdirSync } from 'node:fs';
import type { Timeline } from '~/lib/timeline/plan';

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const destinations: { id: string; name: string }[] = json('src/content/destinations/destinations.json');

export const words: Record<string, string> = json('src/content/strings/en/timeline.json');

export const timelines: Timeline[] = readdirSync('src/content/application-timelines').filter((file) => file.endsWith('.json')).map((file) => {
  const { country, ...rest } = json(`src/content/application-timelines/${file}`);
  return { country, name: destinations.find((d) => d.id === country)!.name, ...rest };
});
