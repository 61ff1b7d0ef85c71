import { describe, expect, it } from 'vitest';
import { MediaError } from '@/lib/media/errors';
import { clearedErrorStatuses, failureKey, isPermanent } from '@/lib/workflows/pipeline/failure';
import { STAGES, stageSpan } from '@/lib/workflows/pipeline/stages';
import { cardStatus, type WorkflowStatusFields } from '@/lib/workflows/status';

describe('pipeline progress shares', () => {
  it('place the stages one after another over the whole 0..1 range', () => {
    let at = 0;
    for (const stage of STAGES) {
      const { from, span } = stageSpan(stage);
      expect(from).toBeCloseTo(at, 6);
      expect(span).toBeGreaterThan(0);
      at = from + span;
    }
    expect(at).toBeCloseTo(1, 6);
  });
});

describe('pipeline failures', () => {
  it('name the stage, or the source when the file itself is bad', () => {
    expect(failureKey('transcode', new Error('disk full'))).toBe('pipeline.failure.transcode');
    expect(failureKey('probe', new MediaError('not_media'))).toBe('pipeline.failure.unreadable');
    expect(failureKey('image-map', new MediaError('failed'))).toBe('pipeline.failure.imageMap');
  });

  it('are permanent only when ffmpeg rejected the data', () => {
    expect(isPermanent(new MediaError('failed'))).toBe(true);
    expect(isPermanent(new MediaError('unavailable'))).toBe(false);
    expect(isPermanent(new Error('ECONNRESET'))).toBe(false);
  });

  it('are cleared by a retry back to the running values, and the card leaves "failed"', () => {
    const failed: WorkflowStatusFields = {
      published: false, processed: false, editType: 'original', editorStatus: 'processing segmentation', convertStatus: 'transcoded',
      stepsStatus: 'running error', speechStatus: null, frameCaptureStatus: 'running', videoExtractStatus: 'error', blocked: null, hasImageMap: false,
    };
    expect(cardStatus(failed)).toBe('failed');
    const cleared = clearedErrorStatuses(failed);
    expect(cleared).toEqual({ stepsStatus: 'running', videoExtractStatus: null });
    expect(cardStatus({ ...failed, stepsStatus: 'running', videoExtractStatus: null, blocked: 'transcoding' })).toBe('transcoding');
  });
});
