import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import astroConfig from '../../../astro.config.mjs';

/**
 * Every setting the production build reads travels three ways, and a setting missing from one of
 * them silently builds production without it: the workflow's build (the static artefact, from the
 * repository's Actions variables), the Docker image's build arguments, and the Dockerfile's ARGs.
 * The settings are the public ones of astro.config's env schema, plus the two read before Astro's
 * schema applies: SITE_URL (astro.config itself) and HSTS_PRELOAD (src/config/serving.ts).
 */
const schema = astroConfig.env?.schema ?? {};
const settings = [...Object.keys(schema).filter((name) => name.startsWith('PUBLIC_')), 'SITE_URL', 'HSTS_PRELOAD'].sort();

const file = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface Job {
  env?: Record<string, string>;
  steps: Step[];
}
const jobs = Object.values((parse(file('.github/workflows/checks.yml')) as { jobs: Record<string, Job> }).jobs);

/** A repository variable of the same name: `${{ vars.NAME }}`. */
const fromVariable = (name: string, value: string | undefined) => value?.replace(/\s/g, '') === `\${{vars.${name}}}`;

describe('the production build settings', () => {
  it('are the public settings of the env schema, SITE_URL and HSTS_PRELOAD', () => {
    expect(settings).toEqual(expect.arrayContaining(['PUBLIC_CALCOM_ORIGIN', 'PUBLIC_CALCOM_LINK', 'SITE_URL', 'HSTS_PRELOAD']));
    for (const name of settings.filter((name) => name.startsWith('PUBLIC_'))) expect(schema[name]?.access, name).toBe('public');
  });

  it("reach the workflow's static build, each from the repository variable of its name", () => {
    const builds = jobs.filter((job) => job.steps.some((step) => step.run?.trim() === 'npm run build'));
    expect(builds).toHaveLength(1);
    const env = builds[0]!.env ?? {};
    expect(Object.keys(env).sort()).toEqual(settings);
    for (const name of settings) expect(fromVariable(name, env[name]), `${name}: ${env[name]}`).toBe(true);
  });

  it("reach the workflow's Docker image as build arguments, each from the repository variable of its name", () => {
    const images = jobs.flatMap((job) => job.steps).filter((step) => step.uses?.startsWith('docker/build-push-action@'));
    expect(images).toHaveLength(1);
    const args = Object.fromEntries(
      (images[0]!.with?.['build-args'] ?? '')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => [line.slice(0, line.indexOf('=')).trim(), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(args).sort()).toEqual(settings);
    for (const name of settings) expect(fromVariable(name, args[name]), `${name}: ${args[name]}`).toBe(true);
  });

  it("are the Dockerfile's build arguments, declared in the stage that builds", () => {
    const dockerfile = file('Dockerfile');
    const buildStage = dockerfile.slice(0, dockerfile.indexOf('RUN npm run build'));
    const declared = [...buildStage.matchAll(/^ARG\s+(\w+)/gm)].map((match) => match[1]).sort();
    expect(declared).toEqual(settings);
  });
});
