import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';

export const DEFAULT_FROM = 'OpenHow <no-reply@localhost>';

export const mailFrom = () => process.env.SMTP_FROM || DEFAULT_FROM;

type Held = { url: string; transporter: Transporter };
const store = globalThis as unknown as { __openhowSmtp?: Held };

/**
 * The SMTP transport named by SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS),
 * or null when email is delivered to the outbox and the server log only. One pooled transport per
 * process; a changed URL (tests) builds a new one.
 */
export function smtpTransport(): Transporter | null {
  const url = process.env.SMTP_URL;
  if (!url) return null;
  if (store.__openhowSmtp?.url === url) return store.__openhowSmtp.transporter;
  store.__openhowSmtp?.transporter.close();
  // Short timeouts: a dead mail server must not hold a sign-in request for minutes.
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  store.__openhowSmtp = { url, transporter };
  return transporter;
}
