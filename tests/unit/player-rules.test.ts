import { describe, expect, it } from 'vitest';
import { dotWindow, wrapIndex, isSafeLink, diagramOf } from '@/lib/player/attachments';
import { isTypingTarget, shortcutFor } from '@/lib/player/keyboard';
import { initialStepIndex, nextStepIndex, previousStepIndex, stepAtWorkflowTime } from '@/lib/player/navigation';
import { availableQualities, levelIndexFor, qualityForDownlink, renditionFor } from '@/lib/player/quality';
import { endOfStep, nextRepeatMode, repeatAfterAutoPlay, repeatAfterStepChange } from '@/lib/player/repeat';
import { clamp, formatTime, skipTarget, startPosition, stepNumber } from '@/lib/player/time';
import { isElementVisible, isStepTagVisible, shouldAutoPlayFirst } from '@/lib/player/timing';
import { setVolume, snapVolume, toggleMute } from '@/lib/player/volume';

describe('repeat modes', () => {
  it('cycles disabled → workflow → step → disabled', () => {
    expect(nextRepeatMode('disabled')).toBe('workflow');
    expect(nextRepeatMode('workflow')).toBe('step');
    expect(nextRepeatMode('step')).toBe('disabled');
  });
  it('cycles disabled ↔ step in the single-step player', () => {
    expect(nextRepeatMode('disabled', true)).toBe('step');
    expect(nextRepeatMode('step', true)).toBe('disabled');
  });
  it('resets step repeat to workflow on a step change, and turns off with auto-play', () => {
    expect(repeatAfterStepChange('step')).toBe('workflow');
    expect(repeatAfterStepChange('workflow')).toBe('workflow');
    expect(repeatAfterStepChange('step', true)).toBe('step');
    expect(repeatAfterAutoPlay('workflow', false)).toBe('disabled');
    expect(repeatAfterAutoPlay('step', true)).toBe('step');
  });
  it('decides the end of a step', () => {
    expect(endOfStep({ repeat: 'step', autoNext: true, index: 1, count: 3 })).toEqual({ type: 'restart' });
    expect(endOfStep({ repeat: 'workflow', autoNext: false, index: 2, count: 3 })).toEqual({ type: 'goto', index: 0 });
    expect(endOfStep({ repeat: 'workflow', autoNext: false, index: 0, count: 3 })).toEqual({ type: 'goto', index: 1 });
    expect(endOfStep({ repeat: 'disabled', autoNext: true, index: 0, count: 3 })).toEqual({ type: 'goto', index: 1 });
    expect(endOfStep({ repeat: 'disabled', autoNext: false, index: 0, count: 3 })).toEqual({ type: 'stop' });
    expect(endOfStep({ repeat: 'disabled', autoNext: true, index: 2, count: 3 })).toEqual({ type: 'workflowEnded' });
  });
});

describe('quality', () => {
  it('starts at 720, or by the downlink (≥10 → 1080, ≥1 → 480, below → 360)', () => {
    expect(qualityForDownlink(undefined)).toBe('720');
    expect(qualityForDownlink(10)).toBe('1080');
    expect(qualityForDownlink(9.9)).toBe('480');
    expect(qualityForDownlink(1)).toBe('480');
    expect(qualityForDownlink(0.5)).toBe('360');
  });
  it('offers Auto plus the rungs there are, and plays the nearest rung at or below the wish', () => {
    expect(availableQualities(['360', '720'])).toEqual(['auto', '360', '720']);
    expect(renditionFor('1080', ['360', '720'])).toBe('720');
    expect(renditionFor('480', ['360', '720'])).toBe('360');
    expect(renditionFor('360', ['720'])).toBe('720');
    expect(renditionFor('auto', ['360', '720'])).toBeNull();
    expect(levelIndexFor('720', [{ height: 360 }, { height: 720 }])).toBe(1);
    expect(levelIndexFor(null, [{ height: 360 }])).toBe(-1);
  });
});

describe('time and clamping', () => {
  it('formats mm:ss and h:mm:ss', () => {
    expect(formatTime(0)).toBe('00:00');
    expect(formatTime(65.9)).toBe('01:05');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('00:00');
  });
  it('clamps back 5 s at 0 and forward 5 s at the duration', () => {
    expect(skipTarget(3, -5, 20)).toBe(0);
    expect(skipTarget(17, 5, 20)).toBe(20);
    expect(skipTarget(10, 5, 20)).toBe(15);
    expect(clamp(Number.NaN, 0, 5)).toBe(0);
  });
  it('pads step numbers and seeks to startTimestamp only before the end', () => {
    expect(stepNumber(0)).toBe('01');
    expect(stepNumber(11)).toBe('12');
    expect(startPosition(4, 10)).toBe(4);
    expect(startPosition(12, 10)).toBe(0);
    expect(startPosition(undefined, 10)).toBe(0);
  });
});

