/**
 * The queries' unit tests run the real queries against a small fixture site: Astro's content
 * module answers from tests/fixtures/content/ (content-layer.ts), as Starlight's tests mock
 * `astro:content` with their fixture collections. Every test starts from the fixtures as written.
 */
import { beforeEach, vi } from 'vitest';
import { mockedAstroContent, useContent } from './content-layer';

vi.mock('astro:content', async (importOriginal) => mockedAstroContent(await importOriginal<object>()));

beforeEach(() => useContent());
