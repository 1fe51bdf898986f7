/**
 * The content admin's whole configuration, typed against Decap CMS's own types and built at build
 * time (src/pages/admin.astro), so no hand-kept YAML can drift from the schemas.
 */
import { admin, localBackendUrl } from '~/config/admin';
import { brand } from '~/config/site';
import type { CmsConfig } from '~/lib/admin/decapTypes';
import { adminCollections, type ChoiceLists } from './collections';

export function adminConfig(lists: ChoiceLists, site: string): CmsConfig {
  return {
    load_config_file: false,
    // Production: sign in with GitHub; each save opens a pull request that CI checks before it goes live.
    backend: {
      name: 'github',
      repo: admin.github.repo,
      branch: admin.github.branch,
      base_url: admin.github.authBaseUrl,
      site_domain: admin.github.siteDomain,
      squash_merges: true,
      commit_messages: {
        create: 'Admin: add {{collection}} "{{slug}}"',
        update: 'Admin: update {{collection}} "{{slug}}"',
        delete: 'Admin: delete {{collection}} "{{slug}}"',
        uploadMedia: 'Admin: upload "{{path}}"',
        deleteMedia: 'Admin: delete "{{path}}"',
      },
    },
    publish_mode: 'editorial_workflow',
    // `npm run cms` on an editor's machine: the same forms write straight to the files on disk.
    local_backend: { url: localBackendUrl },
    site_url: site,
    display_url: site,
    logo: { src: '/favicon.svg' },
    locale: 'en',
    // Uploads outside a field with its own folder (the media library) land here.
    media_folder: 'src/assets/uploads',
    public_folder: '../../assets/uploads',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    editor: { preview: true },
    collections: adminCollections(lists),
  };
}

/** Shown in the admin's <title>. */
export const adminTitle = `Content admin | ${brand.name}`;
