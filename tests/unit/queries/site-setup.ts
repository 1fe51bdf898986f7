/**
 * The site's own content through the site's own queries, for the unit tests of the planning tools'
 * logic whose expected values are what the editors wrote (the chances, the timeline): Astro's content
 * module answers from src/content/ as it answers the queries' tests from the fixtures, so a test reads
 * a tool's data as its page hands it over. (A post's rendered text is its Markdown here: these tests
 * read no post.)
 */
import { vi } from 'vitest';
import { mockedAstroContent, useContent } from './content-layer';

vi.mock('astro:content', async (importOriginal) => mockedAstroContent(await importOriginal<object>()));

await useContent({}, 'src/content');
