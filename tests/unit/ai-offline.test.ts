import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_KEYS, type GeneratedQuestion, type TranscriptInput } from '@/lib/ai/content/types';
import { BLANK, offlineKeyTerms, offlineQuestions, offlineSummary } from '@/lib/ai/offline';
import { hasLexicon } from '@/lib/ai/offline/lexicon';
import { textRank } from '@/lib/ai/offline/rank';
import { KEY_TERMS_PER_LANGUAGE, keyTermProblem } from '@/lib/builder/terms';
import { DEMO_WORKFLOWS } from '@/lib/demo/workflows';
import { generatedTranscript, PUMP_SEAL, PUMP_SEAL_JA, PUMP_SEAL_SAFETY, PUMP_SEAL_TH, PUMP_SEAL_ZH, PUMP_SEAL_ZH_TW } from '../helpers/ai-transcripts';

const lower = (t: TranscriptInput) => t.sentences.map((s) => s.sentence.toLowerCase()).join('\n');

/** The quality rules every transcript must meet, whatever its language. */
function expectTermsFromTranscript(input: TranscriptInput, terms: string[]) {
  expect(terms.length).toBeGreaterThan(0);
  expect(terms.length).toBeLessThanOrEqual(KEY_TERMS_PER_LANGUAGE);
  for (const term of terms) {
    expect(keyTermProblem(term), term).toBeNull();
    expect(lower(input), term).toContain(term.toLowerCase());
  }
  expect(new Set(terms.map((t) => t.toLowerCase())).size).toBe(terms.length);
}

