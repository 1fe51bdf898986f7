import { readFile } from 'node:fs/promises';

/**
 * The JSON in `file` as the admin saved it, or null while the file is missing, empty or half written:
 * a save empties the file and then writes it, so a test that polls it can read it in between.
 */
export async function savedJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8').catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
