// How every browser the tests and scripts start is launched: Debian's Chromium on a machine with no
// display, no GPU, a small /dev/shm and no internet. The tests drive its headless shell (a third of
// the full browser's start-up time); the benchmarks and screenshots the full browser, whose new
// headless mode Lighthouse needs.

/** The flags these machines need: no sandbox (root in a container), no GPU, /tmp for shared memory, and nothing fetched or synced in the background. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** The browser to start: CHROMIUM_PATH, else Debian's headless shell (`shell`) or its full Chromium. */
export const chromiumPath = (kind = 'full') =>
  process.env.CHROMIUM_PATH ?? (kind === 'shell' ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
