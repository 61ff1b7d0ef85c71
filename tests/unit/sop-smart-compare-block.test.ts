import { readFileSync } from 'node:fs';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { SmartCompareBlockView } from '@/components/sop/execute/smart-compare-block';
import type { ExecutionModel } from '@/components/sop/execute/use-execution';
import type { SmartCompareDto } from '@/lib/smart-compare/schema';
import type { SopItem } from '@/lib/sop-ui/types';

const messages = JSON.parse(readFileSync('messages/en.json', 'utf8'));
const item: SopItem = { id: 'b1', type: 'smartCompare', title: 'Film it', description: '', attachments: [], smartCompare: { smartCompareId: 'c1', sourceType: 'workflow', workflowId: 'wf', showReference: true } };
const compare = (over: Partial<SmartCompareDto>): SmartCompareDto => ({
  id: 'c1', status: 'processing', progress: 0.4, referenceKind: 'workflow', workflowId: 'wf', stepId: null, multimodalSopId: 's', sopItemId: 'b1',
  user: { uid: 'u', displayName: 'Omar' }, errorKey: null, result: null, createdAt: '2026-01-01T00:00:00Z', finishedAt: null, ...over,
});
// The execution as the block reads it: the operator's video is recorded on this block.
const model = { sopId: 's', busy: false, execution: { entries: [{ seq: 2, kind: 'upload', itemId: 'b1', payload: { uploadId: 'up-1', fileName: 'me.mp4' } }] } } as unknown as ExecutionModel;

function render(dto: SmartCompareDto | null, errorKey: string | null = null) {
  const run = { compare: dto, running: dto?.status === 'processing', errorKey, start: async () => null };
  const block = createElement(SmartCompareBlockView, { item, uploads: ['me.mp4'], model, run });
  return renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: 'en', messages, timeZone: 'UTC' } as ComponentProps<typeof NextIntlClientProvider>, block));
}

describe('SmartCompareBlock', () => {
  it('asks for the video and shows the running compare with its progress, without a retry', () => {
    const html = render(compare({}));
    expect(html).toContain('type="file"');
    expect(html).toContain('Comparing the videos… 40%');
    expect(html).not.toContain('Compare again');
  });

  it('shows why a compare failed and offers to compare the recorded video again', () => {
    const html = render(compare({ status: 'failure', errorKey: 'smartCompare.errors.timedOut' }));
    expect(html).toContain('The comparison took longer than 6 minutes and was stopped.');
    expect(html).toContain('Compare again');
  });

  it('shows a refused start (too many running) with Compare again', () => {
    const html = render(null, 'smartCompare.errors.tooMany');
    expect(html).toContain('You already have 5 comparisons running.');
    expect(html).toContain('Compare again');
  });
});
