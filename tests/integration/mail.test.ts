import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '@/db/schema';
import { createInvite, INVITATION_MAIL_ERROR, requestPasswordReset } from '@/lib/auth/account';
import { renderAccountMail, sendMail } from '@/lib/mail';
import { decodeQuotedPrintable, startSmtpSink } from '../helpers/smtp-sink';
import { createOrg, createUser, db } from '../helpers/factories';

const outboxFor = async (to: string) => (await db()).select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('email without SMTP (outbox and server log)', () => {
  it('keeps the message in the outbox and logs one line with the link', async () => {
    delete process.env.SMTP_URL;
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const result = await sendMail(await db(), {
      to: 'log@example.com',
      kind: 'reset',
      locale: 'en',
      subject: 'Reset your OpenHow password',
      text: 'Hello,\n\nChoose a new password:\nhttp://localhost:3000/usernewpassword/abc/en\n\nBye',
    });
    expect(log).toHaveBeenCalledWith(
      '[mail] to=log@example.com kind=reset subject=Reset your OpenHow password link=http://localhost:3000/usernewpassword/abc/en',
    );
    log.mockRestore();
    expect(result.delivery).toBe('log');
    const [row] = await outboxFor('log@example.com');
    expect(row).toMatchObject({ kind: 'reset', subject: 'Reset your OpenHow password', sentAt: null, error: null });
  });
});

describe('email through SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
    process.env.SMTP_FROM = 'OpenHow Test <no-reply@example.com>';
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.SMTP_FROM;
    await sink.close();
  });

  it('delivers a reset email with its subject and link, and marks the outbox row sent', async () => {
    const org = await createOrg();
    await createUser(org.id, 'viewer', { email: 'smtp.reader@example.com', displayName: 'Sam Reader' });
    await requestPasswordReset(await db(), { email: 'smtp.reader@example.com', languageCode: 'en', ip: '192.0.2.50' });

    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0];
    expect(mail.from).toBe('no-reply@example.com');
    expect(mail.to).toEqual(['smtp.reader@example.com']);
    const body = decodeQuotedPrintable(mail.data);
    expect(body).toMatch(/^Subject: Reset your OpenHow password$/m);
    expect(body).toContain('Hello Sam Reader,');
    expect(body).toMatch(/http:\/\/localhost:3000\/usernewpassword\/[A-Za-z0-9_-]{43}\/en/);
    const [row] = await outboxFor('smtp.reader@example.com');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.error).toBeNull();
  });

  it('records a delivery failure, and an invitation that could not be sent shows as such', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    try {
      const org = await createOrg();
      const admin = await createUser(org.id, 'admin-organization');
      const invitee = await createUser(org.id, 'viewer', { email: 'unreachable@example.com', passwordHash: null });
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const result = await createInvite(await db(), { orgId: org.id, userId: invitee.id, invitedByUserId: admin.id });
      error.mockRestore();
      expect(result.invitationStatus).toBe(INVITATION_MAIL_ERROR);
      const [row] = await outboxFor('unreachable@example.com');
      expect(row.sentAt).toBeNull();
      expect(row.error).toBeTruthy();
    } finally {
      process.env.SMTP_URL = sink.url;
    }
  });
});

describe('account email templates', () => {
  it('escapes every interpolated value in the HTML and keeps the text readable', async () => {
    const mail = await renderAccountMail({
      kind: 'invite',
      locale: 'en',
      to: 'new@example.com',
      link: 'http://localhost:3000/userinvitecreate/t0k3n/Eve/en',
      expiresInHours: 168,
      orgName: 'Tom & Jerry <Ltd>',
      name: '<script>alert(1)</script>',
      inviterName: 'Ann "Admin"',
    });
    expect(mail.subject).toBe('Ann "Admin" invited you to Tom & Jerry <Ltd> on OpenHow');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Tom &amp; Jerry &lt;Ltd&gt;');
    expect(mail.html).toContain('Ann &quot;Admin&quot;');
    expect(mail.text).toContain('This invitation expires in 7 days.');
    expect(mail.text).toContain('http://localhost:3000/userinvitecreate/t0k3n/Eve/en');
  });

  it('writes in the organisation language when the user has none, and falls back to English text', async () => {
    delete process.env.SMTP_URL;
    const org = await createOrg({ settings: { defaultLocale: 'de-de' } });
    await createUser(org.id, 'viewer', { email: 'lang@example.com' });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await requestPasswordReset(await db(), { email: 'lang@example.com', ip: '192.0.2.51' });
    log.mockRestore();
    const [row] = await outboxFor('lang@example.com');
    expect(row.text).toMatch(/\/usernewpassword\/[A-Za-z0-9_-]+\/de-de/);
    expect(row.subject.length).toBeGreaterThan(0);
  });
});
