import type { Ref } from 'react';
import ReCAPTCHAModule from 'react-google-recaptcha';
import type ReCAPTCHAType from 'react-google-recaptcha';

/**
 * Under Astro's server render the CommonJS build's default export can arrive as the module object,
 * so take `.default` when it is there.
 */
const ReCAPTCHA = ((ReCAPTCHAModule as unknown as { default?: typeof ReCAPTCHAModule }).default ??
  ReCAPTCHAModule) as typeof ReCAPTCHAModule;

export type HumanCheckHandle = ReCAPTCHAType;

interface Props {
  siteKey: string;
  checkRef: Ref<HumanCheckHandle>;
  onToken: (token: string | null) => void;
  onExpired: () => void;
  /** The script could not load (blocked, offline) or the widget reported a network error. */
  onUnavailable: () => void;
}

/**
 * The reCAPTCHA v2 checkbox (light theme, normal size, bottom-right badge).
 * Mounting it is what loads Google's script, so the form renders it only once the visitor has
 * ticked the box agreeing to the notice, which names Google reCAPTCHA.
 */
export default function HumanCheck({ siteKey, checkRef, onToken, onExpired, onUnavailable }: Props) {
  // react-async-script reports { loaded, errored } here, though the published types say no argument.
  const onScriptLoad = ((state?: { errored?: boolean }) => {
    if (state?.errored) onUnavailable();
  }) as () => void;
  return (
    <ReCAPTCHA
      ref={checkRef}
      sitekey={siteKey}
      theme="light"
      size="normal"
      badge="bottomright"
      onChange={onToken}
      onExpired={onExpired}
      onErrored={onUnavailable}
      asyncScriptOnLoad={onScriptLoad}
    />
  );
}
