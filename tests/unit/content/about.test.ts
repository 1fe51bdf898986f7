/** The about page's lists: a bad entry is refused, naming the field (the build checks the real ones). */
import { describe, expect, it } from 'vitest';
import { collections } from '~/content.config';
import { issuePaths, schemaOf, withImages } from '../support/schemas';
import { readContent } from '../support/content';

const certificationSchema = withImages(collections.certifications);
const reasonSchema = schemaOf(collections.aboutReasons);
const [certification] = readContent<Record<string, unknown>[]>('certifications/certifications.json');
const [reason] = readContent<Record<string, unknown>[]>('about-reasons/reasons.json');

describe('bad about-page content is refused, naming the field', () => {
  it('a reason icon outside the set', () => {
    expect(issuePaths(reasonSchema, { ...reason, icon: 'rocket' })).toEqual(['icon']);
  });

  it('a certification without its logo', () => {
    const { logo: _logo, ...withoutLogo } = certification!;
    expect(issuePaths(certificationSchema, withoutLogo)).toEqual(['logo']);
  });
});
