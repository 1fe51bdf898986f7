/**
 * Moves the record of what the pages show from the content (src/pages/content-shown.json.ts) out of
 * the output, to generated/content-shown.json, where the browser tests read what to expect: it is
 * the tests', never served. The first step of the pipeline (src/integrations/postBuild.ts), before
 * anything lists or compresses the output's files. A build of a few pages only (a test's small
 * build) has none to move.
 */
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PostBuildStep } from './postBuild';

const recordName = 'content-shown.json';

export const contentRecord: PostBuildStep = async ({ site, projectRoot }) => {
  const built = join(site.root, recordName);
  const generated = new URL('generated/', projectRoot);
  await mkdir(generated, { recursive: true });
  try {
    await copyFile(built, new URL(recordName, generated));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'no record of the pages’ content in this build';
    throw error;
  }
  await rm(built);
  return `moved ${recordName} to generated/, out of the output`;
};
