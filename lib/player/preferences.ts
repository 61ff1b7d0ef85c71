import { z } from 'zod';
import { PLAYBACK_SPEEDS } from './quality';
import { defaultSubtitleLanguage } from './subtitles';
import { snapVolume } from './volume';

/**
 * The viewer's player choices that outlive a visit (kept in the browser's localStorage): speed,
 * volume and mute, and subtitles (a language, or off). Quality is not kept: the connection
 * decides the start on each visit (spec 02 §9), and a phone on a weak link must not inherit the
 * office's 1080p. A mute the browser forced (autoplay rules) is not a choice and is never kept.
 */
export const PLAYER_PREFERENCES_KEY = 'openhow.player';

export type PlayerPreferences = {
  speed: number;
  volume: number;
  muted: boolean;
  /** A language code, null for off, undefined when the viewer never chose (the locale rule applies). */
  subtitle?: string | null;
};

export const DEFAULT_PREFERENCES: PlayerPreferences = { speed: 1, volume: 1, muted: false };

const speed = z.number().refine((n) => (PLAYBACK_SPEEDS as readonly number[]).includes(n));
// Each field on its own: one bad value (another version, a hand edit) keeps the others.
const stored = z.object({
  speed: speed.catch(DEFAULT_PREFERENCES.speed),
  volume: z.number().min(0).max(1).transform(snapVolume).catch(DEFAULT_PREFERENCES.volume),
  muted: z.boolean().catch(DEFAULT_PREFERENCES.muted),
  subtitle: z
    .string()
    .max(20)
    .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i)
    .nullable()
    .optional()
    .catch(undefined),
});

/** What localStorage holds, made safe: anything unreadable is the default. */
export function parsePreferences(raw: string | null | undefined): PlayerPreferences {
  if (!raw) return DEFAULT_PREFERENCES;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_PREFERENCES;
  }
  const parsed = stored.safeParse(value);
  if (!parsed.success) return DEFAULT_PREFERENCES;
  const { subtitle, ...rest } = parsed.data;
  return subtitle === undefined ? rest : { ...rest, subtitle };
}

/**
 * The subtitle a workflow opens with: the viewer's kept choice when this workflow offers it (the
 * same language, else one sharing its first two letters), off when they chose off, else the
 * locale rule of spec 02 §4.
 */
export function preferredSubtitle(
  preference: string | null | undefined,
  { locale, available, workflowLanguage }: { locale: string; available: readonly string[]; workflowLanguage: string },
): string | null {
  if (preference === null) return null;
  if (preference) {
    const wanted = preference.toLowerCase();
    const match = available.find((c) => c.toLowerCase() === wanted) ?? available.find((c) => c.toLowerCase().slice(0, 2) === wanted.slice(0, 2));
    if (match) return match;
  }
  return defaultSubtitleLanguage(locale, available, workflowLanguage);
}