/** Each answer follows from the sentence the question cites, and nothing else. */
function expectAnswersSupported(input: TranscriptInput, questions: GeneratedQuestion[]) {
  for (const q of questions) {
    expect(q.sources).toHaveLength(1);
    const s = input.sentences[q.sources[0]!.sentenceIndex]!;
    const sentence = s.sentence.trim();
    expect(q.referenceSource.endsWith(sentence)).toBe(true);
    expect(q.referenceSource).toMatch(/^\d+:\d\d /);
    if (q.type === 'singleSelection') {
      expect(q.options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D']);
      const correct = q.options.find((o) => o.key === q.correctAnswer)!.text;
      expect(q.title.replace(BLANK, correct)).toBe(sentence);
      for (const wrong of q.options.filter((o) => o.key !== q.correctAnswer)) expect(q.title.replace(BLANK, wrong.text)).not.toBe(sentence);
      expect(new Set(q.options.map((o) => o.text)).size).toBe(4);
    } else {
      expect(q.options).toEqual([
        { key: 'A', text: 'true' },
        { key: 'B', text: 'false' },
      ]);
      if (q.correctAnswer === 'A') expect(q.title).toBe(sentence);
      else {
        expect(q.title).not.toBe(sentence);
        expect(lower(input)).not.toContain(q.title.toLowerCase()); // a false statement the transcript never makes
      }
    }
  }
}

describe('offline provider on a transcript with known content', () => {
  it('finds the key terms of the procedure, each as written in the transcript', () => {
    const terms = offlineKeyTerms(PUMP_SEAL);
    expectTermsFromTranscript(PUMP_SEAL, terms);
    for (const expected of ['mechanical seal', 'pump shaft', 'torque wrench', 'housing bolts', 'main isolator']) expect(terms).toContain(expected);
    expect(terms).not.toContain('the');
  });

  it('keeps every safety sentence in the summary, and every item cites real sentences', () => {
    const summary = offlineSummary(PUMP_SEAL);
    expect(summary.provider).toBe('offline');
    const cited = new Set(summary.contents.flatMap((p) => p.sources.map((s) => s.sentenceIndex)));
    for (const i of PUMP_SEAL_SAFETY) expect(cited.has(i), PUMP_SEAL.sentences[i]!.sentence).toBe(true);
    expect(cited.size).toBeLessThan(PUMP_SEAL.sentences.length);
    for (const p of summary.contents) {
      for (const s of p.sources) expect(p.content).toContain(PUMP_SEAL.sentences[s.sentenceIndex]!.sentence);
    }
  });

  it('gives highlights in the spec order: safety/warning, tools with a count, an important note', () => {
    const { highlights } = offlineSummary(PUMP_SEAL);
    expect(highlights.map((h) => h.key)).toEqual([...HIGHLIGHT_KEYS]);
    const [safety, tools, note] = highlights;
    for (const s of safety!.sources) expect(hasLexicon(PUMP_SEAL.sentences[s.sentenceIndex]!.sentence, 'en-us', 'safety')).toBe(true);
    expect(tools!.content.split(', ')).toEqual(expect.arrayContaining(['torque wrench', 'lock and tag']));
    expect(tools!.count).toBe(tools!.content.split(', ').length);
    expect(note!.content).toBe('Important: tighten the housing bolts in a cross pattern.');
    expect(note!.sources[0]).toMatchObject({ sentenceIndex: 11, stepId: 'step-3' });
  });

  it('outlines one SOP item per step, with the step’s own sentences, tools and warnings', () => {
    const { sop } = offlineSummary(PUMP_SEAL);
    expect(sop.map((s) => s.step)).toEqual(['Prepare', 'Remove the old seal', 'Fit the new seal', 'Test']);
    sop.forEach((item, n) => {
      const step = PUMP_SEAL.steps[n]!;
      expect(item.stepId).toBe(step.id);
      for (const s of item.sources) {
        expect(s.stepId).toBe(step.id);
        expect(s.startTime).toBeGreaterThanOrEqual(step.startTime);
      }
      expect(item.description.length).toBeGreaterThan(0);
    });
    expect(sop[1]!.tool).toContain('torque wrench');
    expect(sop[0]!.safetyOrWarning).toContain('Warning: the pump housing can be hot');
    expect(sop[3]!.safetyOrWarning).toContain('Never touch the rotating pump shaft');
    expect(sop[2]!.safetyOrWarning).toBe('');
  });

  it('makes true/false and single-choice questions whose answers the cited sentence supports', () => {
    const questions = offlineQuestions(PUMP_SEAL, 6);
    expect(questions).toHaveLength(6);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['singleSelection', 'trueFalse']));
    expect(new Set(questions.map((q) => q.correctAnswer)).size).toBeGreaterThan(1);
    expectAnswersSupported(PUMP_SEAL, questions);
    expect(offlineQuestions(PUMP_SEAL, 2)).toHaveLength(2);
  });
});

describe('offline provider in character-based languages', () => {
  it.each([
    [PUMP_SEAL_ZH, ['扭力扳手', '机械密封']],
    [PUMP_SEAL_ZH_TW, ['扭力扳手', '機械密封']],
    [PUMP_SEAL_JA, ['トルクレンチ', 'メカニカルシール']],
    [PUMP_SEAL_TH, ['ประแจทอร์ก', 'ซีลเครื่องกล']],
  ])('segments %s into words, not sentences or characters', (input, expected) => {
    const terms = offlineKeyTerms(input);
    expectTermsFromTranscript(input, terms);
    expect(terms).toEqual(expect.arrayContaining(expected));
    for (const term of terms) {
      expect([...term].length).toBeGreaterThanOrEqual(2);
      expect([...term].length).toBeLessThanOrEqual(12);
      expect(input.sentences.some((s) => s.sentence.replace(/[。、]/g, '') === term)).toBe(false);
    }
    const summary = offlineSummary(input);
    expect(summary.highlights[0]).toMatchObject({ key: 'safetyOrWarning' });
    expect(summary.highlights.find((h) => h.key === 'tools')?.content).toBe(expected[0]);
    expectAnswersSupported(input, offlineQuestions(input, 5));
  });
});

