import { describe, expect, it } from 'vitest';
import { BLOCKED, CONVERT, EDITOR, SPEECH, STEPS } from '@/lib/workflows/constants';
import {
  cardStatus,
  hasError,
  hasProcessingOrErrorFlags,
  isReady,
  isTranscoding,
  type CardStatus,
  type WorkflowStatusFields,
} from '@/lib/workflows/status';

const base: WorkflowStatusFields = {
  published: false,
  processed: false,
  editType: 'original',
  editorStatus: null,
  convertStatus: null,
  stepsStatus: null,
  speechStatus: null,
  frameCaptureStatus: null,
  videoExtractStatus: null,
  blocked: null,
  hasImageMap: false,
};
const old = (fields: Partial<WorkflowStatusFields>) => ({ ...base, ...fields });
const next = (fields: Partial<WorkflowStatusFields>) => ({ ...base, editType: 'new_editor', ...fields });

// Spec 02 §4 "card status in edit mode", row by row, in its order, for both editors.
const TABLE: Array<[string, WorkflowStatusFields, CardStatus]> = [
  // published if published — whatever else holds
  ['old: published', old({ published: true, speechStatus: SPEECH.completed, processed: true }), 'published'],
  ['old: published while blocked', old({ published: true, blocked: BLOCKED.transcoding }), 'published'],
  ['old: published with an error', old({ published: true, convertStatus: 'transcoding error' }), 'published'],
  ['new: published while publishing', next({ published: true, editorStatus: EDITOR.processingPublish }), 'published'],
  // transcoding if blocked applies
  ['old: blocked waiting backend initial', old({ blocked: BLOCKED.waitingBackendInitial, convertStatus: CONVERT.jobScheduled }), 'transcoding'],
  ['old: blocked transcoding', old({ blocked: BLOCKED.transcoding }), 'transcoding'],
  ['old: blocked copying original video', old({ blocked: BLOCKED.copyingOriginalVideo }), 'transcoding'],
  ['old: blocked beats ready', old({ blocked: BLOCKED.transcoding, speechStatus: SPEECH.completed }), 'transcoding'],
  ['old: an unknown blocked value is no block', old({ blocked: 'something else', speechStatus: SPEECH.completed }), 'new'],
  ['new: processing publish workflow', next({ editorStatus: EDITOR.processingPublish }), 'transcoding'],
  ['new: a blocked value does not apply', next({ blocked: BLOCKED.transcoding, editorStatus: EDITOR.completedBuilderMain }), 'new'],
  // unpublished if ready and processed
  ['old: speech completed, processed', old({ speechStatus: SPEECH.completed, processed: true }), 'unpublished'],
  ['old: sentences finished with image map, processed', old({ speechStatus: SPEECH.sentencesFinished, hasImageMap: true, processed: true }), 'unpublished'],
  ['old: speech waiting, processed', old({ speechStatus: SPEECH.waiting, processed: true }), 'unpublished'],
  ['new: completed buildermain, processed', next({ editorStatus: EDITOR.completedBuilderMain, processed: true }), 'unpublished'],
  ['new: processing voice over, processed', next({ editorStatus: EDITOR.processingTextToSpeech, processed: true }), 'unpublished'],
  // new if ready but not processed
  ['old: speech completed', old({ speechStatus: SPEECH.completed }), 'new'],
  ['old: sentences finished with image map', old({ speechStatus: SPEECH.sentencesFinished, hasImageMap: true }), 'new'],
  ['old: speech waiting (no transcription provider)', old({ speechStatus: SPEECH.waiting }), 'new'],
  ['old: ready beats an error elsewhere (the spec’s order)', old({ speechStatus: SPEECH.completed, frameCaptureStatus: 'running error' }), 'new'],
  ['new: completed buildermain', next({ editorStatus: EDITOR.completedBuilderMain }), 'new'],
  ['new: speech completed is not the new editor’s ready', next({ speechStatus: SPEECH.completed, editorStatus: EDITOR.completedSegmentation }), 'processing'],
  // failed if any status contains 'error'
  ['old: conversion error', old({ convertStatus: 'transcoding error' }), 'failed'],
  ['old: speech error', old({ speechStatus: 'running transcript error' }), 'failed'],
  ['old: steps error', old({ stepsStatus: 'running error' }), 'failed'],
  ['old: frame capture error', old({ frameCaptureStatus: 'Error' }), 'failed'],
  ['old: video extract error', old({ videoExtractStatus: 'extract error' }), 'failed'],
  ['old: editor error', old({ editorStatus: 'processing segmentation error' }), 'failed'],
  ['new: editor error', next({ editorStatus: 'processing buildermain error' }), 'failed'],
  // otherwise processing
  ['old: nothing yet', old({}), 'processing'],
  ['old: sentences finished without image map', old({ speechStatus: SPEECH.sentencesFinished }), 'processing'],
  ['old: transcript running', old({ speechStatus: SPEECH.runningTranscript, convertStatus: CONVERT.transcoded }), 'processing'],
  ['old: segmenting', old({ speechStatus: SPEECH.sentencesFinished, stepsStatus: STEPS.running, editorStatus: EDITOR.processingSegmentation }), 'processing'],
  ['old: a re-cut from the segmentation editor is processing, not ready', old({ speechStatus: SPEECH.completed, stepsStatus: STEPS.running, editorStatus: EDITOR.processingSegmentation }), 'processing'],
  ['old: a failed re-cut is failed, not ready', old({ speechStatus: SPEECH.completed, stepsStatus: 'running error', editorStatus: EDITOR.processingSegmentation }), 'failed'],
  ['old: a published workflow being re-cut stays published', old({ published: true, speechStatus: SPEECH.completed, stepsStatus: STEPS.running, editorStatus: EDITOR.processingSegmentation }), 'published'],
  ['new: processing buildermain', next({ editorStatus: EDITOR.processingBuilderMain }), 'processing'],
  ['new: empty', next({ editorStatus: EDITOR.empty }), 'processing'],
];

