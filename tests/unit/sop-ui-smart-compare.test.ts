import { describe, expect, it } from 'vitest';
import { compareRequestProblem, EXACTLY_ONE_REFERENCE } from '@/lib/smart-compare/schema';
import { compareInputFor, lastUploadId } from '@/lib/sop-ui/smart-compare';
import type { SopItem } from '@/lib/sop-ui/types';

const block = (smartCompare: SopItem['smartCompare']): SopItem => ({ id: 'item-1', type: 'smartCompare', title: 'Film it', description: '', attachments: [], smartCompare });

describe('compareInputFor', () => {
  it('sends the operator upload against exactly the reference the author chose, recorded with the block', () => {
    const both = { workflowId: 'wf', stepId: 'st', source: 'ref-upload', showReference: true };
    expect(compareInputFor('sop-1', block({ sourceType: 'workflow', ...both }), 'up')).toEqual({ userVideoUrl: 'up', workflowId: 'wf', multimodalSopId: 'sop-1', sopItemId: 'item-1' });
    expect(compareInputFor('sop-1', block({ sourceType: 'step', ...both }), 'up')).toEqual({ userVideoUrl: 'up', stepId: 'st', multimodalSopId: 'sop-1', sopItemId: 'item-1' });
    expect(compareInputFor('sop-1', block({ sourceType: 'video', ...both }), 'up')).toEqual({ userVideoUrl: 'up', referenceVideoUrl: 'ref-upload', multimodalSopId: 'sop-1', sopItemId: 'item-1' });
    expect(compareRequestProblem(compareInputFor('sop-1', block({ sourceType: 'video', ...both }), 'up'))).toBeNull();
  });

  it('a block without its reference fails the §5 check instead of comparing against nothing', () => {
    expect(compareRequestProblem(compareInputFor('sop-1', block({ sourceType: 'step', showReference: false }), 'up'))).toBe(EXACTLY_ONE_REFERENCE);
    expect(compareRequestProblem(compareInputFor('sop-1', block(undefined), 'up'))).toBe(EXACTLY_ONE_REFERENCE);
  });
});

describe('lastUploadId', () => {
  it('reads the latest upload of that block from the record', () => {
    const entries = [
      { seq: 2, kind: 'upload', itemId: 'item-1', payload: { uploadId: 'first' } },
      { seq: 5, kind: 'upload', itemId: 'item-1', payload: { uploadId: 'second' } },
      { seq: 6, kind: 'upload', itemId: 'other', payload: { uploadId: 'not-this' } },
      { seq: 7, kind: 'checklist', itemId: 'item-1', payload: {} },
    ];
    expect(lastUploadId(entries, 'item-1')).toBe('second');
    expect(lastUploadId(entries, 'nothing')).toBeNull();
  });
});
