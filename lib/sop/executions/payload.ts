import 'server-only';
import { z } from 'zod';
import type { Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { gradeQuiz } from '@/lib/quiz/grading';
import { LETTERS, type QuizQuestion } from '@/lib/quiz/schema';
import { findOwnUpload } from '@/lib/uploads/queries';
import type { ExecutionEntryInput, SopItem } from '../schema';

/** Which upload purposes answer a file request of each kind. */
const PURPOSES_FOR: Record<'image' | 'document' | 'video', string[]> = {
  image: ['sop-image'],
  video: ['sop-video'],
  document: ['sop-document', 'sop-pdf'],
};
const ANY_SOP_PURPOSE = Object.values(PURPOSES_FOR).flat();

const stepTime = z.object({ seconds: z.number().min(0).max(24 * 3600) });
const checklist = z.object({ checklistItemId: z.string().max(64), checked: z.boolean() });
const upload = z.object({ uploadId: z.uuid() });
const quizAnswer = z.object({ answers: z.array(z.enum(LETTERS).nullable()).max(100) });

const invalid = () => new AppError('invalid_input', 'sopErrors.entryPayload');

function parse<T>(schema: z.ZodType<T>, payload: unknown): T {
  const result = schema.safeParse(payload);
  if (!result.success) throw invalid();
  return result.data;
}

const asQuizQuestions = (item: SopItem): QuizQuestion[] =>
  (item.questions ?? []).map((q, i) => ({ ...q, id: q.id ?? String(i), correctAnswer: q.correctAnswer || 'A', provider: q.provider ?? null }) as QuizQuestion);

/**
 * The payload recorded for an entry, checked against its block: the checklist line exists, the
 * upload is the operator's own finished SOP upload of the kind asked for, quiz answers are graded
 * on the server (lib/quiz grading) so the record holds the score, not a claim.
 */
export async function entryPayload(db: Db, session: SessionContext, item: SopItem, input: ExecutionEntryInput): Promise<Record<string, unknown>> {
  switch (input.kind) {
    case 'step-time':
      return parse(stepTime, input.payload);
    case 'checklist': {
      const value = parse(checklist, input.payload);
      if (!item.checklistItems?.some((c) => c.id === value.checklistItemId)) throw invalid();
      return value;
    }
    case 'upload': {
      const { uploadId } = parse(upload, input.payload);
      const row = await findOwnUpload(db, { orgId: session.org.id, userId: session.user.id, id: uploadId });
      const allowed = item.fileRequest ? PURPOSES_FOR[item.fileRequest.accept] : ANY_SOP_PURPOSE;
      if (!row || row.status !== 'completed' || !allowed.includes(row.purpose ?? '')) throw new AppError('invalid_input', 'sopErrors.unknownUpload');
      return { uploadId, fileName: row.fileName, contentType: row.contentType, size: row.size };
    }
    case 'quiz-answer': {
      const { answers } = parse(quizAnswer, input.payload);
      if (item.type !== 'quiz' || !item.questions?.length) throw invalid();
      const grade = gradeQuiz(asQuizQuestions(item), answers);
      return { answers, score: grade.score, status: grade.status, correctAnswerCount: grade.correctAnswerCount, questionCount: grade.questionCount };
    }
  }
}
