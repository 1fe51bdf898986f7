/**
 * The generated part of the nginx configuration, written from a serving configuration
 * (src/config/serving.ts). The build stores it in deploy/nginx/generated/ (the site's) and
 * deploy/nginx/generated/admin/ (the content admin's origin); nginx reads them as site/generated/
 * (deploy/nginx/ is installed as <nginx conf dir>/site/, see deploy/nginx/default.conf.template).
 *
 * - http.conf (http level): one `map` per header, giving each response its value by path, and
 *   the map of 404 pages by folder.
 * - headers.conf: the `add_header` lines, included at server level and in every location.
 * - routes.conf (server level): content types, what is gzipped on the fly, the redirects, files
 *   kept private (the host files, backups and other private file endings), the 404 pages.
 *
 * Header values come from maps instead of per-location add_header lines: nginx drops the server's
 * add_header lines in any location that has its own, so one identical include everywhere, with the
 * differences in maps, cannot lose a header.
 */
import { generatedNotice } from './hostFiles';
import { checkPattern, checkPlainPath, checkRedirect, checkValue, type HeaderRule, type NotFoundPage, type ServingConfig } from './rules';
import { escapeRegExp } from '../text/escapeRegExp';

/** Which server a set of files is for: its variables' prefix and the folder nginx includes them from. */
interface Target {
  name: string;
  includeDir: string;
}

const indent = '    ';

/** The regex an nginx map tests against $uri (the file nginx ended up serving, e.g. /about.html). */
function uriRegex(pattern: string): string {
  checkPattern(pattern);
  if (pattern.endsWith('/*')) return `^${escapeRegExp(pattern.slice(0, -1))}`;
  if (pattern === '/') return '^/(?:index\\.html)?$';
  return `^${escapeRegExp(pattern)}(?:\\.html|/|/index\\.html)?$`;
}

/** Header names the rules use (first spelling wins), plus Cache-Control, which every response gets. */
function headerNames(rules: readonly HeaderRule[]): string[] {
  const names = [...rules.flatMap((rule) => Object.keys(rule.headers)), 'Cache-Control'];
  return names.filter((name, i) => names.findIndex((n) => n.toLowerCase() === name.toLowerCase()) === i);
}

