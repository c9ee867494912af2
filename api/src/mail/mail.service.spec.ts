import { Logger } from '@nestjs/common';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emlFiles, parseEml } from '../../test/mail-helpers';
import { freePort } from '../../test/server-process';
import { parseConfig } from '../config/config';
import { MailDeliveryError, MailService, outboxFileName } from './mail.service';

describe('MailService', () => {
  let dir: string;
  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-mail-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const service = (env: Record<string, string> = {}) =>
    new MailService({ ...parseConfig({ NODE_ENV: 'test', ...env }), outboxDir: path.join(dir, 'outbox') });

  it('without SMTP_URL writes each message as an .eml file (0600, folder 0700) in the outbox', async () => {
    const mail = service();
    const sent = await mail.sendWelcome('ada@example.com', {
      community: 'educators',
      firstName: 'Ada',
      customMessage: 'Lovely to have you, Ada & co.',
    });
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    const [file] = emlFiles(path.join(dir, 'outbox'));
    expect(sent.file).toBe(file);
    expect(path.basename(file)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[A-Za-z0-9._-]+\.eml$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dir, 'outbox')).mode & 0o777).toBe(0o700);

    const raw = fs.readFileSync(file, 'utf8');
    expect(raw).toContain('\r\n'); // RFC 822 line ends
    const eml = parseEml(raw);
    expect(eml.headers.from).toBe('The AI Network <welcome@theainetwork.example>');
    expect(eml.headers.to).toBe('Ada <ada@example.com>');
    expect(eml.headers.subject).toBe('Welcome to the Educators community, Ada!');
    expect(eml.headers['message-id']).toBe(sent.messageId);
    expect(eml.text).toContain('Hi Ada,');
    expect(eml.text).toContain('Lovely to have you, Ada & co.');
    expect(eml.html).toContain('Lovely to have you, Ada &amp; co.');
  });

  it('with SMTP_URL on a port where nothing listens: MailDeliveryError, no file', async () => {
    const mail = service({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    await expect(mail.sendWelcome('ada@example.com', { community: 'parents', firstName: 'Ada', customMessage: '' })).rejects.toBeInstanceOf(
      MailDeliveryError,
    );
    expect(fs.existsSync(path.join(dir, 'outbox'))).toBe(false);
    mail.onApplicationShutdown();
  });

  it('an outbox that cannot be written is a MailDeliveryError too', async () => {
    const blocked = path.join(dir, 'file');
    fs.writeFileSync(blocked, '');
    const mail = new MailService({ ...parseConfig({ NODE_ENV: 'test' }), outboxDir: path.join(blocked, 'outbox') });
    await expect(mail.send({ from: 'a@example.com', to: 'b@example.com', text: 'x' })).rejects.toBeInstanceOf(MailDeliveryError);
  });
});

describe('outboxFileName', () => {
  it('is the time (no colons) and the Message-ID reduced to safe characters', () => {
    const at = new Date('2026-01-21T10:11:12.345Z');
    expect(outboxFileName('<abc-123@theainetwork.example>', at)).toBe('2026-01-21T10-11-12.345Z-abc-123_at_theainetwork.example.eml');
    expect(outboxFileName('<../../etc/passwd>', at)).toBe('2026-01-21T10-11-12.345Z-.._.._etc_passwd.eml');
    expect(outboxFileName('', at)).toBe('2026-01-21T10-11-12.345Z-message.eml');
  });
});