describe('card status (spec 02 §4)', () => {
  it.each(TABLE)('%s', (_name, fields, expected) => {
    expect(cardStatus(fields)).toBe(expected);
  });

  it('the ready check by editor', () => {
    expect(isReady(old({ speechStatus: SPEECH.completed }))).toBe(true);
    expect(isReady(old({ speechStatus: SPEECH.sentencesFinished }))).toBe(false);
    expect(isReady(next({ editorStatus: EDITOR.processingTextToSpeech }))).toBe(true);
    expect(isReady(next({ speechStatus: SPEECH.waiting }))).toBe(false);
  });

  it('transcoding and error checks', () => {
    expect(isTranscoding(old({ blocked: BLOCKED.copyingOriginalVideo }))).toBe(true);
    expect(isTranscoding(next({ blocked: BLOCKED.copyingOriginalVideo }))).toBe(false);
    expect(hasError(old({ blocked: 'error while copying' }))).toBe(true);
    expect(hasError(old({ speechStatus: SPEECH.completed }))).toBe(false);
  });
});

describe('copy is allowed only without processing or error flags (spec 01 §6)', () => {
  const FLAGS: Array<[string, WorkflowStatusFields, boolean]> = [
    ['ready, finished', old({ speechStatus: SPEECH.completed, convertStatus: CONVERT.finished, stepsStatus: STEPS.finished }), false],
    ['published', old({ published: true, speechStatus: SPEECH.completed, convertStatus: CONVERT.finished }), false],
    ['an error', old({ speechStatus: SPEECH.completed, convertStatus: 'transcoding error' }), true],
    ['blocked (transcoding)', old({ blocked: BLOCKED.transcoding }), true],
    ['conversion scheduled', old({ convertStatus: CONVERT.jobScheduled }), true],
    ['conversion running', old({ convertStatus: CONVERT.running }), true],
    ['conversion transcoding', old({ convertStatus: CONVERT.transcoding }), true],
    ['transcript running', old({ speechStatus: SPEECH.runningTranscript }), true],
    ['segmenting', old({ stepsStatus: STEPS.scheduled, editorStatus: EDITOR.processingSegmentation }), true],
    ['steps scheduled, editor idle', old({ stepsStatus: STEPS.scheduled, editorStatus: EDITOR.completedSegmentation }), false],
    ...['cut', 'erase', 'patch transcription', 'rotate', 'trim', 'voice over', 'voice over sections'].map(
      (edit): [string, WorkflowStatusFields, boolean] => [`editor processing ${edit}`, next({ editorStatus: `processing ${edit}` }), true],
    ),
    ['new editor publishing', next({ editorStatus: EDITOR.processingPublish }), true],
    ['new editor buildermain done', next({ editorStatus: EDITOR.completedBuilderMain }), false],
  ];
  it.each(FLAGS)('%s', (_name, fields, expected) => {
    expect(hasProcessingOrErrorFlags(fields)).toBe(expected);
  });
});
