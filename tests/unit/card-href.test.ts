import { describe, expect, it } from 'vitest';
import { cardHref } from '@/lib/workflows/card-href';
import { NO_TOOLS } from '@/lib/workflows/cards';

const id = '00000000-0000-4000-8000-0000000000aa';
const step = '00000000-0000-4000-8000-0000000000bb';

describe('where a workflow card leads', () => {
  it('opens a published workflow in the player, at the viewer’s resume point when there is one', () => {
    expect(cardHref({ id, published: true, resume: null, tools: NO_TOOLS })).toBe(`/playermain/${id}`);
    expect(cardHref({ id, published: true, resume: { stepId: step, stepNumber: 2, startAt: 4 }, tools: NO_TOOLS })).toBe(`/playermain/${id}/${step}?startTimestamp=4`);
    expect(cardHref({ id, published: true, resume: { stepId: step, stepNumber: 1, startAt: 0 }, tools: NO_TOOLS })).toBe(`/playermain/${id}/${step}`);
  });

  it('opens a draft in its installed editor, else in the author’s preview, else nowhere', () => {
    expect(cardHref({ id, published: false, resume: null, tools: { ...NO_TOOLS, edit: 'builder', preview: true } })).toBe(`/buildermain/${id}`);
    expect(cardHref({ id, published: false, resume: null, tools: { ...NO_TOOLS, preview: true } })).toBe(`/playermain/${id}`);
    expect(cardHref({ id, published: false, resume: null, tools: NO_TOOLS })).toBeNull();
  });
});
