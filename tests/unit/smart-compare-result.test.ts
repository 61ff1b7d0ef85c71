import { readFileSync } from 'node:fs';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { SmartCompareResult } from '@/components/sop/smart-compare-result';
import type { SmartCompareDto, SmartCompareStepDto } from '@/lib/smart-compare/schema';

const messages = JSON.parse(readFileSync('messages/en.json', 'utf8'));
const render = (compare: SmartCompareDto) =>
  renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: 'en', messages, timeZone: 'UTC' } as ComponentProps<typeof NextIntlClientProvider>, createElement(SmartCompareResult, { compare })));

const step = (over: Partial<SmartCompareStepDto>): SmartCompareStepDto => ({
  index: 0, stepId: null, title: 'Fit the cutter', referenceRange: { start: 0, end: 2 }, found: true, userRange: { start: 62, end: 65.5 }, inOrder: true,
  similarity: 0.934, textSimilarity: null, referenceFrameUrl: '/api/v1/storage/r.jpg', userFrameUrl: '/api/v1/storage/u.jpg', model: null, ...over,
});
const base: SmartCompareDto = {
  id: 'c1', status: 'completed', progress: 1, referenceKind: 'workflow', workflowId: 'w', stepId: null, multimodalSopId: null, sopItemId: null,
  user: { uid: 'u', displayName: 'Olga' }, errorKey: null, result: null, createdAt: '2026-01-01T00:00:00Z', finishedAt: null,
};

describe('SmartCompareResult', () => {
  it('shows per step found or missing, where, the order, the similarity, both frames and the labelled model judgement', () => {
    const html = render({
      ...base,
      result: {
        method: 'offline+model', referenceDuration: 4, userDuration: 70,
        summary: { total: 2, found: 1, inOrder: 0, score: 0.47 },
        steps: [
          step({ inOrder: false, textSimilarity: 0.5, model: { verdict: 'partial', confidence: 0.8, explanation: 'The guard is open.', model: 'gpt-4o' } }),
          step({ index: 1, title: '', found: false, userRange: null, inOrder: null, similarity: 0.41, userFrameUrl: null }),
        ],
      },
    });
    expect(html).toContain('1 of 2 steps found, 0 in order · score 47%');
    expect(html).toContain("with a vision model&#x27;s judgement");
    expect(html).toContain('1. Fit the cutter');
    expect(html).toContain('Out of order');
    expect(html).toContain('1:02–1:06 in your video');
    expect(html).toContain('Looks 93% alike');
    expect(html).toContain('Spoken words 50% alike');
    expect(html).toContain('alt="Reference frame of step 1"');
    expect(html).toContain('alt="Your video at step 1"');
    expect(html).toContain('Model&#x27;s judgement (gpt-4o):</strong> partly matches (confidence 80%) — The guard is open.');
    expect(html).toContain('2. Step 2');
    expect(html).toContain('Missing');
    expect(html).toContain('No matching frame');
  });

  it('shows the progress while running and the translated reason of a failure', () => {
    expect(render({ ...base, status: 'processing', progress: 0.4 })).toContain('Comparing the videos… 40%');
    expect(render({ ...base, status: 'failure', errorKey: 'smartCompare.errors.timedOut' })).toContain('The comparison took longer than 6 minutes and was stopped.');
  });
});
