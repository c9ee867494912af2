import http from 'node:http';

/** One block of a Server-Sent Events stream, as sent (fields, or a comment line). */
export interface SseBlock {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
  /** When the block arrived (Date.now()). */
  at: number;
}

/**
 * A raw SSE client for tests (Node's http, no EventSource): every block is kept in order with its arrival time, so a
 * test can wait for one and measure when it came.
 */
export class SseClient {
  readonly blocks: SseBlock[] = [];
  ended = false;
  private buffer = '';
  private waiters: (() => void)[] = [];

  private constructor(
    readonly res: http.IncomingMessage,
    private readonly req: http.ClientRequest,
  ) {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      this.buffer += chunk;
      let at: number;
      while ((at = this.buffer.indexOf('\n\n')) >= 0) {
        this.blocks.push(parseBlock(this.buffer.slice(0, at)));
        this.buffer = this.buffer.slice(at + 2);
      }
      this.wake();
    });
    const end = () => {
      this.ended = true;
      this.wake();
    };
    res.on('end', end);
    res.on('close', end);
    res.on('error', end);
  }

  /** GET `url` (an SSE route); resolves with the response once its headers arrived (any status). */
  static open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (res) =>
        resolve(new SseClient(res, req)),
      );
      req.on('error', reject);
    });
  }

  get status(): number {
    return this.res.statusCode ?? 0;
  }

  /** The events (blocks with an `event:`). */
  get events(): (SseBlock & { event: string; data: string })[] {
    return this.blocks.filter((b): b is SseBlock & { event: string; data: string } => b.event !== undefined);
  }

  /** The body so far, for a status that is not 200 (its JSON error). */
  body(): Promise<string> {
    return new Promise((resolve) => {
      const check = () => (this.ended ? resolve(this.buffer) : this.waiters.push(check));
      check();
    });
  }

  /** The first block from index `from` on that `match`es, waiting up to `timeoutMs`. */
  waitFor(match: (b: SseBlock) => boolean, timeoutMs = 5_000, from = 0): Promise<SseBlock> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching SSE block within ${timeoutMs} ms; got ${JSON.stringify(this.blocks.slice(from))}`)),
        timeoutMs,
      );
      const check = () => {
        const found = this.blocks.slice(from).find(match);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else if (this.ended) {
          clearTimeout(timer);
          reject(new Error(`the stream ended; got ${JSON.stringify(this.blocks.slice(from))}`));
        } else this.waiters.push(check);
      };
      check();
    });
  }

  /** Resolves once the server ended the stream (or after `timeoutMs`, with false). */
  waitForEnd(timeoutMs = 5_000): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      const check = () => {
        if (this.ended) {
          clearTimeout(timer);
          resolve(true);
        } else this.waiters.push(check);
      };
      check();
    });
  }

  close(): void {
    this.req.destroy();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}

function parseBlock(text: string): SseBlock {
  const block: SseBlock = { at: Date.now() };
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) block.comment = line.slice(1).trim();
    else {
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id' || field === 'event' || field === 'data' || field === 'retry') block[field] = value;
    }
  }
  return block;
}
