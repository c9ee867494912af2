import { routes, type StreamEvent } from '@cci/contracts';
// The URL builder of the shared entry, by name: a copy of its own would ride along on every page that goes live.
import { href } from '@cci/shared-ui';
import { useEffect, useRef } from 'react';

// Live updates: one EventSource per browser tab on GET /api/stream, shared by every slice. This module
// (@cci/shared-ui/live) is bundled into the lazy chunks that use it (the bell, the thread page, the Feed), never into a
// first visit, and its state lives in one registry per tab on globalThis: every bundled copy opens, feeds and closes
// the same EventSource (a federation singleton would cost each app's remote entry its share-scope entry). Pages subscribe to the event types they show and say which thread
// and community they look at; the stream is reopened when that interest changes (the API filters per connection).
// EventSource reconnects by itself and sends Last-Event-ID, so events sent while it was away are replayed by the API.

type Listener = (event: StreamEvent) => void;
/** What a page shows: the thread, community or event whose live events it wants. */
export interface LiveInterest {
  thread?: number;
  community?: string;
  event?: number;
}

interface LiveRegistry {
  listeners: Set<Listener>;
  interests: Map<symbol, LiveInterest>;
  source?: EventSource;
  sourceUrl: string;
  /** Mounted holders of the connection (the signed-in member's bell): the stream is open while there is one. */
  holders: number;
}

const REGISTRY = Symbol.for('cci.live');
const registry: LiveRegistry = ((globalThis as { [REGISTRY]?: LiveRegistry })[REGISTRY] ??= {
  listeners: new Set(),
  interests: new Map(),
  sourceUrl: '',
  holders: 0,
});
const { listeners, interests } = registry;

function streamUrl(): string {
  const threads = new Set<number>();
  const communities = new Set<string>();
  const events = new Set<number>();
  for (const interest of interests.values()) {
    if (interest.thread) threads.add(interest.thread);
    if (interest.community) communities.add(interest.community);
    if (interest.event) events.add(interest.event);
  }
  const byNumber = (a: number, b: number) => a - b;
  return href(
    routes.system.stream,
    {},
    { thread: [...threads].sort(byNumber), community: [...communities].sort(), event: [...events].sort(byNumber) },
  );
}

function sync(): void {
  if (typeof EventSource === 'undefined') return;
  const wanted = registry.holders > 0 && listeners.size > 0 ? streamUrl() : '';
  if (wanted === registry.sourceUrl) return;
  registry.source?.close();
  registry.source = undefined;
  registry.sourceUrl = wanted;
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
  for (const type of ['notification', 'thread', 'community', 'mentorship', 'event', 'message'] satisfies StreamEvent['type'][])
    es.addEventListener(type, deliver);
  registry.source = es;
}

/**
 * Keeps the stream open while mounted: the shell's bell holds it for a signed-in member (the API answers 401 to
 * anyone else), so it closes when they sign out.
 */
export function useLiveConnection(): void {
  useEffect(() => {
    registry.holders += 1;
    sync();
    return () => {
      registry.holders -= 1;
      sync();
    };
  }, []);
}

/** Calls `onEvent` for every live event while mounted; `interest` names the thread, community or event the page shows. */
export function useLiveEvents(onEvent: Listener, interest: LiveInterest = {}): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const { thread, community, event } = interest;
  useEffect(() => subscribeLive((e) => handler.current(e), { thread, community, event }), [thread, community, event]);
}

/**
 * Calls `listener` for every live event until the function it answers is called; `interest` names the thread,
 * community or event the page shows. useLiveEvents as a plain function: for code that loads this module only when it
 * is needed (a member's page, after hydration).
 */
export function subscribeLive(listener: Listener, interest: LiveInterest = {}): () => void {
  const key = Symbol('live');
  const own: Listener = (event) => listener(event);
  listeners.add(own);
  interests.set(key, interest);
  sync();
  return () => {
    listeners.delete(own);
    interests.delete(key);
    sync();
  };
}
