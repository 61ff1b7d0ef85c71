import 'server-only';
import type { Db } from '@/db/client';
import { firstLink } from './escape';
import { insertOutbox, markOutboxFailed, markOutboxSent } from './queries';
import { mailFrom, smtpTransport } from './transport';

export type MailKind = 'reset' | 'invite' | 'free-trial' | (string & {});

export type SendMailOptions = {
  orgId?: string | null;
  to: string;
  kind: MailKind;
  locale: string;
  subject: string;
  text: string;
  html?: string | null;
};

export type SendMailResult = { id: string; delivery: 'smtp' | 'log'; error?: string };

/**
 * Every message is written to email_outbox first (the audit trail, and the delivery when no SMTP
 * server is configured). With SMTP_URL it is then sent and the row marked sent or failed; a
 * failure is reported in the result, never thrown, so callers decide what it means for them.
 * Call it after the transaction that created the link has committed.
 */
export async function sendMail(db: Db, mail: SendMailOptions): Promise<SendMailResult> {
  const { id } = await insertOutbox(db, mail);
  const transport = smtpTransport();
  if (!transport) {
    // One line per message, in this exact shape: operators and the e2e suite follow links from it.
    console.log(`[mail] to=${mail.to} kind=${mail.kind} subject=${mail.subject} link=${firstLink(mail.text)}`);
    return { id, delivery: 'log' };
  }
  try {
    await transport.sendMail({
      from: mailFrom(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      headers: { 'Content-Language': mail.locale },
    });
    await markOutboxSent(db, { id });
    return { id, delivery: 'smtp' };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[mail] failed to=${mail.to} kind=${mail.kind} error=${message}`);
    await markOutboxFailed(db, { id, error: message });
    return { id, delivery: 'smtp', error: message };
  }
}
