import { describe, expect, it } from 'vitest';
import { blocksProblem, blockStatus, completeBlock, estimateSpeechSeconds, isStale, moveBlock, newBlock, pendBlock, selectionSpeed, timelineItems } from '@/lib/tts/blocks';
import { TTS } from '@/lib/tts/constants';
import { autoCorrectPadding, espeakWordsPerMinute, fitRate, ttsRequestOf } from '@/lib/tts/request';
import { generateSpeechSchema, ttsBlockSchema, type TtsBlock } from '@/lib/tts/schema';
import { defaultVoiceFor, ESPEAK_VOICES, findVoice, languageOfVoice, OPENAI_VOICES, voicesFor } from '@/lib/tts/voices';
import { padWav, readWav, silentWav } from '@/lib/tts/wav';

const block = (over: Partial<TtsBlock> = {}): TtsBlock => ({
  key: 'b1', text2SpeechId: null, text: 'Hello there', time: 0.5, speed: 1, markedText: null, startTime: 0, endTime: 3, voice: 'espeak:en-us', isDirty: false, ...over,
});
const source = (over: Partial<{ status: 'pending' | 'processing' | 'completed' | 'failure'; text: string; voice: string; rate: number | null; duration: number | null }> = {}) => ({
  status: 'completed' as const, text: 'Hello there', voice: 'espeak:en-us', rate: 1 as number | null, duration: 1.2 as number | null, ...over,
});
const id = '00000000-0000-4000-8000-000000000001';

describe('constants (spec 02 §9)', () => {
  it('are the spec values', () => {
    expect(TTS).toMatchObject({ tolerance: 0.02, autoCorrectThreshold: 0.75, defaultBlockTime: 0.5, newBlockSpan: 3, pauseGap: 1, defaultSpeed: 1, mixedSpeed: -1 });
  });
});

describe('block status (spec 02 §4)', () => {
  it('is todo without an audio source, pending/processing/failure while the source is', () => {
    expect(blockStatus(block(), undefined)).toBe('todo');
    for (const status of ['pending', 'processing', 'failure'] as const) expect(blockStatus(block({ text2SpeechId: id }), source({ status }))).toBe(status);
  });
  it('is completed when the audio matches, then audioLoading/playing while it plays', () => {
    const b = block({ text2SpeechId: id });
    expect(blockStatus(b, source())).toBe('completed');
    expect(blockStatus(b, source(), 'loading')).toBe('audioLoading');
    expect(blockStatus(b, source(), 'playing')).toBe('playing');
  });
  it('turns todo when text, voice or speed differ', () => {
    const b = block({ text2SpeechId: id });
    expect(blockStatus({ ...b, text: 'Hello you' }, source())).toBe('todo');
    expect(blockStatus({ ...b, voice: 'espeak:en-gb+f3' }, source())).toBe('todo');
    expect(blockStatus({ ...b, speed: 1.5 }, source())).toBe('todo');
    expect(blockStatus({ ...b, speed: 'auto' }, source())).toBe('todo');
  });
  it('with automatic speed, a dirty block turns todo only when the duration differs by more than 0.02 s', () => {
    const auto = block({ text2SpeechId: id, speed: 'auto', startTime: 0, endTime: 3, isDirty: true });
    expect(isStale(auto, source({ rate: null, duration: 3.02 }))).toBe(false);
    expect(isStale(auto, source({ rate: null, duration: 3.03 }))).toBe(true);
    expect(isStale({ ...auto, isDirty: false }, source({ rate: null, duration: 2 }))).toBe(false);
    expect(isStale({ ...auto, speed: 1 }, source({ rate: 1, duration: 2 }))).toBe(false);
  });
  it('warns: a likely overrun before generating, audio running past the span after', () => {
    const long = block({ text: 'x'.repeat(200), endTime: 2 });
    expect(estimateSpeechSeconds(long.text, 1)).toBeGreaterThan(2.75);
    expect(blockStatus(long, undefined)).toBe('warningAllowGenerate');
    expect(blockStatus({ ...long, speed: 'auto' }, undefined)).toBe('todo');
    const b = block({ text2SpeechId: id, endTime: 2 });
    expect(blockStatus(b, source({ duration: 2.75 }))).toBe('completed');
    expect(blockStatus(b, source({ duration: 2.8 }))).toBe('warningPendingUserAction');
  });
  it('on completion takes the larger of the old time and the audio duration and clears the dirty flag', () => {
    const done = completeBlock(block({ time: 0.5, isDirty: true }), { id, duration: 1.234, text: 'Hello there' });
    expect(done).toMatchObject({ text2SpeechId: id, time: 1.23, isDirty: false, markedText: 'Hello there' });
    expect(completeBlock(block({ time: 4 }), { id, duration: 1, text: '' }).time).toBe(4);
    expect(pendBlock(block(), id)).toMatchObject({ text2SpeechId: id, markedText: null });
  });
});

