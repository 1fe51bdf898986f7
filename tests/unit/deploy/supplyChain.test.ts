import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * What reaches main and what runs in CI: every action pinned to a commit (a tag can be moved to other
 * code; a commit cannot), the branch rules the repository imports requiring the very check the
 * workflow runs, and the update bot watching both npm and the actions.
 */
const root = new URL('../../../', import.meta.url);
const file = (path: string) => readFileSync(new URL(path, root), 'utf8');
const workflows = readdirSync(new URL('.github/workflows/', root)).filter((name) => /\.ya?ml$/.test(name));

interface Rule {
  type: string;
  parameters?: {
    required_status_checks?: { context: string; integration_id?: number }[];
    strict_required_status_checks_policy?: boolean;
    required_approving_review_count?: number;
  };
}
const ruleset = JSON.parse(file('.github/rulesets/main.json')) as {
  target: string;
  enforcement: string;
  conditions: { ref_name: { include: string[]; exclude: string[] } };
  rules: Rule[];
  bypass_actors: unknown[];
};

describe('the workflows', () => {
  it('pin every action to a full commit SHA, with its version in a comment', () => {
    expect(workflows.length).toBeGreaterThan(0);
    for (const name of workflows) {
      const uses = file(`.github/workflows/${name}`)
        .split('\n')
        .filter((line) => /^\s*(-\s+)?uses:/.test(line));
      expect(uses.length, name).toBeGreaterThan(0);
      for (const line of uses) expect(line, `${name}: ${line.trim()}`).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+){1,2}$/);
    }
  });
});

describe('the branch rules (.github/rulesets/main.json)', () => {
  it('require the workflow’s test job, by its name, from GitHub Actions', () => {
    const jobs = (parse(file('.github/workflows/checks.yml')) as { jobs: Record<string, { name?: string; steps: { run?: string }[] }> })
      .jobs;
    const testJob = Object.values(jobs).find((job) => job.steps.some((step) => step.run?.includes('.ci/run')))!;
    const checks = ruleset.rules.find((rule) => rule.type === 'required_status_checks')?.parameters?.required_status_checks;
    // 15368: the GitHub Actions app, so no other app can report a check of that name.
    expect(checks).toEqual([{ context: testJob.name, integration_id: 15368 }]);
  });

  it('hold on the default branch, for everyone: a pull request, no force push, no deletion', () => {
    expect(ruleset.target).toBe('branch');
    expect(ruleset.enforcement).toBe('active');
    expect(ruleset.conditions.ref_name).toEqual({ include: ['~DEFAULT_BRANCH'], exclude: [] });
    expect(ruleset.bypass_actors).toEqual([]);
    expect(ruleset.rules.map((rule) => rule.type).sort()).toEqual([
      'deletion',
      'non_fast_forward',
      'pull_request',
      'required_status_checks',
    ]);
  });
});

describe('the update bot (.github/dependabot.yml)', () => {
  it('proposes npm and GitHub Actions updates every week, grouped', () => {
    const { updates } = parse(file('.github/dependabot.yml')) as {
      updates: { 'package-ecosystem': string; directory: string; schedule: { interval: string }; groups?: Record<string, unknown> }[];
    };
    expect(updates.map((update) => update['package-ecosystem']).sort()).toEqual(['github-actions', 'npm']);
    for (const update of updates) {
      expect(update.directory).toBe('/');
      expect(update.schedule.interval).toBe('weekly');
      expect(Object.keys(update.groups ?? {}).length, update['package-ecosystem']).toBeGreaterThan(0);
    }
  });
});