describe('offline provider on the demo workflows', () => {
  it.each(DEMO_WORKFLOWS.map((d) => [d.title, d] as const))('%s', (_title, demo) => {
    const input: TranscriptInput = {
      workflowId: 'demo',
      title: demo.title,
      languageCode: 'en-us',
      steps: demo.parts.map((_, i) => ({ id: `s${i}`, position: i, title: `Step ${i + 1}`, startTime: i * 5, endTime: i * 5 + 5 })),
      sentences: demo.parts.map((sentence, i) => ({ sentence, startTime: i * 5 + 0.5, endTime: i * 5 + 4, words: [] })),
    };
    const terms = offlineKeyTerms(input);
    expectTermsFromTranscript(input, terms);
    const summary = offlineSummary(input);
    expect(summary.sop).toHaveLength(3);
    const cited = new Set(summary.contents.flatMap((p) => p.sources.map((s) => s.sentenceIndex)));
    input.sentences.forEach((s, i) => {
      if (hasLexicon(s.sentence, 'en-us', 'safety')) expect(cited.has(i)).toBe(true);
    });
    const questions = offlineQuestions(input, 3);
    expect(questions.length).toBeGreaterThan(0);
    expectAnswersSupported(input, questions);
  });
});

describe('offline provider on a 60-minute transcript', () => {
  const long = generatedTranscript(60);
  it('ranks, extracts and asks within the quality rules', () => {
    expect(long.sentences).toHaveLength(900);
    const terms = offlineKeyTerms(long);
    expectTermsFromTranscript(long, terms);
    expect(terms).toHaveLength(KEY_TERMS_PER_LANGUAGE);
    const summary = offlineSummary(long);
    expect(summary.sop).toHaveLength(long.steps.length);
    expect(summary.contents.flatMap((p) => p.sources).length).toBeLessThanOrEqual(15 + 20);
    expectAnswersSupported(long, offlineQuestions(long, 10));
  });

  it('scores the sentence sharing most words highest (TextRank)', () => {
    const scores = textRank([['pump', 'seal'], ['pump', 'seal', 'shaft'], ['seal', 'shaft'], ['coffee']]);
    expect(scores.indexOf(Math.max(...scores))).toBe(1);
    expect(scores.indexOf(Math.min(...scores))).toBe(3);
  });
});

describe('offline provider in other languages (stop words and lexicons per language)', () => {
  const short = (languageCode: string, lines: string[]): TranscriptInput => ({
    workflowId: languageCode,
    title: languageCode,
    languageCode,
    steps: [],
    sentences: lines.map((sentence, i) => ({ sentence, startTime: i * 5, endTime: i * 5 + 4, words: [] })),
  });
  it.each([
    ['de-de', ['Setzen Sie die Schutzbrille auf und tragen Sie Handschuhe.', 'Lösen Sie die Schrauben mit dem Drehmomentschlüssel.', 'Ziehen Sie die Schrauben mit dem Drehmomentschlüssel wieder fest.'], 'Drehmomentschlüssel'],
    ['es-mx', ['Póngase las gafas de seguridad y los guantes.', 'Afloje los tornillos con la llave dinamométrica.', 'Apriete los tornillos con la llave dinamométrica.'], 'llave dinamométrica'],
    ['ru-ru', ['Наденьте защитные очки и перчатки.', 'Ослабьте болты динамометрическим ключом.', 'Затяните болты динамометрическим ключом.'], 'ключом'],
    ['ko-kr', ['보안경과 장갑을 착용하십시오.', '토크 렌치로 볼트를 푸십시오.', '토크 렌치로 볼트를 다시 조이십시오.'], '토크 렌치'],
  ])('%s: terms from the transcript, the warning and the tool', (code, lines, tool) => {
    const input = short(code, lines);
    const terms = offlineKeyTerms(input);
    expectTermsFromTranscript(input, terms);
    const { highlights } = offlineSummary(input);
    expect(highlights[0]).toMatchObject({ key: 'safetyOrWarning', sources: [expect.objectContaining({ sentenceIndex: 0 })] });
    expect(highlights.find((h) => h.key === 'tools')?.content).toContain(tool);
    expectAnswersSupported(input, offlineQuestions(input, 3));
  });
});
