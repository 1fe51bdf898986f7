/**
 * Where the content admin lives and which repository it writes to. Editors change content through
 * /admin; in production every save is a pull request on GitHub (see CONTENT.md, "The content admin").
 */
export const admin = {
  /** The admin's page: noindex, out of the sitemap, linked from no public page. */
  path: '/admin',
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
   */
  localBackend: { host: '127.0.0.1', port: localBackendPort(process.env.CMS_BACKEND_PORT) },
} as const;

/**
 * 4402 unless CMS_BACKEND_PORT names another port (two copies of the site, or tests, side by side).
 * Read where the admin page is rendered, so the page calls the port its backend listens on.
 */
function localBackendPort(setting: string | undefined): number {
  if (!setting) return 4402;
  const port = Number(setting);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`CMS_BACKEND_PORT must be a port number, not "${setting}"`);
  return port;
}

/** The admin page's script: built apart into /_admin/ (src/admin/bundle.ts); in dev, its source. */
export const adminScript = { source: '/src/admin/cms.ts', built: '/_admin/cms.js' } as const;

/** The admin's origins for the local backend, as the browser sees them. */
export const localBackendUrl = `http://${admin.localBackend.host}:${admin.localBackend.port}/api/v1`;

/** True for the admin page (with or without .html), which public audits and the sitemap leave out. */
export const isAdminPath = (path: string) => path === admin.path || path === `${admin.path}.html`;
