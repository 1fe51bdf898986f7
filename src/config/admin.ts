/**
 * Where the content admin lives and which repository it writes to. Editors change content through
 * /admin; in production every save is a pull request on GitHub (see CONTENT.md, "The content admin").
 */
export const admin = {
  /**
   * The admin's page in the site's build (and on `astro dev`): noindex, out of the sitemap, linked
   * from no public page. The build moves it to its own output, dist-admin/index.html (see adminOutDir).
   */
  path: '/admin',
  /** Its icon, copied from public/ into its output. */
  icon: '/favicon.svg',
  /** The GitHub repository the site is built from, and the branch that goes live. */
  github: {
    repo: 'globalpath-education/website',
    branch: 'main',
    /**
     * The OAuth service that signs editors in with GitHub: Netlify's GitHub OAuth provider at
     * api.netlify.com (free, also for sites hosted elsewhere when `siteDomain` names a Netlify site).
     */
    authBaseUrl: 'https://api.netlify.com',
    /** The Netlify site whose OAuth provider is configured. */
    siteDomain: 'globalpath-education.netlify.app',
  },
  /**
   * `npm run cms`: the local backend (decap-server) that reads and writes the files on disk. It
   * listens on the loopback interface only, and the admin uses it only when opened on this machine.
   * CMS_BACKEND_PORT moves it (read when the admin is built, and by the tests that start it).
   */
  localBackend: { host: '127.0.0.1', port: localBackendPort(process.env.CMS_BACKEND_PORT) },
} as const;

/** 4402 unless CMS_BACKEND_PORT names another port (two copies of the site, or tests, side by side). */
function localBackendPort(setting: string | undefined): number {
  if (!setting) return 4402;
  const port = Number(setting);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`CMS_BACKEND_PORT must be a port number, not "${setting}"`);
  return port;
}

/**
 * The admin page's script: in dev, its source; in the build, a file of /_admin/ named by its content
 * (src/admin/bundle.ts puts that name where the page says `built`).
 */
export const adminScript = { source: '/src/admin/cms.ts', folder: '/_admin/', built: '/_admin/cms.js' } as const;

/**
 * The admin's own output beside the site's (dist/ → dist-admin/), served from its own origin:
 * admin.<domain> (docs/deploy.md).
 */
export const adminOutDir = (outDir: URL) => new URL(outDir.href.replace(/\/?$/, '-admin/'));

/** The admin's origins for the local backend, as the browser sees them. */
export const localBackendUrl = `http://${admin.localBackend.host}:${admin.localBackend.port}/api/v1`;

/** True for the admin page (with or without .html), which public audits and the sitemap leave out. */
export const isAdminPath = (path: string) => path === admin.path || path === `${admin.path}.html`;
