export interface ThrottleLimit {
  /** Requests (or failures) allowed per window. */
  limit: number;
  /** Window, in milliseconds. */
  ttl: number;
}
