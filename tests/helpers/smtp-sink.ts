import net, { type AddressInfo } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A throw-away SMTP receiver speaking just enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT,
 * DATA, RSET, QUIT). No TLS or AUTH is advertised, so the client sends in plain text.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 smtp-sink ready');
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
            continue;
          }
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line.slice(10).replace(/[<>]/g, '').split(' ')[0];
        if (verb === 'RCPT') mail.to.push(line.slice(8).replace(/[<>]/g, '').split(' ')[0]);
        if (verb === 'RSET') mail = { from: '', to: [], data: '' };
        if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply(verb === 'EHLO' || verb === 'HELO' ? '250 smtp-sink' : '250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks and escapes so assertions can read the body. */
export const decodeQuotedPrintable = (data: string) =>
  data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
