/**
 * The steps that finish the built site, as one pipeline: the output folder is read once (every page's
 * HTML kept in memory, src/build/builtSite.ts) and each step, in a fixed order, works on those pages;
 * changed pages are written once, before the last step compresses everything. Each step's time is
 * logged, wall clock and CPU (every thread of this process; on a shared machine the CPU time is the
 * steadier figure).
 * List it after every integration that writes into the output (the sitemap, the admin bundle).
 */
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { fileURLToPath } from 'node:url';
import { BuiltSite } from '../build/builtSite';
import { pageStyles } from './pageStyles';
import { untranslatedReport } from './untranslatedReport';
import { siteSearch } from './siteSearch';
import { firstScreenImages } from './firstScreenImages';
import { serving } from './serving';
import { contentRecord } from './contentRecord';

interface PostBuildContext {
  site: BuiltSite;
  logger: AstroIntegrationLogger;
  /** The project's root folder, for files written outside the output (deploy/nginx/generated/, generated/). */
  projectRoot: URL;
}

/** One step: changes the pages (or writes files) and says in a line what it did. */
export type PostBuildStep = (context: PostBuildContext) => Promise<string>;

// The order matters: the search index is read from pages that still link their images (so results
// keep image URLs, not their bytes); the pages are written before serving compresses every text file,
// so each copy holds the finished page.
const steps: [string, PostBuildStep][] = [
  ['content record', contentRecord],
  ['still in English', untranslatedReport],
  ['page styles', pageStyles],
  ['site search', siteSearch],
  ['first-screen images', firstScreenImages],
  ['write pages', async ({ site }) => `wrote ${await site.writePages()} changed pages`],
  ['serving', serving],
];

/** `trimPageCss: false` leaves the pages' CSS as Astro wrote it (the comparison build of `npm run bench -- css`). */
export function postBuild({ trimPageCss = true }: { trimPageCss?: boolean } = {}): AstroIntegration {
  let projectRoot: URL;
  return {
    name: 'post-build',
    hooks: {
      'astro:config:done': ({ config }) => {
        projectRoot = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = clock();
        const site = await BuiltSite.read(fileURLToPath(dir));
        logger.info(`read ${site.pages.length} pages (${took(started)})`);
        for (const [name, step] of steps.filter(([name]) => trimPageCss || name !== 'page styles')) {
          const stepStarted = clock();
          const summary = await step({ site, logger: logger.fork(`post-build: ${name}`), projectRoot });
          logger.info(`${name}: ${summary} (${took(stepStarted)})`);
        }
        const whole = process.cpuUsage();
        logger.info(
          `finished the built site (${took(started)}); the whole build used ${((whole.user + whole.system) / 1e6).toFixed(1)} s of CPU`,
        );
      },
    },
  };
}

const clock = () => ({ wall: performance.now(), cpu: process.cpuUsage() });
const took = (since: ReturnType<typeof clock>) => {
  const cpu = process.cpuUsage(since.cpu);
  return `${((performance.now() - since.wall) / 1000).toFixed(1)} s, CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`;
};
