import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoplay, type AutoplayOptions } from '~/lib/carousel/autoplay';

const INTERVAL = 5_000;
const RESUME = 10_000;

function setup(overrides: Partial<AutoplayOptions> = {}) {
  const onAdvance = vi.fn();
  const onChange = vi.fn();
  const autoplay = createAutoplay({ intervalMs: INTERVAL, resumeAfterMs: RESUME, onAdvance, onChange, ...overrides });
  return { autoplay, onAdvance, onChange };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('carousel autoplay', () => {
  it('advances every 5 seconds', () => {
    const { autoplay, onAdvance } = setup();
    expect(autoplay.advancing).toBe(true);
    vi.advanceTimersByTime(4_999);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onAdvance).toHaveBeenCalledTimes(3);
  });

  it('holds while hovered and restarts a full interval when the pointer leaves', () => {
    const { autoplay, onAdvance, onChange } = setup();
    vi.advanceTimersByTime(4_000);
    autoplay.setHovered(true);
    expect(onChange).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(30_000);
    expect(onAdvance).not.toHaveBeenCalled();
    autoplay.setHovered(false);
    expect(onChange).toHaveBeenLastCalledWith(true);
    vi.advanceTimersByTime(4_999);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('holds while focus is inside', () => {
    const { autoplay, onAdvance } = setup();
    autoplay.setFocused(true);
    vi.advanceTimersByTime(20_000);
    expect(onAdvance).not.toHaveBeenCalled();
    autoplay.setFocused(false);
    vi.advanceTimersByTime(INTERVAL);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('after a manual action waits 10 seconds, then plays again', () => {
    const { autoplay, onAdvance } = setup();
    vi.advanceTimersByTime(3_000);
    autoplay.manualAction();
    expect(autoplay.advancing).toBe(false);
    vi.advanceTimersByTime(RESUME - 1);
    expect(autoplay.advancing).toBe(false);
    vi.advanceTimersByTime(1);
    expect(autoplay.advancing).toBe(true);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INTERVAL);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('a second manual action restarts the 10 second wait', () => {
    const { autoplay } = setup();
    autoplay.manualAction();
    vi.advanceTimersByTime(8_000);
    autoplay.manualAction();
    vi.advanceTimersByTime(8_000);
    expect(autoplay.advancing).toBe(false);
    vi.advanceTimersByTime(2_000);
    expect(autoplay.advancing).toBe(true);
  });

  it('does not resume while still hovered when the 10 seconds are up', () => {
    const { autoplay, onAdvance } = setup();
    autoplay.setHovered(true);
    autoplay.manualAction();
    vi.advanceTimersByTime(RESUME + INTERVAL * 2);
    expect(onAdvance).not.toHaveBeenCalled();
    autoplay.setHovered(false);
    vi.advanceTimersByTime(INTERVAL);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('Pause holds until Play, even after manual actions', () => {
    const { autoplay, onAdvance } = setup();
    autoplay.pause();
    expect(autoplay.playing).toBe(false);
    autoplay.manualAction();
    vi.advanceTimersByTime(RESUME + INTERVAL * 3);
    expect(onAdvance).not.toHaveBeenCalled();
    autoplay.play();
    expect(autoplay.playing).toBe(true);
    vi.advanceTimersByTime(INTERVAL);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('Pause cancels a pending resume', () => {
    const { autoplay, onAdvance } = setup();
    autoplay.manualAction();
    vi.advanceTimersByTime(5_000);
    autoplay.pause();
    vi.advanceTimersByTime(RESUME + INTERVAL);
    expect(onAdvance).not.toHaveBeenCalled();
    expect(autoplay.advancing).toBe(false);
  });

  it('Play from the keyboard starts at once although focus sits on the button', () => {
    const { autoplay, onAdvance } = setup({ playing: false });
    autoplay.setFocused(true);
    autoplay.play();
    expect(autoplay.advancing).toBe(true);
    vi.advanceTimersByTime(INTERVAL);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('starts paused when asked (reduced motion) and never moves on its own', () => {
    const { autoplay, onAdvance, onChange } = setup({ playing: false });
    expect(autoplay.advancing).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onAdvance).not.toHaveBeenCalled();
  });

  it('stops every timer when disposed', () => {
    const { autoplay, onAdvance } = setup();
    autoplay.manualAction();
    autoplay.dispose();
    vi.advanceTimersByTime(60_000);
    expect(onAdvance).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
