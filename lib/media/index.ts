// lib/media: video processing primitives (probe, transcode, package, poster, image map, audio).
// Pure rules (ladder, timeline, playlists, image-map index) are importable on their own.
export { MediaError, isMediaError, type MediaErrorCode } from './errors';
export { isFfmpegAvailable } from './ffmpeg';
export { probe, MEDIA_LIMITS, type ProbeResult, type ProbeLimits } from './probe';
export { RUNGS, ladderFor, rungSize, type Rung } from './ladder';
export { snapToKeyframes, segmentCutTimes, type StepRange } from './timeline';
export { transcodeLadder, type RungFile, type TranscodeOptions } from './transcode';
export { packageSteps, progressiveStart, type PackagedStep, type PackageOptions } from './package';
export { mediaContentType } from './playlists';
export { makePoster, POSTER_SIZE, type PosterOptions } from './poster';
export { makeImageMap, type ImageMapOptions } from './image-map';
export { tileFor, type ImageMapIndex, type Tile } from './image-map-index';
export { extractAudio, type ExtractAudioOptions } from './audio';
