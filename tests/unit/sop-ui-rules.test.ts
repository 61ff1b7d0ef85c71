import { describe, expect, it } from 'vitest';
import { fitWithin, jpegName, smallerOf } from '@/lib/sop-ui/compress-image';
import {
  addableTypes,
  canMove,
  checkImages,
  confirmNameValid,
  insertBlock,
  MAX_IMAGE_BYTES,
  moveBlock,
  newBlock,
  normalizeOrder,
  sopCardActions,
  sopCardState,
  editableQuestions,
  stepDone,
} from '@/lib/sop-ui/rules';
import { newQuestion } from '@/lib/quiz/schema';
import { secondsBetween, workByItem, workOf } from '@/lib/sop-ui/execution-state';
import { BLOCK_TYPES, type BlockType, type ExecutionEntry, type SopItem } from '@/lib/sop-ui/types';

let n = 0;
const id = () => `id-${++n}`;
const block = (type: BlockType) => newBlock(type, id);
const types = (items: SopItem[]) => items.map((i) => i.type);

describe('block order (introduction first, conclusion last)', () => {
  it('puts a new introduction first, a conclusion last and other blocks before the conclusion', () => {
    let items: SopItem[] = [block('step'), block('conclusion')];
    items = insertBlock(items, block('warning'));
    items = insertBlock(items, block('introduction'));
    expect(types(items)).toEqual(['introduction', 'step', 'warning', 'conclusion']);
    expect(types(normalizeOrder([block('conclusion'), block('step'), block('introduction')]))).toEqual(['introduction', 'step', 'conclusion']);
  });

  it('moves ordinary blocks between the pinned ones, never the pinned ones or past them', () => {
    const items = [block('introduction'), block('step'), block('tool'), block('conclusion')];
    expect(canMove(items, 1, -1)).toBe(false);
    expect(canMove(items, 0, 1)).toBe(false);
    expect(canMove(items, 2, 1)).toBe(false);
    expect(types(moveBlock(items, 1, 1))).toEqual(['introduction', 'tool', 'step', 'conclusion']);
    expect(moveBlock(items, 1, -1)).toBe(items);
  });

  it('offers introduction and conclusion only while the SOP has none', () => {
    expect(addableTypes([], BLOCK_TYPES)).toEqual([...BLOCK_TYPES]);
    const offered = addableTypes([block('introduction'), block('conclusion')], BLOCK_TYPES);
    expect(offered).not.toContain('introduction');
    expect(offered).not.toContain('conclusion');
    expect(offered).toContain('step');
  });

  it('gives each block type the fields its editor needs', () => {
    expect(block('checklist').checklistItems).toHaveLength(1);
    expect(block('quiz').questions).toEqual([]);
    expect(block('fileRequest').fileRequest).toEqual({ accept: 'image', required: true });
    expect(block('userVideo').fileRequest?.accept).toBe('video');
    expect(block('smartCompare').smartCompare).toEqual({ sourceType: 'workflow', showReference: true });
  });
});

describe('step images (spec §5: 10 images, 5 MB, jpeg/png/gif)', () => {
  const jpeg = (size = 1000) => ({ name: 'a.jpg', type: 'image/jpeg', size });
  it('accepts jpeg, png and gif up to 5 MB', () => {
    const result = checkImages([jpeg(), { name: 'b.png', type: 'image/png', size: MAX_IMAGE_BYTES }, { name: 'c.gif', type: 'image/gif', size: 1 }], 0);
    expect(result).toEqual({ accepted: [0, 1, 2], error: null });
  });
  it('refuses other types and larger files with their message', () => {
    expect(checkImages([{ name: 'x.webp', type: 'image/webp', size: 1 }], 0)).toEqual({ accepted: [], error: 'sopUi.images.invalidType' });
    expect(checkImages([jpeg(MAX_IMAGE_BYTES + 1), jpeg()], 0)).toEqual({ accepted: [1], error: 'sopUi.images.tooLarge' });
  });
  it('stops at 10 images', () => {
    expect(checkImages([jpeg(), jpeg(), jpeg()], 8)).toEqual({ accepted: [0, 1], error: 'sopUi.images.tooMany' });
    expect(checkImages([jpeg()], 10)).toEqual({ accepted: [], error: 'sopUi.images.maxReached' });
  });
});