describe('timeline rules', () => {
  it('adds a block of the 3 s span at the playhead, shortened by the next block or the step end, refused without room', () => {
    expect(newBlock(1.234, [], 10, 'espeak:en-us', 'k')).toMatchObject({ startTime: 1.23, endTime: 4.23, time: 0.5, speed: 1, text: '' });
    const next = block({ startTime: 2, endTime: 3 });
    expect(newBlock(0.5, [next], 10, 'v', 'k')?.endTime).toBe(2);
    expect(newBlock(8.5, [], 10, 'v', 'k')?.endTime).toBe(10);
    expect(newBlock(9.7, [], 10, 'v', 'k')).toBeNull();
    expect(newBlock(2.5, [next], 10, 'v', 'k')).toBeNull();
  });
  it('marks gaps over 1 s as pauses, at the edges too', () => {
    const items = timelineItems([block({ key: 'b', startTime: 4, endTime: 5 }), block({ key: 'a', startTime: 1, endTime: 3 })], 8);
    expect(items.map((i) => (i.kind === 'pause' ? `pause ${i.start}-${i.end}` : i.block.key))).toEqual(['a', 'b', 'pause 5-8']);
    expect(timelineItems([block({ startTime: 1.5, endTime: 2 })], 2).map((i) => i.kind)).toEqual(['pause', 'block']);
  });
  it('gives the selection speed, -1 for mixed', () => {
    expect(selectionSpeed([block({ speed: 1.5 }), block({ speed: 1.5 })])).toBe(1.5);
    expect(selectionSpeed([block({ speed: 1 }), block({ speed: 'auto' })])).toBe(-1);
    expect(selectionSpeed([])).toBe(1);
  });
  it('refuses overlapping blocks and blocks past the step, with 0.02 s tolerance', () => {
    expect(blocksProblem([block({ startTime: 0, endTime: 2 }), block({ key: 'b2', startTime: 1.99, endTime: 3 })], 5)).toBeNull();
    expect(blocksProblem([block({ startTime: 0, endTime: 2 }), block({ key: 'b2', startTime: 1.9, endTime: 3 })], 5)).toBe('advancedEditor.voiceOver.errors.overlap');
    expect(blocksProblem([block({ endTime: 5.1 })], 5)).toBe('advancedEditor.voiceOver.errors.outsideStep');
    expect(moveBlock(block(), 1.111, 2.226)).toMatchObject({ startTime: 1.11, endTime: 2.23, isDirty: true });
  });
});

describe('request (spec 02 §5)', () => {
  it('sends an empty block with only its duration, else text, voice, rate and the language of the voice', () => {
    expect(ttsRequestOf(block({ text: '  ', startTime: 1, endTime: 2.5 }), 'en-us')).toEqual({ kind: 'silence', duration: 1.5 });
    expect(ttsRequestOf(block({ voice: 'espeak:de+f3' }), 'en-us')).toMatchObject({ kind: 'speech', voice: 'espeak:de+f3', language: 'de-de', rate: 1, targetDuration: null });
    expect(ttsRequestOf(block({ voice: 'openai:nova', speed: 'auto' }), 'fr-ca')).toMatchObject({ language: 'fr-ca', rate: null, targetDuration: 3 });
  });
  it('auto-corrects audio within 0.75 s of the span and fits automatic speed within the offered speeds', () => {
    expect(autoCorrectPadding(2.3, 3)).toBe(0.7);
    expect(autoCorrectPadding(2.2, 3)).toBe(0);
    expect(autoCorrectPadding(3.2, 3)).toBe(0);
    expect(fitRate(6, 3)).toBe(2);
    expect(fitRate(10, 3)).toBe(2);
    expect(fitRate(1, 3)).toBe(0.5);
    expect(fitRate(3.6, 3)).toBeCloseTo(1.2);
    expect(espeakWordsPerMinute(1)).toBe(175);
  });
  it('validates blocks: unknown voice, too long text, empty span', () => {
    expect(ttsBlockSchema.safeParse(block({ voice: 'espeak:xx' })).success).toBe(false);
    expect(ttsBlockSchema.safeParse(block({ text: 'x'.repeat(2001) })).success).toBe(false);
    expect(ttsBlockSchema.safeParse(block({ startTime: 2, endTime: 2 })).success).toBe(false);
    expect(ttsBlockSchema.parse({ key: 'k', text: '', startTime: 0.123, endTime: 1, voice: 'espeak:en-us' })).toMatchObject({ time: 0.5, speed: 1, startTime: 0.12 });
    expect(generateSpeechSchema.safeParse({ text2Speechs: [] }).success).toBe(false);
  });
});

describe('voices (spec 02 §9)', () => {
  it('offers 4 English accents plus 4 multilingual, 2 per other language, Somali and Zulu only through OpenAI', () => {
    expect(ESPEAK_VOICES.filter((v) => v.language === 'en-us')).toHaveLength(4);
    expect(OPENAI_VOICES).toHaveLength(4);
    const languages = new Set(ESPEAK_VOICES.map((v) => v.language).filter((l) => l !== 'en-us'));
    expect(languages.size).toBeGreaterThanOrEqual(20);
    for (const language of languages) expect(ESPEAK_VOICES.filter((v) => v.language === language)).toHaveLength(2);
    expect(voicesFor('so-so', false)).toEqual([]);
    expect(voicesFor('zu-za', true)).toEqual(OPENAI_VOICES);
    expect(voicesFor('fr-ca', false).map((v) => v.id)).toEqual(['espeak:fr-fr+f3', 'espeak:fr-fr']);
    expect(voicesFor('en-gb', true)).toHaveLength(8);
    expect(defaultVoiceFor('de-de', false)).toBe('espeak:de+f3');
    expect(languageOfVoice(findVoice('openai:alloy')!, 'pt-br')).toBe('pt-br');
  });
});

describe('wav', () => {
  it('reads durations, pads with silence, makes silence', () => {
    const one = silentWav(1, 16_000);
    expect(readWav(one)).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16, duration: 1 });
    expect(readWav(padWav(one, 0.5)).duration).toBe(1.5);
    // A streamed WAV's placeholder data size: the data runs to the end of the file.
    const streamed = Buffer.from(one);
    streamed.writeUInt32LE(0xffffffff, 40);
    expect(readWav(streamed).duration).toBe(1);
    expect(() => readWav(Buffer.from('not a wav file at all'))).toThrow();
  });
});
