/**
 * Decap CMS's own config types, reached through the package the site depends on (decap-cms-app), so
 * the admin's config is checked against what Decap accepts without importing its internals.
 */
import type CMS from 'decap-cms-app';

export type CmsConfig = NonNullable<Parameters<typeof CMS.init>[0]>['config'];
export type CmsCollection = CmsConfig['collections'][number];
export type CmsCollectionFile = NonNullable<CmsCollection['files']>[number];
export type CmsField = NonNullable<CmsCollection['fields']>[number];
