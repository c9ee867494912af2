import { expect } from '@playwright/test';
import type { SinkMessage } from '../../tools/mail/smtp-sink.cjs';

/** The e-mails the test server sent through the real SMTP server (tools/mail/smtp-sink.cjs), to one address. */
export async function mailTo(address: string): Promise<SinkMessage[]> {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`);
  if (!res.ok) throw new Error(`smtp sink: ${res.status}`);
  return (await res.json()) as SinkMessage[];
}

/** Waits for the `index`-th e-mail (0 = the first) to `address` that `match` accepts, and answers it. */
export async function waitForMail(address: string, match: (m: SinkMessage) => boolean = () => true, index = 0): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).filter(match)[index];
        return found !== undefined;
      },
      { message: `e-mail #${index + 1} to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link of a message's text that starts with `origin + path` (e.g. '/reset-password'). */
export function linkIn(message: SinkMessage, origin: string, path: string): string {
  const link = message.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(`${origin}${path}`));
  if (!link) throw new Error(`no link to ${path} in "${message.subject}":\n${message.text}`);
  return link;
}
