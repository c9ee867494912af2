import { ANNOUNCEMENT_LIMITS } from '@cci/contracts';
import type { SchemaObject } from '@nestjs/swagger';

// The announcement answers in the OpenAPI document; their source is contracts/src/announcements.ts.

const object = (properties: Record<string, SchemaObject>): SchemaObject => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});
const community: SchemaObject = {
  ...object({ slug: { type: 'string' }, name: { type: 'string' } }),
  nullable: true,
  description: 'The community it went to; null: everyone',
};
const BASE = {
  id: { type: 'integer' },
  title: { type: 'string', maxLength: ANNOUNCEMENT_LIMITS.title.max },
  community,
  createdAt: { type: 'string', format: 'date-time' },
} satisfies Record<string, SchemaObject>;

export const ADMIN_ANNOUNCEMENT_DOC = object({
  ...BASE,
  body: { type: 'string', description: 'Markdown' },
  author: { type: 'string' },
  recipients: { type: 'integer', description: 'Members in its audience when it was made' },
  delivered: { type: 'integer', description: 'Members whose bell has it' },
  emailed: { type: 'integer', description: 'E-mails sent (the members whose consent allowed it)' },
  state: { type: 'string', enum: ['sending', 'sent'] },
});

export const CURRENT_ANNOUNCEMENT_DOC = object({
  announcement: {
    ...object({ ...BASE, html: { type: 'string', description: 'The body as safe HTML (Markdown, raw HTML off)' } }),
    nullable: true,
  },
});
