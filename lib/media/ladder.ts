/**
 * The adaptive ladder (spec 02 §9: player resolutions 360, 480, 720, 1080). A rung is named by
 * the short side of the picture, so a portrait phone video's "720" is 720×1280, as users expect.
 */
export const RUNGS = [360, 480, 720, 1080] as const;
export type Rung = (typeof RUNGS)[number];

export type RungSettings = {
  crf: number;
  /** Peak video bitrate in kbit/s: CRF keeps quality even, the cap keeps segments streamable. */
  maxrate: number;
  audioBitrate: number; // kbit/s
};

// Quality-first CRF with caps a bit above common streaming ladders; screen recordings
// (the usual training video) stay far below the caps.
export const RUNG_SETTINGS: Record<Rung, RungSettings> = {
  360: { crf: 23, maxrate: 900, audioBitrate: 96 },
  480: { crf: 23, maxrate: 1500, audioBitrate: 128 },
  720: { crf: 23, maxrate: 3000, audioBitrate: 128 },
  1080: { crf: 23, maxrate: 5500, audioBitrate: 128 },
};

export const isRung = (value: number): value is Rung => (RUNGS as readonly number[]).includes(value);

/**
 * The rungs a source of this short side allows: never upscaled, except that every video gets at
 * least the 360 rung — a tiny source (a 240p clip) is upscaled to 360 rather than being unplayable.
 */
export function ladderFor(height: number): Rung[] {
  const allowed = RUNGS.filter((rung) => rung <= height);
  return allowed.length ? allowed : [360];
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** Output size of a rung for a display size: the short side becomes the rung, aspect kept, even. */
export function rungSize(width: number, height: number, rung: Rung): { width: number; height: number } {
  if (width >= height) return { width: even((width * rung) / height), height: rung };
  return { width: rung, height: even((height * rung) / width) };
}

/**
 * RFC 6381 codec string for the master playlist (players skip variants they cannot decode).
 * `profile`/`level` come from ffprobe ("High", 31); constraint flags follow common encoders.
 */
export function h264Codec(profile: string | undefined, level: number | undefined): string {
  const p = (profile ?? '').toLowerCase();
  const head = p.includes('high') ? '6400' : p.includes('main') ? '4d40' : '42e0';
  const lvl = level && level > 0 ? level : 31;
  return `avc1.${head}${lvl.toString(16).padStart(2, '0')}`;
}

/** AAC-LC is what we encode; HE-AAC would be 40.5. */
export const AAC_CODEC = 'mp4a.40.2';
