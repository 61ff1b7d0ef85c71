import { readFileSync } from 'node:fs';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { WorkflowLink } from '@/components/sop/execute/workflow-link';
import type { SopItem } from '@/lib/sop-ui/types';

const messages = JSON.parse(readFileSync('messages/en.json', 'utf8'));
const render = (item: SopItem & { workflowId: string }) =>
  renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: 'en', messages, timeZone: 'UTC' } as ComponentProps<typeof NextIntlClientProvider>, createElement(WorkflowLink, { item })));
const item = (over: Partial<SopItem>) => ({ id: 'i', type: 'workflow' as const, title: 'Watch it', description: '', attachments: [], workflowId: 'wf-1', ...over });

describe('WorkflowLink', () => {
  it('links the full player of the workflow or its step (for a modified click) in the same tab, the popup closed until clicked', () => {
    expect(render(item({}))).toContain('href="/playermain/wf-1"');
    const html = render(item({ stepId: 'st-2' }));
    expect(html).toContain('href="/playermain/wf-1/st-2"');
    expect(html).not.toContain('target="_blank"');
    expect(html).not.toContain('<iframe');
  });
});
