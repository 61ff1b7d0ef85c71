/**
 * HLS playlist text (RFC 8216). Pure, so the exact text is unit-tested. URIs are relative to the
 * playlist itself: the folder can move between local storage, S3 and a CDN unchanged, and the
 * player adds signatures when it loads each URI.
 */
export type PlaylistSegment = { uri: string; duration: number; size: number };

export type Variant = {
  uri: string;
  width: number;
  height: number;
  codecs: string;
  frameRate?: number;
  /** Peak and average bits per second of this variant's segments. */
  bandwidth: number;
  averageBandwidth: number;
};

// Six decimals is what ffmpeg writes; more would only be noise.
const seconds = (value: number) => value.toFixed(6).replace(/\.?0+$/, '') || '0';

export function mediaPlaylist(segments: readonly PlaylistSegment[]): string {
  // TARGETDURATION must be ≥ every EXTINF rounded to the nearest integer; ceil is always safe.
  const target = Math.max(1, ...segments.map((s) => Math.ceil(s.duration - 1e-6)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  for (const segment of segments) lines.push(`#EXTINF:${seconds(segment.duration)},`, segment.uri);
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/**
 * BANDWIDTH is the peak segment bitrate (RFC 8216 §4.3.4.2), AVERAGE-BANDWIDTH the mean; both
 * from the step's own segments so a static step is not advertised at the busiest step's rate.
 */
export function variantBandwidth(segments: readonly Pick<PlaylistSegment, 'duration' | 'size'>[]): {
  bandwidth: number;
  averageBandwidth: number;
} {
  const timed = segments.filter((s) => s.duration > 0);
  const bits = timed.reduce((sum, s) => sum + s.size * 8, 0);
  const time = timed.reduce((sum, s) => sum + s.duration, 0);
  const peak = Math.max(0, ...timed.map((s) => (s.size * 8) / s.duration));
  return { bandwidth: Math.ceil(peak), averageBandwidth: time > 0 ? Math.ceil(bits / time) : 0 };
}

/** Variants from the lowest bandwidth up; players start at the first unless told otherwise. */
export function masterPlaylist(variants: readonly Variant[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const v of [...variants].sort((a, b) => a.bandwidth - b.bandwidth)) {
    const attributes = [
      `BANDWIDTH=${v.bandwidth}`,
      `AVERAGE-BANDWIDTH=${v.averageBandwidth}`,
      `RESOLUTION=${v.width}x${v.height}`,
      `CODECS="${v.codecs}"`,
      ...(v.frameRate ? [`FRAME-RATE=${v.frameRate.toFixed(3)}`] : []),
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, v.uri);
  }
  return `${lines.join('\n')}\n`;
}

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.wav': 'audio/wav',
  '.json': 'application/json',
};

/** Content type to store each output file with; players reject playlists served as text/plain. */
export function mediaContentType(file: string): string {
  const dot = file.lastIndexOf('.');
  return CONTENT_TYPES[dot < 0 ? '' : file.slice(dot).toLowerCase()] ?? 'application/octet-stream';
}
