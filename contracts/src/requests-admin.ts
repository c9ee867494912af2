import * as v from 'valibot';
import { PageQuerySchema } from './validation';
import type { DemoRequestRecord, EventRequestRecord, WaitlistRecord } from './requests';

// The requests inbox — pages beyond the first 200, handled with a note, CSV exports, a reply by e-mail.

export const REQUEST_KINDS = ['event-requests', 'demo-requests', 'waitlist'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUESTS_PAGE_SIZE = 50;

/** Who handled a request, when, with what note (null while open). */
export interface RequestHandling {
  handledAt: string;
  handledBy: string;
  note: string;
}

export type InboxRecord<K extends RequestKind = RequestKind> = (K extends 'event-requests'
  ? EventRequestRecord
  : K extends 'demo-requests'
    ? DemoRequestRecord
    : WaitlistRecord) & { handled: RequestHandling | null };

export interface InboxPage<K extends RequestKind = RequestKind> {
  items: InboxRecord<K>[];
  total: number;
  open: number;
  page: number;
  pageSize: number;
}

export const InboxQuerySchema = v.object({
  status: v.optional(v.picklist(['open', 'handled', 'all'] as const, 'status must be open, handled or all'), 'all'),
  page: PageQuerySchema,
  format: v.optional(v.picklist(['json', 'csv'] as const, 'format must be json or csv'), 'json'),
});
export type InboxQuery = v.InferOutput<typeof InboxQuerySchema>;

/** POST /api/admin/requests/:kind/:id/handled: handled (with a note) or open again. */
export const HandleRequestSchema = v.object({
  handled: v.optional(v.boolean('handled must be true or false'), true),
  note: v.optional(v.pipe(v.string('The note must be text'), v.trim(), v.maxLength(1000, 'The note must be at most 1,000 characters')), ''),
});
export type HandleRequest = v.InferOutput<typeof HandleRequestSchema>;

/** POST /api/admin/requests/demo-requests/:id/reply: the template's message, with the confirmation id added. */
export const DemoReplySchema = v.object({
  message: v.pipe(
    v.string('Write a message'),
    v.trim(),
    v.minLength(1, 'Write a message'),
    v.maxLength(5000, 'The message must be at most 5,000 characters'),
  ),
});
export type DemoReply = v.InferOutput<typeof DemoReplySchema>;

/** The reply template staff start from: `{name}` and `{confirmationId}` are filled in. */
export const DEMO_REPLY_TEMPLATE =
  'Hi {name},\n\nThank you for requesting a demo of The AI Network. We would love to show you around: reply with two or three ' +
  'times that suit you this week or next, and we will send an invitation.\n\nYour confirmation id is {confirmationId}.';
