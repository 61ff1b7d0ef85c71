import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, parsePreferences, preferredSubtitle } from '@/lib/player/preferences';
import { inAppLeaveTarget, type LinkClick } from '@/lib/tracking/leave';
import { resumePoint, resumeStartAt } from '@/lib/tracking/resume';

describe('kept player preferences', () => {
  it('reads what was kept, and the defaults for anything missing or unreadable', () => {
    expect(parsePreferences(JSON.stringify({ speed: 1.5, volume: 0.4, muted: true, subtitle: 'de-de' }))).toEqual({ speed: 1.5, volume: 0.4, muted: true, subtitle: 'de-de' });
    expect(parsePreferences(JSON.stringify({ speed: 1.5, volume: 0.4, muted: false, subtitle: null }))).toMatchObject({ subtitle: null });
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('{not json')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('[1]')).toEqual(DEFAULT_PREFERENCES);
    // One bad field keeps the others: a speed the player does not offer, a volume off the scale.
    expect(parsePreferences(JSON.stringify({ speed: 3, volume: 0.73, muted: 'yes', subtitle: '<b>' }))).toEqual({ speed: 1, volume: 0.7, muted: false });
    expect(parsePreferences(JSON.stringify({ volume: 7 }))).toEqual(DEFAULT_PREFERENCES);
  });

  it('opens with the kept subtitle language where the workflow offers it, off when chosen off, else the locale rule', () => {
    const offer = { locale: 'en', available: ['en-us', 'de-de'], workflowLanguage: 'en-us' };
    expect(preferredSubtitle('de-de', offer)).toBe('de-de');
    expect(preferredSubtitle('de-at', offer)).toBe('de-de');
    expect(preferredSubtitle(null, offer)).toBeNull();
    expect(preferredSubtitle(undefined, offer)).toBe('en-us');
    expect(preferredSubtitle('ja-jp', offer)).toBe('en-us');
    expect(preferredSubtitle('ja-jp', { ...offer, available: [] })).toBeNull();
  });
});

describe('continue watching resume point', () => {
  it('opens a second before the place, on a whole second', () => {
    expect(resumeStartAt(5.4)).toBe(4);
    expect(resumeStartAt(5)).toBe(4);
    expect(resumeStartAt(0.6)).toBe(0);
    expect(resumeStartAt(Number.NaN)).toBe(0);
  });
  it('has none without a step (never played, or the step was removed)', () => {
    expect(resumePoint({ stepId: null, stepNumber: null, position: 12 })).toBeNull();
    expect(resumePoint({ stepId: 's2', stepNumber: 2, position: 5.2 })).toEqual({ stepId: 's2', stepNumber: 2, startAt: 4 });
    expect(resumePoint({ stepId: 's1', stepNumber: 0, position: 0 })).toEqual({ stepId: 's1', stepNumber: 1, startAt: 0 });
  });
});

describe('leaving the player through a link', () => {
  const here = { origin: 'https://app.example.com', pathname: '/playermain/w1' };
  const click = (patch: Partial<LinkClick>): LinkClick => ({ button: 0, modified: false, defaultPrevented: false, target: '', download: false, href: 'https://app.example.com/home/overview', ...patch });

  it('waits for the exit on a plain click to another page of the app', () => {
    expect(inAppLeaveTarget(click({}), here)).toBe('/home/overview');
    expect(inAppLeaveTarget(click({ href: 'https://app.example.com/playermain/w2?startTimestamp=4#x', target: '_self' }), here)).toBe('/playermain/w2?startTimestamp=4#x');
  });
  it('leaves new tabs, downloads, other sites and the same page to the browser', () => {
    expect(inAppLeaveTarget(click({ modified: true }), here)).toBeNull();
    expect(inAppLeaveTarget(click({ button: 1 }), here)).toBeNull();
    expect(inAppLeaveTarget(click({ target: '_blank' }), here)).toBeNull();
    expect(inAppLeaveTarget(click({ download: true }), here)).toBeNull();
    expect(inAppLeaveTarget(click({ defaultPrevented: true }), here)).toBeNull();
    expect(inAppLeaveTarget(click({ href: 'https://example.com/manual.pdf' }), here)).toBeNull();
    expect(inAppLeaveTarget(click({ href: 'https://app.example.com/playermain/w1#comments' }), here)).toBeNull();
    expect(inAppLeaveTarget(click({ href: 'not a url' }), here)).toBeNull();
  });
});