describe('step navigation', () => {
  const steps = [{ id: 'a', duration: 10 }, { id: 'b', duration: 5 }, { id: 'c', duration: 8 }];
  it('moves forward unless last and back unless first', () => {
    expect(nextStepIndex(0, 3)).toBe(1);
    expect(nextStepIndex(2, 3)).toBeNull();
    expect(previousStepIndex(1)).toBe(0);
    expect(previousStepIndex(0)).toBeNull();
  });
  it('starts at the named step, else the first', () => {
    expect(initialStepIndex(steps, 'c')).toBe(2);
    expect(initialStepIndex(steps, 'zzz')).toBe(0);
    expect(initialStepIndex(steps, undefined)).toBe(0);
  });
  it('finds the step under a workflow second', () => {
    expect(stepAtWorkflowTime(steps, 12)).toEqual({ index: 1, position: 2 });
    expect(stepAtWorkflowTime(steps, 99)).toEqual({ index: 2, position: 84 });
  });
});

describe('volume', () => {
  it('snaps to 0.1 steps and treats 0 as muted', () => {
    expect(snapVolume(0.34)).toBe(0.3);
    expect(setVolume(0)).toEqual({ volume: 0, muted: true });
    expect(setVolume(1.4)).toEqual({ volume: 1, muted: false });
  });
  it('unmutes at volume 0 to 0.5', () => {
    expect(toggleMute({ volume: 0, muted: true })).toEqual({ volume: 0.5, muted: false });
    expect(toggleMute({ volume: 0.7, muted: true })).toEqual({ volume: 0.7, muted: false });
    expect(toggleMute({ volume: 0.7, muted: false })).toEqual({ volume: 0.7, muted: true });
  });
});

describe('keyboard', () => {
  const idle = { isTyping: false, isSearchOpen: false, isMenuOpen: false, isQaOpen: false, canTheater: true };
  it('maps space, F and T', () => {
    expect(shortcutFor(' ', idle)).toBe('togglePlay');
    expect(shortcutFor('F', idle)).toBe('fullscreen');
    expect(shortcutFor('t', idle)).toBe('theater');
    expect(shortcutFor('t', { ...idle, canTheater: false })).toBeNull();
    expect(shortcutFor('x', idle)).toBeNull();
  });
  it('stays out of the way while typing, searching, in the menu or Q&A, or with modifiers', () => {
    for (const flag of ['isTyping', 'isSearchOpen', 'isMenuOpen', 'isQaOpen'] as const) expect(shortcutFor(' ', { ...idle, [flag]: true })).toBeNull();
    expect(shortcutFor('f', idle, true)).toBeNull();
    expect(isTypingTarget({ tagName: 'INPUT', type: 'search' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'range' })).toBe(false);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });
});

describe('timing rules', () => {
  it('shows the step tag from second 2 for 6 s', () => {
    expect(isStepTagVisible(1.9)).toBe(false);
    expect(isStepTagVisible(2)).toBe(true);
    expect(isStepTagVisible(7.99)).toBe(true);
    expect(isStepTagVisible(8)).toBe(false);
  });
  it('auto-plays the first video except on mobile, in an iframe or with search open', () => {
    expect(shouldAutoPlayFirst({ isMobile: false, isIframe: false, isSearchOpen: false })).toBe(true);
    expect(shouldAutoPlayFirst({ isMobile: true, isIframe: false, isSearchOpen: false })).toBe(false);
    expect(shouldAutoPlayFirst({ isMobile: false, isIframe: true, isSearchOpen: false })).toBe(false);
    expect(shouldAutoPlayFirst({ isMobile: false, isIframe: false, isSearchOpen: true })).toBe(false);
  });
  it('shows an annotation element only within its range', () => {
    expect(isElementVisible({ startTime: 2, endTime: 4 }, 1.9)).toBe(false);
    expect(isElementVisible({ startTime: 2, endTime: 4 }, 3)).toBe(true);
    expect(isElementVisible({ startTime: 2, endTime: 4 }, 4.1)).toBe(false);
  });
});

describe('attachments', () => {
  it('wraps around and keeps at most 7 dots around the current item', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(dotWindow(5, 2)).toEqual({ start: 0, end: 5 });
    expect(dotWindow(12, 0)).toEqual({ start: 0, end: 7 });
    expect(dotWindow(12, 6)).toEqual({ start: 3, end: 10 });
    expect(dotWindow(12, 11)).toEqual({ start: 5, end: 12 });
  });
  it('opens only web links and reads stored diagrams', () => {
    expect(isSafeLink('https://example.com/a')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(diagramOf({ url: '/x.png', name: 'Wiring' })).toEqual({ url: '/x.png', name: 'Wiring' });
    expect(diagramOf(42)).toBeNull();
  });
});
