import { useIsBrowser } from '../use-is-browser';
import { useSession } from './use-session';

/**
 * The zone every date and time on a page is shown in: the member's own (Settings) when they are signed in and have
 * set one; otherwise undefined, which Intl reads as the browser's zone. The server's HTML and the render that hydrates
 * it use UTC, which does not depend on who renders it or where; the page then shows the reader's zone.
 */
export function useTimeZone(): string | undefined {
  const browser = useIsBrowser();
  const { user } = useSession();
  if (!browser) return 'UTC';
  return user?.timeZone ?? undefined;
}
