import { describe, expect, it } from 'vitest';
import { cardView, type WorkflowCardDto } from '@/lib/workflows/library-schema';

const card: WorkflowCardDto = {
  id: 'w1',
  title: 'Changing a cutter',
  languageCode: 'en-us',
  workspaceId: 'ws1',
  workspaceName: 'Machining',
  privateWorkspace: false,
  publishedDate: '2026-11-27T00:00:00.000Z',
  posterUrl: null,
  videoDuration: 75,
  author: { uid: 'u1', displayName: 'Pat Publisher' },
  favorite: true,
  status: 'published',
  progress: null,
  stepCount: 3,
  subcategoryIds: ['s1'],
  published: true,
  processed: true,
  editType: 'original',
  editorStatus: 'completed segmentation',
  convertStatus: 'finished',
  stepsStatus: 'finished',
  speechStatus: 'completed',
  frameCaptureStatus: 'finished',
  videoExtractStatus: 'finished',
  blocked: null,
  hasImageMap: false,
  locked: false,
  tools: { share: true, publicLink: false, rename: false, move: false, copy: false, versionHistory: false, unpublish: false, publish: false, preview: false, edit: null, delete: false },
  resume: { stepId: '00000000-0000-4000-8000-000000000001', stepNumber: 2, startAt: 4 },
};

describe('cardView', () => {
  it('hands a page everything a card shows or its tools need, without the pipeline raw state', () => {
    const view = cardView({ ...card, match: { snippet: 'cutter', time: 3 } });
    expect(Object.keys(view).sort()).toEqual(
      [
        'author', 'favorite', 'id', 'languageCode', 'locked', 'match', 'posterUrl', 'privateWorkspace', 'progress', 'published',
        'publishedDate', 'resume', 'status', 'stepCount', 'subcategoryIds', 'title', 'tools', 'videoDuration', 'workspaceId', 'workspaceName',
      ].sort(),
    );
    expect(view).toMatchObject({ status: 'published', published: true, tools: card.tools, match: { snippet: 'cutter' } });
    expect(card).toHaveProperty('editorStatus', 'completed segmentation'); // the API's card is left as it was
  });
});
