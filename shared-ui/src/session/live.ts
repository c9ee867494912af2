import type { StreamEvent } from '@cci/contracts';
import { useEffect, useRef } from 'react';

// Live updates (issue 14 §5): one EventSource per browser tab on GET /api/stream, shared by every slice (this module
// is in the shared entry, a federation singleton). Pages subscribe to the event types they show and say which thread
// and community they look at; the stream is reopened when that interest changes (the API filters per connection).
// EventSource reconnects by itself and sends Last-Event-ID, so events sent while it was away are replayed by the API.

type Listener = (event: StreamEvent) => void;

const listeners = new Set<Listener>();
const interests = new Map<symbol, { thread?: number; community?: string }>();
let source: EventSource | undefined;
let sourceUrl = '';
let enabled = false;

function streamUrl(): string {
  const threads = new Set<number>();
  const communities = new Set<string>();
  for (const interest of interests.values()) {
    if (interest.thread) threads.add(interest.thread);
    if (interest.community) communities.add(interest.community);
  }
  const params = new URLSearchParams();
  for (const id of [...threads].sort((a, b) => a - b)) params.append('thread', String(id));
  for (const slug of [...communities].sort()) params.append('community', slug);
  const text = params.toString();
  return `/api/stream${text ? `?${text}` : ''}`;
}

function sync(): void {
  if (typeof EventSource === 'undefined') return;
  const wanted = enabled && listeners.size > 0 ? streamUrl() : '';
  if (wanted === sourceUrl) return;
  source?.close();
  source = undefined;
  sourceUrl = wanted;
  if (!wanted) return;
  const es = new EventSource(wanted, { withCredentials: true });
  const deliver = (message: MessageEvent<string>) => {
    let event: StreamEvent;
    try {
      event = JSON.parse(message.data) as StreamEvent;
    } catch {
      return;
    }
    for (const listener of listeners) listener(event);
  };
  for (const type of ['notification', 'thread', 'community'] as const) es.addEventListener(type, deliver);
  source = es;
}

/** The shell turns the stream on for a signed-in member and off when they sign out (the API answers 401 otherwise). */
export function setLiveEnabled(on: boolean): void {
  enabled = on;
  sync();
}

/** Calls `onEvent` for every live event while mounted; `interest` names the thread/community the page shows. */
export function useLiveEvents(onEvent: Listener, interest: { thread?: number; community?: string } = {}): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const { thread, community } = interest;
  useEffect(() => {
    const key = Symbol('live');
    const listener: Listener = (event) => handler.current(event);
    listeners.add(listener);
    interests.set(key, { thread, community });
    sync();
    return () => {
      listeners.delete(listener);
      interests.delete(key);
      sync();
    };
  }, [thread, community]);
}
