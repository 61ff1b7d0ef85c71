import type { Rung } from '@/lib/media/ladder';

/**
 * Where a workflow's media lives in storage (spec 02 §7: under the organisation prefix, in a
 * folder by kind). Everything of one workflow sits under its own folder, so a duplicate copies one
 * prefix and a delete purges one prefix:
 *
 *   orgs/<orgId>/videos/<workflowId>/
 *     original<.ext>                 the uploaded video, moved here from the upload
 *     rungs/rung-<360|480|720|1080>.mp4  the transcoded ladder (steps are cut from these by copy)
 *     poster.jpg                     16:9 workflow poster
 *     image-map/index.json, sheet-NNN.jpg  one thumbnail per second as sprite sheets
 *     audio.wav                      16 kHz mono, for transcription
 *     pipeline/<stage>.json          stage markers: a stage whose marker exists is done
 *     hls/<version>/<stepId>/master.m3u8, <rung>.m3u8, <rung>/NNNNN.ts, poster.jpg
 */
export const workflowPrefix = (orgId: string, workflowId: string) => `orgs/${orgId}/videos/${workflowId}/`;

export function workflowMediaKeys(orgId: string, workflowId: string) {
  const base = workflowPrefix(orgId, workflowId);
  return {
    prefix: base,
    original: (extension: string) => `${base}original${extension}`,
    rung: (rung: Rung) => `${base}rungs/rung-${rung}.mp4`,
    poster: `${base}poster.jpg`,
    imageMapFolder: `${base}image-map/`,
    imageMapIndex: `${base}image-map/index.json`,
    audio: `${base}audio.wav`,
    markers: `${base}pipeline/`,
    marker: (stage: string) => `${base}pipeline/${stage}.json`,
    hls: (version: number) => `${base}hls/${version}/`,
  };
}

export type WorkflowMediaKeys = ReturnType<typeof workflowMediaKeys>;

/** Whether a key belongs to this workflow's folder (anything else must not be served for it). */
export const isWorkflowKey = (orgId: string, workflowId: string, key: string) =>
  key.startsWith(workflowPrefix(orgId, workflowId)) && !key.includes('..');