describe('image compression (800×600, quality 0.7)', () => {
  it('fits inside 800×600 keeping the proportions, never enlarging', () => {
    expect(fitWithin(1600, 1200)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(4000, 1000)).toEqual({ width: 800, height: 200 });
    expect(fitWithin(1000, 3000)).toEqual({ width: 200, height: 600 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(0, 10)).toEqual({ width: 0, height: 0 });
  });
  it('names the JPEG after the original and keeps the smaller file', () => {
    expect(jpegName('photo.PNG')).toBe('photo.jpg');
    expect(jpegName('.png')).toBe('image.jpg');
    const original = new File([new Uint8Array(100)], 'a.png', { type: 'image/png' });
    const small = new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' });
    const big = new File([new Uint8Array(200)], 'a.jpg', { type: 'image/jpeg' });
    expect(smallerOf(original, small)).toBe(small);
    expect(smallerOf(original, big)).toBe(original);
    expect(smallerOf(original, null)).toBe(original);
  });
});

describe('smart instruction card (spec §4)', () => {
  const card = (status: 'processing' | 'completed' | 'failed', published: boolean, allowDuplicate = true) => ({ status, published, allowDuplicate });
  it('reads completed as published or unpublished, anything else as processing or failed', () => {
    expect(sopCardState(card('completed', true))).toBe('published');
    expect(sopCardState(card('completed', false))).toBe('unpublished');
    expect(sopCardState(card('processing', false))).toBe('processing');
    expect(sopCardState(card('failed', false))).toBe('failed');
  });
  it('offers nothing while processing, share only when published, duplicate only when allowed', () => {
    expect(sopCardActions(card('processing', false), true)).toEqual([]);
    expect(sopCardActions(card('completed', true), true)).toEqual(['duplicate', 'share', 'move', 'unpublish', 'delete']);
    expect(sopCardActions(card('completed', false, false), true)).toEqual(['move', 'delete']);
    expect(sopCardActions(card('completed', true), false)).toEqual(['duplicate', 'share']);
  });
});

describe('execution', () => {
  it('counts a checklist done when every written item is ticked', () => {
    const list: SopItem = { ...block('checklist'), checklistItems: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }, { id: 'c', text: ' ' }] };
    const work = { uploaded: false, quiz: null };
    expect(stepDone(list, { ...work, ticked: new Set(['a']) })).toBe(false);
    expect(stepDone(list, { ...work, ticked: new Set(['a', 'b']) })).toBe(true);
  });
  it('needs the requested file only when it is required', () => {
    const request = block('fileRequest');
    expect(stepDone(request, { ticked: new Set(), uploaded: false, quiz: null })).toBe(false);
    expect(stepDone(request, { ticked: new Set(), uploaded: true, quiz: null })).toBe(true);
    expect(stepDone({ ...request, fileRequest: { accept: 'image', required: false } }, { ticked: new Set(), uploaded: false, quiz: null })).toBe(true);
  });
  it('counts a quiz done once its answers were sent', () => {
    const quiz: SopItem = { ...block('quiz'), questions: editableQuestions([newQuestion('trueFalse', 'q1')]) };
    expect(stepDone(quiz, { ticked: new Set(), uploaded: false, quiz: null })).toBe(false);
    expect(stepDone(quiz, { ticked: new Set(), uploaded: false, quiz: { answers: ['A'] } })).toBe(true);
    expect(stepDone(block('quiz'), { ticked: new Set(), uploaded: false, quiz: null })).toBe(true);
  });
  it('gives stored questions without an id or letter what the question editor needs', () => {
    const [q] = editableQuestions([{ ...newQuestion('singleSelection', 'x'), id: undefined, correctAnswer: '', provider: undefined }]);
    expect(q).toMatchObject({ id: 'q0', correctAnswer: 'A', provider: null });
  });
  it('asks for a real name at the end, up to 120 characters', () => {
    expect(confirmNameValid('  ')).toBe(false);
    expect(confirmNameValid('Ana Ruiz')).toBe(true);
    expect(confirmNameValid('x'.repeat(121))).toBe(false);
  });
});

describe('execution state from the record', () => {
  const entry = (seq: number, kind: ExecutionEntry['kind'], itemId: string, payload: Record<string, unknown>): ExecutionEntry => ({ seq, kind, itemId, payload, at: '', hash: '' });
  it('replays ticks, uploads, answers and step times in order', () => {
    const work = workByItem([
      entry(3, 'checklist', 'c', { checklistItemId: 'a', checked: false }),
      entry(1, 'checklist', 'c', { checklistItemId: 'a', checked: true }),
      entry(2, 'checklist', 'c', { checklistItemId: 'b', checked: true }),
      entry(4, 'upload', 'f', { uploadId: 'u', fileName: 'photo.jpg' }),
      entry(5, 'quiz-answer', 'q', { answers: ['A'], score: 0 }),
      entry(6, 'quiz-answer', 'q', { answers: ['B'], score: 100 }),
      entry(7, 'step-time', 'c', { seconds: 12 }),
      entry(8, 'step-time', 'c', { seconds: 3 }),
    ]);
    expect([...workOf(work, 'c').ticked]).toEqual(['b']);
    expect(workOf(work, 'c').seconds).toBe(15);
    expect(workOf(work, 'f')).toMatchObject({ uploaded: true, uploads: ['photo.jpg'] });
    expect(workOf(work, 'q').quiz).toMatchObject({ answers: ['B'], score: 100 });
    expect(workOf(work, 'none').uploaded).toBe(false);
  });
  it('counts whole seconds, never negative', () => {
    expect(secondsBetween(1000, 3600)).toBe(3);
    expect(secondsBetween(5000, 1000)).toBe(0);
  });
});
