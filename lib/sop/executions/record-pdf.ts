import 'server-only';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { embedFontFor } from '@/lib/skills/pdf-fonts';
import en from '@/messages/en.json';
import type { Execution, SopItem } from '../schema';

type Labels = typeof en.sopRecord;
export type RecordPdfInput = { execution: Execution; sopTitle: string; items: SopItem[]; organizationName: string; locale: string | null };

async function labels(locale: Locale): Promise<Labels> {
  const translated = ((await loadMessages(locale)) as { sopRecord?: Partial<Labels> }).sopRecord ?? {};
  return { ...en.sopRecord, ...translated };
}

const when = (iso: string | null, locale: Locale) =>
  iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC' : '—';

function describe(entry: Execution['entries'][number], l: Labels): string {
  const p = entry.payload as Record<string, unknown>;
  switch (entry.kind) {
    case 'step-time':
      return `${l.kindStepTime}: ${p.seconds} s`;
    case 'checklist':
      return `${l.kindChecklist}: ${p.checked ? l.checked : l.unchecked}`;
    case 'upload':
      return `${l.kindUpload}: ${p.fileName}`;
    case 'quiz-answer':
      return `${l.kindQuiz}: ${p.score}% (${p.correctAnswerCount}/${p.questionCount})`;
    case 'confirm':
      return `${l.kindConfirm}: ${p.name}`;
    default:
      return l.kindStart;
  }
}

/** An A4 record of an execution: who, when, every entry with its hash, and whether the chain verifies. */
export async function executionRecordPdf({ execution: x, sopTitle, items, organizationName, locale: wanted }: RecordPdfInput): Promise<Uint8Array> {
  const locale = toLocale(wanted) ?? DEFAULT_LOCALE;
  const l = await labels(locale);
  const titleOf = new Map(items.map((i) => [i.id, i.title || i.type]));
  const header = [
    `${l.sop}: ${sopTitle}`,
    `${l.organization}: ${organizationName}`,
    `${l.operator}: ${x.user.displayName}`,
    `${l.started}: ${when(x.startedAt, locale)}`,
    `${l.completed}: ${when(x.completedAt, locale)}`,
    `${l.confirmedBy}: ${x.confirmedName ?? '—'}`,
    `${l.integrity}: ${x.verified ? l.verified : l.notVerified}`,
  ];
  const lines = x.entries.map((e) => [`${e.seq}. ${when(e.at, locale)} · ${describe(e, l)}${e.itemId ? ` · ${titleOf.get(e.itemId) ?? ''}` : ''}`, `   ${e.hash}`]);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${l.title} – ${sopTitle}`);
  pdf.setAuthor(organizationName);
  const { font, encode } = await embedFontFor(pdf, [l.title, ...header, ...lines.flat()].join(''));
  const writer = pageWriter(pdf, font, encode);
  writer.line(l.title, 18, [0.1, 0.1, 0.1], 28);
  for (const text of header) writer.line(text, 11, x.verified || !text.startsWith(l.integrity) ? [0.1, 0.1, 0.1] : [0.75, 0.1, 0.1], 17);
  writer.line(l.entries, 13, [0.1, 0.1, 0.1], 24);
  for (const [text, hash] of lines) {
    writer.line(text, 10, [0.1, 0.1, 0.1], 14);
    writer.line(hash, 7, [0.4, 0.4, 0.4], 16);
  }
  return pdf.save();
}

function pageWriter(pdf: PDFDocument, font: PDFFont, encode: (s: string) => string) {
  let page: PDFPage = pdf.addPage([595, 842]);
  let y = 800;
  return {
    line(raw: string, size: number, color: [number, number, number], gap: number) {
      if (y < 50) {
        page = pdf.addPage([595, 842]);
        y = 800;
      }
      let text = encode(raw);
      while (text.length > 1 && font.widthOfTextAtSize(text, size) > 515) text = text.slice(0, -2) + '…';
      page.drawText(text, { x: 40, y, size, font, color: rgb(...color) });
      y -= gap;
    },
  };
}
