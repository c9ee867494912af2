export interface SinkMessage {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  receivedAt: string;
}
export interface SmtpSink {
  port: number;
  url: string;
  messages(to?: string): SinkMessage[];
  waitFor(to: string, options?: { match?: (m: SinkMessage) => boolean; after?: number; timeoutMs?: number }): Promise<SinkMessage>;
  close(): Promise<void>;
}
export function startSmtpSink(options?: { port?: number; host?: string }): Promise<SmtpSink>;
export function linkIn(message: SinkMessage, prefix: string): string;
