/**
 * When an auto-advancing carousel moves: every `intervalMs` while playing; never while
 * the pointer hovers it or keyboard focus is inside it; after a manual action (previous, next, a dot)
 * it holds still and resumes `resumeAfterMs` later; Pause holds until Play. No DOM here: the island
 * reports hover, focus and actions, this decides and calls `onAdvance`.
 */
export interface AutoplayOptions {
  intervalMs: number;
  resumeAfterMs: number;
  /** Show the next slide. */
  onAdvance: () => void;
  /** Called whenever auto-advancing starts or stops (the island switches its live region with it). */
  onChange?: (advancing: boolean) => void;
  /** Start playing (false under prefers-reduced-motion: nothing moves until the visitor presses Play). */
  playing?: boolean;
}

export interface Autoplay {
  /** True while slides advance on their own. */
  readonly advancing: boolean;
  /** True unless the visitor pressed Pause (the pause/play button shows this). */
  readonly playing: boolean;
  setHovered(hovered: boolean): void;
  setFocused(focused: boolean): void;
  /** Previous, next or a dot was used. */
  manualAction(): void;
  pause(): void;
  play(): void;
  dispose(): void;
}

export function createAutoplay(options: AutoplayOptions): Autoplay {
  const { intervalMs, resumeAfterMs, onAdvance, onChange } = options;
  let playing = options.playing ?? true;
  let hovered = false;
  let focused = false;
  let holding = false;
  let advancing = false;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let resumer: ReturnType<typeof setTimeout> | undefined;

  const clearResume = () => {
    if (resumer !== undefined) clearTimeout(resumer);
    resumer = undefined;
  };

  // Re-evaluates after every input; a fresh interval starts each time advancing resumes, so a slide
  // always gets its full time on screen.
  const sync = () => {
    const next = playing && !hovered && !focused && !holding;
    if (next === advancing) return;
    advancing = next;
    if (advancing) ticker = setInterval(onAdvance, intervalMs);
    else if (ticker !== undefined) {
      clearInterval(ticker);
      ticker = undefined;
    }
    onChange?.(advancing);
  };

  sync();

  return {
    get advancing() {
      return advancing;
    },
    get playing() {
      return playing;
    },
    setHovered(value) {
      hovered = value;
      sync();
    },
    setFocused(value) {
      focused = value;
      sync();
    },
    manualAction() {
      // While paused by the visitor nothing resumes on its own.
      if (!playing) return;
      holding = true;
      clearResume();
      resumer = setTimeout(() => {
        resumer = undefined;
        holding = false;
        sync();
      }, resumeAfterMs);
      sync();
    },
    pause() {
      playing = false;
      holding = false;
      clearResume();
      sync();
    },
    play() {
      playing = true;
      holding = false;
      // Pressing Play from the keyboard means "play now", even though focus is on the button.
      focused = false;
      clearResume();
      sync();
    },
    dispose() {
      clearResume();
      if (ticker !== undefined) clearInterval(ticker);
      ticker = undefined;
      advancing = false;
    },
  };
}

/** Home testimonials: a new slide every 5 s; 10 s of rest after a manual action. */
export const testimonialTiming = { intervalMs: 5_000, resumeAfterMs: 10_000 } as const;
