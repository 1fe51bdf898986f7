/** The content files as editors wrote them (src/content/…), for tests whose expected values come from the content. */
import { readdirSync, readFileSync } from 'node:fs';

export const readContent = <T>(path: string): T => JSON.parse(readFileSync(`src/content/${path}`, 'utf8')) as T;

/** The files of a content folder, each with its name and its text. */
export const contentFiles = (folder: string, extension = '.json') =>
  readdirSync(`src/content/${folder}`)
    .filter((file) => file.endsWith(extension))
    .map((file) => ({ file, text: readFileSync(`src/content/${folder}/${file}`, 'utf8') }));
