/**
 * The content admin's own build (dist-admin/, served in production from its own host name), served
 * on 127.0.0.1 for a spec: the admin talks to its local backend only from 127.0.0.1 or localhost.
 */
import { join } from 'node:path';
import { serveFolder } from '../../support/static-server.ts';

export const adminDistDir = join(process.cwd(), 'dist-admin');

/** Serves dist-admin/ on a free port; `close()` stops it. */
export const serveAdmin = () => serveFolder(adminDistDir);
