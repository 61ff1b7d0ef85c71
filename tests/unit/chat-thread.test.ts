import { describe, expect, it } from 'vitest';
import type { ChatDetail, ChatReference } from '@/lib/chat-client/contract';
import { answerSegments, referenceHref } from '@/lib/chat-client/markers';
import { canSend, EMPTY_THREAD, latestFollowUps, threadReducer, type ThreadAction, type ThreadState } from '@/lib/chat-client/thread';

const ref = (n: number, over: Partial<Extract<ChatReference, { type: 'workflow' }>> = {}): ChatReference => ({
  n,
  type: 'workflow',
  id: `w${n}`,
  workflowId: `00000000-0000-4000-8000-00000000000${n}`,
  stepId: `s${n}`,
  time: 12.5 * n,
  stepTime: 2.5,
  title: `Workflow ${n}`,
  sourceKind: 'transcript',
  ...over,
});

describe('reference markers (spec 02 §5)', () => {
  it('[n] becomes a reference only when n is at most the number of references', () => {
    const refs = [ref(1), ref(2)];
    expect(answerSegments('Use 12 Nm [1], then check [2] and [3].', refs)).toEqual([
      { kind: 'text', text: 'Use 12 Nm ' },
      { kind: 'reference', n: 1, reference: refs[0] },
      { kind: 'text', text: ', then check ' },
      { kind: 'reference', n: 2, reference: refs[1] },
      { kind: 'text', text: ' and [3].' },
    ]);
  });

  it('leaves [0], markers without references and other brackets as text', () => {
    expect(answerSegments('See [0] and [1] [a] [12', [])).toEqual([{ kind: 'text', text: 'See [0] and [1] [a] [12' }]);
    expect(answerSegments('[1][1]', [ref(1)]).map((s) => s.kind)).toEqual(['reference', 'reference']);
    expect(answerSegments('', [ref(1)])).toEqual([]);
  });

  it('finds the reference by its number, else by its place', () => {
    const shuffled = [ref(2), ref(1)];
    expect(answerSegments('[1]', shuffled)[0]).toMatchObject({ reference: { n: 1 } });
    const unnumbered = [ref(7), ref(9)];
    expect(answerSegments('[2]', unnumbered)[0]).toMatchObject({ reference: { n: 9 } });
  });

  it('a citation opens the player on its step at the second of the recorded video', () => {
    expect(referenceHref(ref(2))).toBe('/playermain/00000000-0000-4000-8000-000000000002/s2?videoTime=25');
    expect(referenceHref(ref(1, { stepId: null, time: null }))).toBe('/playermain/00000000-0000-4000-8000-000000000001');
  });
});

const run = (actions: ThreadAction[], from: ThreadState = EMPTY_THREAD) => actions.reduce(threadReducer, from);
const ids = { chatId: 'c1', messageId: 'm1', questionId: 'q1', mode: 'generated' as const };

describe('the thread reducer (spec 02 §4 Chat)', () => {
  it('a question streams into its answer; the first chunk names the chat, follow-ups come last', () => {
    const state = run([
      { type: 'ask', key: 'k1', question: 'Torque?' },
      { type: 'chunk', key: 'k1', chunk: ids },
      { type: 'chunk', key: 'k1', chunk: { references: [ref(1)] } },
      { type: 'chunk', key: 'k1', chunk: { content: '12 ' } },
      { type: 'chunk', key: 'k1', chunk: { content: 'Nm [1]' } },
    ]);
    expect(state).toMatchObject({ chatId: 'c1', loading: true, items: [{ question: 'Torque?', answer: '12 Nm [1]', answerId: 'm1', mode: 'generated', streaming: true }] });
    expect(latestFollowUps(state)).toEqual([]);
    const done = run([{ type: 'chunk', key: 'k1', chunk: { followUpQuestions: ['Which wrench?'] } }, { type: 'finish', key: 'k1' }], state);
    expect(done.loading).toBe(false);
    expect(latestFollowUps(done)).toEqual(['Which wrench?']);
    // Follow-ups belong to the latest answer only.
    expect(latestFollowUps(run([{ type: 'ask', key: 'k2', question: 'More?' }], done))).toEqual([]);
  });

  it('a failure keeps what came, marks the answer failed and opens the closable error', () => {
    const failed = run([
      { type: 'ask', key: 'k1', question: 'Torque?' },
      { type: 'chunk', key: 'k1', chunk: { content: '12' } },
      { type: 'fail', key: 'k1', error: { key: 'maven.errors.cut', text: null } },
    ]);
    expect(failed).toMatchObject({ loading: false, error: { key: 'maven.errors.cut' }, items: [{ answer: '12', failed: true, errorKey: 'maven.errors.cut', streaming: false }] });
    expect(latestFollowUps(failed)).toEqual([]);
    expect(run([{ type: 'dismissError' }], failed).error).toBeNull();
    expect(run([{ type: 'ask', key: 'k2', question: 'Again' }], failed).error).toBeNull();
  });

  it('history loads into items; like sets at once; clear forgets the chat', () => {
    const detail: ChatDetail = {
      id: 'c9',
      title: 'Torque',
      type: 'regular',
      workflowId: null,
      createdAt: '',
      updatedAt: '',
      history: [
        { question: 'Q', questionId: 'q', workspaces: [], answer: 'A [1]', answerId: 'a', answerLike: null, answerMode: 'extractive', answerFailed: false, references: [ref(1)], followUpQuestions: ['F'], chatId: 'c9' },
      ],
    };
    const loaded = run([{ type: 'load', detail }]);
    expect(loaded).toMatchObject({ chatId: 'c9', items: [{ key: 'q', answer: 'A [1]', mode: 'extractive', streaming: false }] });
    expect(latestFollowUps(loaded)).toEqual(['F']);
    expect(run([{ type: 'like', answerId: 'a', like: true }], loaded).items[0]!.like).toBe(true);
    expect(run([{ type: 'clear' }], loaded)).toEqual(EMPTY_THREAD);
    expect(run([{ type: 'load', detail: null }], loaded)).toEqual(EMPTY_THREAD);
  });

  it('send needs non-blank text and no answer on its way (spec 02 §5)', () => {
    expect(canSend('  ', false)).toBe(false);
    expect(canSend('\n\t', false)).toBe(false);
    expect(canSend('Torque?', true)).toBe(false);
    expect(canSend(' Torque? ', false)).toBe(true);
  });
});

describe('the UI’s copy of the server’s limits', () => {
  it('allows the question length the server takes', async () => {
    const { CHAT_LIMITS } = await import('@/lib/chat/schema');
    const { CHAT_QUESTION_MAX } = await import('@/lib/chat-client/contract');
    expect(CHAT_QUESTION_MAX).toBe(CHAT_LIMITS.question);
  });
});
