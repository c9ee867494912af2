import { TAG_LIMITS } from '@cci/contracts';
import type { SchemaObject } from '@nestjs/swagger';

// The tag answers in the OpenAPI document; their source is contracts/src/tags.ts (TagSummary, CommunityTags, AdminTag).

const object = (properties: Record<string, SchemaObject>): SchemaObject => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});
const name: SchemaObject = { type: 'string', maxLength: TAG_LIMITS.name, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' };
const SUMMARY = {
  name,
  description: { type: 'string', nullable: true, maxLength: TAG_LIMITS.description },
  threadCount: { type: 'integer', description: 'Shown threads carrying it' },
} satisfies Record<string, SchemaObject>;

export const COMMUNITY_TAGS_DOC = object({
  tags: { type: 'array', items: object(SUMMARY) },
  allowSuggestions: { type: 'boolean' },
});

export const ADMIN_TAG_DOC = object({
  ...SUMMARY,
  approved: { type: 'boolean', description: 'false: a suggestion of a member, not shown on threads yet' },
  createdBy: { ...object({ id: { type: 'integer' }, name: { type: 'string' } }), nullable: true },
  createdAt: { type: 'string', format: 'date-time' },
});

export const ADMIN_TAG_LIST_DOC = object({
  allowSuggestions: { type: 'boolean' },
  tags: { type: 'array', items: ADMIN_TAG_DOC },
});

export const TAG_SETTINGS_DOC = object({ allowSuggestions: { type: 'boolean' } });
