/**
 * A font family for Astro's Fonts API whose every face first looks for the letters in fonts the
 * device already has (`src: local(…), …, url(…)`): a browser downloads the family's file only when
 * none of the named faces is installed, so a device with its script's font pays no bytes and one
 * without still gets the letters, where the file alone, deferred, left it empty boxes.
 */
import type { FontProvider } from 'astro';

/** `provider`'s faces, each with the installed faces named for its weight before its own files. */
// Any object type: Astro's local provider's options have no index signature.
export function localFirst<Options extends object>(
  provider: FontProvider<Options>,
  installed: Readonly<Record<number, readonly string[]>>,
): FontProvider<Options> {
  return {
    name: `${provider.name}, after installed faces`,
    config: { ...provider.config, installed },
    init: provider.init?.bind(provider),
    async resolveFont(options) {
      const resolved = await provider.resolveFont(options);
      if (!resolved) return resolved;
      return {
        fonts: resolved.fonts.map((face) => {
          const names = installed[Number(face.weight)];
          if (!names) throw new Error(`No installed faces are named for weight ${String(face.weight)} of ${options.familyName}`);
          return { ...face, src: [...names.map((name) => ({ name })), ...face.src] };
        }),
      };
    },
  };
}

/** A face of a family read from a file, as Astro's local provider takes it. */
interface FileFace {
  src: [string];
  weight: number;
  style: 'normal';
  unicodeRange: [string];
}

/** One face a weight of `installed`, lightest first, each drawing `file`'s letters in `unicodeRange`. */
export function facePerWeight(
  installed: Readonly<Record<number, readonly string[]>>,
  file: string,
  unicodeRange: string,
): [FileFace, ...FileFace[]] {
  const [lightest, ...heavier] = Object.keys(installed)
    .map(Number)
    .sort((a, b) => a - b)
    .map((weight): FileFace => ({ src: [file], weight, style: 'normal', unicodeRange: [unicodeRange] }));
  if (lightest === undefined) throw new Error('A family needs at least one weight');
  return [lightest, ...heavier];
}
