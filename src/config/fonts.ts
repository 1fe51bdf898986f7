/**
 * The Devanagari fonts visitors' devices already have, by the weights the site's text uses: a Hindi
 * page draws its letters in the first of these the device has (`local()`, matched by each face's
 * full or PostScript name) and downloads its own Noto Sans Devanagari only when it has none
 * (astro.config.mjs, src/build/localFirst.ts). Noto Sans Devanagari, the site's own design, comes
 * first (Android, ChromeOS, Linux; "UI" on older Android), then Apple's Kohinoor Devanagari and
 * Devanagari Sangam MN, Windows' Nirmala UI and Mangal, and Lohit Devanagari (Linux).
 *
 * Each weight names faces drawn at about that weight; a medium weight may take another system's
 * regular face, never Noto's: Android's one variable Noto file answers to its regular name only,
 * and Chrome draws a variable font found by `local()` at its default weight, so Noto's regular name
 * would draw bold text regular. Where a device has no face of a weight, that weight comes from the
 * site's own file.
 */
const regularElsewhere = [
  'Kohinoor Devanagari Regular',
  'KohinoorDevanagari-Regular',
  'Devanagari Sangam MN',
  'DevanagariSangamMN',
  'Nirmala UI',
  'NirmalaUI',
  'Mangal',
  'Mangal-Regular',
  'Lohit Devanagari',
  'Lohit-Devanagari',
];

const regular = [
  'Noto Sans Devanagari Regular',
  'Noto Sans Devanagari',
  'NotoSansDevanagari-Regular',
  'Noto Sans Devanagari UI',
  'NotoSansDevanagariUI-Regular',
  ...regularElsewhere,
];

const semibold = [
  'Noto Sans Devanagari SemiBold',
  'NotoSansDevanagari-SemiBold',
  'Kohinoor Devanagari Semibold',
  'KohinoorDevanagari-Semibold',
];

const bold = [
  'Noto Sans Devanagari Bold',
  'NotoSansDevanagari-Bold',
  'Noto Sans Devanagari UI Bold',
  'NotoSansDevanagariUI-Bold',
  'Kohinoor Devanagari Bold',
  'KohinoorDevanagari-Bold',
  'Devanagari Sangam MN Bold',
  'DevanagariSangamMN-Bold',
  'Nirmala UI Bold',
  'NirmalaUI-Bold',
  'Mangal Bold',
  'Mangal-Bold',
];

/**
 * The installed Devanagari faces to look for at each weight the site's Devanagari text uses, best
 * first (an extra-bold figure is digits, Inter's; a heavier weight is drawn by the 700 face).
 */
export const installedDevanagari: Readonly<Record<400 | 500 | 600 | 700, readonly string[]>> = {
  400: regular,
  500: [
    'Noto Sans Devanagari Medium',
    'NotoSansDevanagari-Medium',
    'Kohinoor Devanagari Medium',
    'KohinoorDevanagari-Medium',
    ...regularElsewhere,
  ],
  600: [...semibold, ...bold],
  700: bold,
};
