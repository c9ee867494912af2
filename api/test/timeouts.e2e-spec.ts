import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { appForThisBlock } from './support';

/** Writes `head`, then one byte every `everyMs`; resolves with how long the server kept the socket open and what it said. */
function trickle(port: number, head: string, everyMs: number, giveUpMs: number): Promise<{ openMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ openMs: Date.now() - started, answer });
    };
    const giveUp = setTimeout(done, giveUpMs);
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      if (everyMs > 0) timer = setInterval(() => socket.write('a'), everyMs);
    });
  });
}

const HEAD = 'POST /api/waitlist HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';

describe('request timeouts: a slow body cannot hold a socket (e2e)', () => {
  // Short limits for the test; production uses DEFAULT_REQUEST_TIMEOUTS (30 s whole request, 75 s idle).
  const t = appForThisBlock({ timeouts: { requestMs: 1_500, idleMs: 1_000 } });
  let port: number;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });

  it('a body trickled in a byte at a time (never idle) is cut once the whole-request time is over', async () => {
    const { openMs, answer } = await trickle(port, HEAD, 300, 15_000);
    expect(openMs).toBeGreaterThanOrEqual(1_400);
    expect(openMs).toBeLessThan(6_000);
    // Node answers 408 when it can; a socket simply closed is fine too.
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a connection that stops sending is closed after the idle time', async () => {
    const { openMs } = await trickle(port, 'POST /api/waitlist HTTP/1.1\r\nHost: localhost\r\n', 0, 15_000);
    expect(openMs).toBeLessThan(6_000);
  });

  it('a normal request is unaffected', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/communities`);
    expect(res.status).toBe(200);
  });
});
