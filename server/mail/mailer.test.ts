import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type OutgoingMail } from './mailer.ts';
import { renderMail } from './templates.ts';

const FROM = '"Gear Up. Game On" <no-reply@example.com>';
const LINK = 'https://play.example.com/reset-password/?token=abc123';

function outgoing(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  const rendered = renderMail('reset_password', 'en', { firstName: 'Alex', link: LINK });
  return { to: 'alex@example.com', template: 'reset_password', locale: 'en', ...rendered, ...overrides };
}

/** The message's header block, with folded lines unfolded. */
function headersOf(raw: string): string {
  const end = raw.indexOf('\r\n\r\n');
  return (end < 0 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
}

function header(raw: string, name: string): string | undefined {
  const line = headersOf(raw)
    .split('\r\n')
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const input = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The message's body, with any quoted-printable or base64 parts decoded (good enough for a test). */
function decodedBody(raw: string): string {
  return raw
    .split(/\r\n--[^\r\n]+/)
    .map((part) => {
      const encoding = header(part.replace(/^\r\n/, ''), 'Content-Transfer-Encoding')?.toLowerCase();
      const body = part.slice(part.indexOf('\r\n\r\n') + 4);
      if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      return body;
    })
    .join('\n');
}

describe('outbox mailer', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-outbox-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one .eml file per message, creating the folder', async () => {
    const outboxDir = join(dir, 'outbox');
    const mailer = createMailer({ outboxDir, from: FROM });
    expect(mailer.kind).toBe('outbox');
    const first = await mailer.send(outgoing());
    const japanese = renderMail('validation', 'jp', { firstName: '太郎', link: `${LINK}&lang=jp` });
    const second = await mailer.send(outgoing({ ...japanese, template: 'validation', locale: 'jp' }));
    await mailer.close();

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    expect([first.file, second.file].map((f) => basename(f ?? '')).sort()).toEqual(files);
    expect(basename(first.file ?? '')).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-reset_password-[0-9a-f]{8}\.eml$/,
    );
    expect(first.id).toMatch(/^<.+@.+>$/);
    expect(first.id).not.toBe(second.id);
    expect((await stat(first.file ?? '')).mode & 0o077).toBe(0);

    const raw = await readFile(first.file ?? '', 'utf8');
    expect(header(raw, 'Subject')).toBe('Reset your password');
    expect(header(raw, 'Content-Language')).toBe('en');
    expect(header(raw, 'From')).toContain('no-reply@example.com');
    expect(header(raw, 'To')).toBe('alex@example.com');
    expect(header(raw, 'Message-ID')).toBe(first.id);
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
    const body = decodedBody(raw);
    expect(body).toContain(LINK);
    expect(body).toContain('Hi Alex,');
    expect(body).toContain('<html lang="en" dir="ltr">');

    const rawJp = await readFile(second.file ?? '', 'utf8');
    expect(decodeWords(header(rawJp, 'Subject') ?? '')).toBe(japanese.subject);
    expect(header(rawJp, 'Content-Language')).toBe('ja');
    const bodyJp = decodedBody(rawJp);
    expect(bodyJp).toContain(`${LINK}&lang=jp`);
    expect(bodyJp).toContain('太郎さん');
  });

  it('marks Arabic mail as Arabic, right to left', async () => {
    const outboxDir = join(dir, 'ar');
    const mailer = createMailer({ smtpUrl: '', outboxDir, from: FROM });
    expect(mailer.kind).toBe('outbox');
    const rendered = renderMail('welcome', 'ar', { firstName: 'Layla' });
    const sent = await mailer.send(outgoing({ ...rendered, template: 'welcome', locale: 'ar' }));
    await mailer.close();
    const raw = await readFile(sent.file ?? '', 'utf8');
    expect(header(raw, 'Content-Language')).toBe('ar');
    expect(decodedBody(raw)).toContain('dir="rtl"');
  });
});

describe('smtp mailer', () => {
  const received: { to: string[]; from: string | undefined; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 1000,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers to the SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      outboxDir: '/nonexistent/never-used',
      from: FROM,
    });
    expect(mailer.kind).toBe('smtp');
    const rendered = renderMail('score_saved', 'de', {
      firstName: 'Jonas',
      score: 98765,
      position: 4,
    });
    const sent = await mailer.send(
      outgoing({ ...rendered, to: 'jonas@example.com', template: 'score_saved', locale: 'de' }),
    );
    await mailer.close();

    expect(sent.file).toBeUndefined();
    expect(sent.id).toMatch(/^<.+@.+>$/);
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.to).toEqual(['jonas@example.com']);
    expect(message.from).toBe('no-reply@example.com');
    expect(decodeWords(header(message.raw, 'Subject') ?? '')).toBe(rendered.subject);
    expect(header(message.raw, 'Content-Language')).toBe('de');
    expect(decodedBody(message.raw)).toContain('98.765');
  });

  it('turns a refused connection into a short Error', async () => {
    const probe = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
    const closedPort = (probe.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${closedPort}?ignoreTLS=true`,
      outboxDir: '/x',
      from: FROM,
    });
    const error = await mailer.send(outgoing()).then(
      () => undefined,
      (e: unknown) => e,
    );
    await mailer.close();
    expect(error).toBeInstanceOf(Error);
    const messageText = (error as Error).message;
    expect(messageText).toMatch(/^mail delivery failed/);
    expect(messageText).not.toContain(LINK);
    expect(messageText).not.toContain('Alex');
    expect(messageText.length).toBeLessThan(250);
  });

  it('rejects a URL that is not smtp(s)', () => {
    expect(() => createMailer({ smtpUrl: 'http://127.0.0.1:25', outboxDir: '/x', from: FROM })).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    );
  });
});
