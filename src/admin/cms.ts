/**
 * The admin's browser entry, bundled into /admin only: Decap CMS with the configuration the page
 * carries, the list-file format, and a blog preview in the site's own typography.
 */
import CMS from 'decap-cms-app';
import { createElement } from 'react';
import { langCodes, type Lang } from '~/config/languages';
import siteStyles from '~/styles/global.css?url';
import { blankFieldPaths, type FieldPath } from '~/lib/admin/emptyFields';
import { jsonListFormat, listFromFile, listToFile } from '~/lib/admin/jsonList';
import type { CmsConfig } from '~/lib/admin/decapTypes';
import BlogPostPreview from './BlogPostPreview';

const config = JSON.parse(document.getElementById('cms-config')!.textContent!) as CmsConfig;

CMS.registerCustomFormat(jsonListFormat, 'json', { fromFile: listFromFile, toFile: listToFile });
CMS.registerPreviewStyle(siteStyles);
CMS.registerPreviewTemplate('blog', BlogPostPreview);
// A post in another language (src/content/blog/<lang>/) previews the same way, its date in its language.
for (const { name, folder } of config.collections) {
  const lang = new RegExp(`^src/content/blog/(${langCodes.join('|')})$`).exec(folder ?? '')?.[1] as Lang | undefined;
  if (lang)
    CMS.registerPreviewTemplate(name, (props: Parameters<typeof BlogPostPreview>[0]) => createElement(BlogPostPreview, { ...props, lang }));
}
// A blank optional field is left out of the file rather than written as "" (which the schemas refuse).
type EntryData = { toJS: () => unknown; removeIn: (path: FieldPath) => EntryData };
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const data = entry.get('data') as EntryData;
    return blankFieldPaths(data.toJS()).reduce((kept, path) => kept.removeIn(path), data);
  },
});
CMS.init({ config });
