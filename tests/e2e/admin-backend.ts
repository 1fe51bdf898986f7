import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminPath, distDir } from './audit-support';

/**
 * The local backend the built admin page calls: the address it was built with (src/config/admin.ts,
 * where CMS_BACKEND_PORT may move it), read from the page's own configuration.
 */
export function builtAdminBackend(): URL {
  const html = readFileSync(join(distDir, `${adminPath.slice(1)}.html`), 'utf8');
  const config = /<script type="application\/json" id="cms-config">([^<]*)<\/script>/.exec(html)?.[1];
  if (!config) throw new Error('the built admin page carries no configuration');
  return new URL((JSON.parse(config) as { local_backend: { url: string } }).local_backend.url);
}