const variableFor = ({ name }: Target, header: string) => `$${name}_header_${header.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
const quote = (s: string) => `"${s}"`;

/** http.conf: the maps. The later rule comes first, since a map takes its first matching regex. */
function httpConf({ headerRules: rules, defaultCaching, notFoundPages }: ServingConfig, target: Target): string {
  const cacheVariable = `$${target.name}_cache_default`;
  const cacheDefault = [
    '# Cache-Control where no header rule sets one: by what the response is. HTML is told by the',
    '# file served ($uri: /about.html for /about, /404.html for a missing page), which a 304 keeps',
    '# while it drops the Content-Type.',
    `map "$status $uri" ${cacheVariable} {`,
    `${indent}"~^30[1278] " ${quote(defaultCaching.redirect)};`,
    `${indent}"~\\.html$" ${quote(defaultCaching.html)};`,
    `${indent}default ${quote(defaultCaching.other)};`,
    '}',
  ];
  const maps = headerNames(rules).map((name) => {
    const valueIn = (rule: HeaderRule) => Object.entries(rule.headers).find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
    const setting = [...rules].reverse().filter((rule) => valueIn(rule) !== undefined);
    // A `/*` rule covers every response (even a request nginx rejects, whose $uri is no path): its
    // value is the map's default, and the rules before it can never win.
    const everywhere = setting.findIndex((rule) => rule.path === '/*');
    const lines = (everywhere === -1 ? setting : setting.slice(0, everywhere + 1)).map((rule) => {
      const value = valueIn(rule)!;
      checkValue(`${rule.path} ${name}`, value);
      const key = rule.path === '/*' ? 'default' : quote(`~${uriRegex(rule.path)}`);
      return `${indent}${key} ${quote(value)};  # ${rule.path}`;
    });
    if (everywhere === -1) lines.push(`${indent}default ${name.toLowerCase() === 'cache-control' ? cacheVariable : '""'};`);
    return [`map $uri ${variableFor(target, name)} {`, ...lines, '}'].join('\n');
  });
  return [`# ${generatedNotice}`, '', ...cacheDefault, '', maps.join('\n\n'), ...notFoundMap(notFoundPages, target)].join('\n') + '\n';
}

const notFoundVariable = ({ name }: Target) => `$${name}_not_found_page`;

/** The map from a missing address to the file of its folder's 404 page. */
function notFoundMap(pages: readonly NotFoundPage[], target: Target): string[] {
  if (pages.length === 0) return [];
  const file = (page: NotFoundPage) => {
    for (const path of [page.folder, page.page]) checkPlainPath('404 page', path);
    return `${page.page}.html`;
  };
  const [site, ...folders] = [...pages].reverse();
  if (site?.folder !== '/') throw new Error("The last 404 page must be the site's, for the folder /");
  return [
    '',
    "# The 404 page a missing address gets: its folder's (a language's), else the site's.",
    `map $uri ${notFoundVariable(target)} {`,
    `${indent}default ${file(site)};`,
    ...folders.reverse().map((page) => `${indent}${quote(`~${uriRegex(`${page.folder}*`)}`)} ${file(page)};`),
    '}',
  ];
}

/** headers.conf: every header name the rules use, plus Cache-Control; an empty value sends nothing. */
function headersConf({ headerRules: rules }: ServingConfig, target: Target): string {
  return (
    [
      `# ${generatedNotice}`,
      '# Include at server level and in every location: a location with an add_header of its own',
      "# would otherwise drop the server's.",
      ...headerNames(rules).map((name) => `add_header ${name} ${variableFor(target, name)} always;`),
    ].join('\n') + '\n'
  );
}

const locationIn =
  ({ includeDir }: Target) =>
  (match: string, ...body: string[]) =>
    [`location ${match} {`, `${indent}include ${includeDir}/headers.conf;`, ...body.map((line) => indent + line), '}'].join('\n');

/**
 * The one regex location for every private file ending: `\.(?:bak|sql)$|~$`, case-insensitive (a
 * file system that ignores case serves about.html.BAK as well).
 */
function privateFilesMatch(endings: readonly string[]): string {
  for (const ending of endings) {
    if (!/^(\.[A-Za-z0-9]+|[~#])$/.test(ending))
      throw new Error(`Private file ending "${ending}": a dot and letters or digits (".bak"), or ~ or #`);
  }
  const extensions = endings.filter((ending) => ending.startsWith('.')).map((ending) => ending.slice(1));
  const marks = endings.filter((ending) => !ending.startsWith('.'));
  const alternatives = [...(extensions.length ? [`\\.(?:${extensions.join('|')})`] : []), ...marks];
  // Quoted: a bare # would start a comment in nginx's configuration.
  return `~* "(?:${alternatives.join('|')})$"`;
}

/**
 * routes.conf: types, charset, on-the-fly gzip, the redirects, the files nginx keeps to itself (the
 * other hosts' files and the private file endings) and the 404 pages.
 */
function routesConf(
  { redirects, contentTypes, pathContentTypes, utf8ContentTypes, notFoundPages, privateFileEndings }: ServingConfig,
  target: Target,
): string {
  const location = locationIn(target);
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(contentTypes)) byType.set(type, [...(byType.get(type) ?? []), extension]);
  const charsetTypes = utf8ContentTypes.filter((type) => type !== 'text/html'); // text/html always has one
  return (
    [
      `# ${generatedNotice}`,
      '',
      '# Content types: this list replaces mime.types for the site.',
      'types {',
      ...[...byType].map(([type, extensions]) => `${indent}${type} ${extensions.join(' ')};`),
      '}',
      'default_type application/octet-stream;',
      'charset utf-8;',
      `charset_types ${charsetTypes.join(' ')};`,
      '# Text is gzipped on the fly where the build stored no .gz (text/html always is).',
      `gzip_types ${charsetTypes.join(' ')};`,
      '',
      '# Files whose type their extension does not tell.',
      ...Object.entries(pathContentTypes).map(([path, type]) => location(`= ${path}`, 'types { }', `default_type ${type};`)),
      '',
      '# Files the build writes for other hosts (Netlify, Cloudflare Pages): private here.',
      location('= /_headers', 'return 404;'),
      location('= /_redirects', 'return 404;'),
      ...(privateFileEndings.length === 0
        ? []
        : [
            '',
            '# Backup, source, editor and log files: never served, answered like a missing address. A regex',
            '# location, so it comes before every other regex location of the server.',
            location(privateFilesMatch(privateFileEndings), 'return 404;'),
          ]),
      '',
      '# Redirects; the query string travels with them.',
      ...redirects.map((redirect) => {
        checkRedirect(redirect);
        return location(`= ${redirect.from}`, `return ${redirect.status} ${redirect.to}$is_args$args;`);
      }),
      ...(notFoundPages.length === 0
        ? []
        : [
            '',
            "# A missing address answers 404 with its folder's 404 page, which has no address of its own.",
            `error_page 404 ${notFoundVariable(target)};`,
            ...notFoundPages.flatMap(({ page }) => [location(`= ${page}`, 'return 404;'), location(`= ${page}.html`, 'internal;')]),
          ]),
    ].join('\n') + '\n'
  );
}

/**
 * The three generated files, by name, for one server: the site's (`site`, included from
 * site/generated/) unless another name and folder are given, as for the admin's origin.
 */
export function nginxFiles(source: ServingConfig, target: Target = { name: 'site', includeDir: 'site/generated' }): Record<string, string> {
  return {
    'http.conf': httpConf(source, target),
    'headers.conf': headersConf(source, target),
    'routes.conf': routesConf(source, target),
  };
}

/** The admin origin's three files (site/generated/admin/): its own header rules, no redirects and no 404 pages (admin.conf answers those). */
export function adminNginxFiles(source: ServingConfig & { adminHeaderRules: readonly HeaderRule[] }): Record<string, string> {
  return nginxFiles(
    { ...source, headerRules: source.adminHeaderRules, redirects: [], notFoundPages: [] },
    { name: 'admin', includeDir: 'site/generated/admin' },
  );
}
