import 'server-only';
import { PDFDocument, rgb } from 'pdf-lib';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import en from '@/messages/en.json';
import { embedFontFor } from './pdf-fonts';
import type { SkillCertificateItem } from './schema';

export type CertificatePdfInput = { certificate: SkillCertificateItem; organizationName: string; locale: string | null };

type Labels = typeof en.skills.certificate;

/** The labels in the learner's language (messages/<locale>.json, skills.certificate), English for any missing. */
async function labels(locale: Locale): Promise<Labels> {
  const translated = ((await loadMessages(locale)) as { skills?: { certificate?: Partial<Labels> } }).skills?.certificate ?? {};
  return { ...en.skills.certificate, ...translated };
}

const dateIn = (iso: string, locale: Locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** A one-page landscape A4 certificate: who, which skill, when, signed by whom, where to verify it. */
export async function certificatePdf({ certificate: c, organizationName, locale: wanted }: CertificatePdfInput): Promise<Uint8Array> {
  const locale = toLocale(wanted) ?? DEFAULT_LOCALE;
  const l = await labels(locale);
  const lines: { text: string; size: number; gap: number; color?: [number, number, number] }[] = [
    { text: l.title, size: 30, gap: 60 },
    { text: l.certifies, size: 14, gap: 40 },
    { text: c.displayName, size: 26, gap: 44 },
    { text: l.completed, size: 14, gap: 34 },
    { text: c.playlistTitle, size: 22, gap: 56 },
    { text: `${l.organization}: ${organizationName}`, size: 12, gap: 22 },
    { text: `${l.issued}: ${dateIn(c.issuedAt, locale)}`, size: 12, gap: 22 },
    ...(c.lapsesAt ? [{ text: `${l.validUntil}: ${dateIn(c.lapsesAt, locale)}`, size: 12, gap: 22 }] : []),
    { text: `${l.signedBy}: ${c.signature.displayName}${c.signature.signDate ? ` · ${dateIn(c.signature.signDate, locale)}` : ''}`, size: 12, gap: 40 },
    { text: `${l.verify}: ${c.verifyUrl}`, size: 9, gap: 0, color: [0.3, 0.3, 0.3] },
  ];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${l.title} – ${c.displayName}`);
  pdf.setSubject(c.playlistTitle);
  pdf.setAuthor(organizationName);
  pdf.setCreationDate(new Date(c.issuedAt));
  const { font, encode } = await embedFontFor(pdf, lines.map((x) => x.text).join(''));
  const page = pdf.addPage([842, 595]);
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: rgb(0.2, 0.35, 0.6), borderWidth: 3 });
  let y = 480;
  for (const line of lines) {
    const text = encode(line.text);
    let size = line.size;
    while (size > 6 && font.widthOfTextAtSize(text, size) > 740) size -= 1;
    page.drawText(text, { x: (842 - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color: rgb(...(line.color ?? [0.1, 0.1, 0.1])) });
    y -= line.gap;
  }
  return pdf.save();
}
