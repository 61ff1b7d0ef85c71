import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExportTrigger, EXPORT_TRIGGER_RESET_MS } from '@/components/analytics/export-trigger';

describe('the global export trigger (spec 02 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is raised by a press, tells its listeners, and resets after 100 ms', () => {
    const trigger = createExportTrigger();
    const seen: (number | null)[] = [];
    trigger.subscribe(() => seen.push(trigger.current()));
    expect(trigger.current()).toBeNull();
    trigger.fire();
    expect(trigger.current()).toBe(1);
    vi.advanceTimersByTime(EXPORT_TRIGGER_RESET_MS - 1);
    expect(trigger.current()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(trigger.current()).toBeNull();
    expect(seen).toEqual([1, null]);
    expect(EXPORT_TRIGGER_RESET_MS).toBe(100);
  });

  it('a second press while it is up is the same export; a press after the reset is a new one', () => {
    const trigger = createExportTrigger();
    const seen: (number | null)[] = [];
    const stop = trigger.subscribe(() => seen.push(trigger.current()));
    trigger.fire();
    vi.advanceTimersByTime(50);
    trigger.fire();
    vi.advanceTimersByTime(50);
    trigger.fire();
    expect(seen).toEqual([1, null, 2]);
    stop();
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([1, null, 2]);
    expect(trigger.current()).toBeNull();
  });
});
