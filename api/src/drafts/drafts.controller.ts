import {
  DRAFT_MESSAGES,
  DRAFT_LIMITS,
  type DraftView,
  ErrorBodySchema,
  parseDraftKey,
  routes,
  type SaveDraft,
  SaveDraftSchema,
} from '@cci/contracts';
import { applyDecorators, BadRequestException, Body, Controller, Header, HttpCode, Param, type PipeTransform, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Endpoint } from '../common/endpoint';
import { Members } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { JsonBody } from '../docs/operations';
import { errorBody, json } from '../docs/schemas';
import { Allowed } from '../rules/rules';
import { DraftsService } from './drafts.service';

/** `:key` is `thread:<community slug>` or `reply:<thread id>` (400 otherwise, before the body is read). */
class DraftKeyPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !parseDraftKey(value)) throw new BadRequestException(DRAFT_MESSAGES.key);
    return value;
  }
}
const draftKey = () => Param('key', new DraftKeyPipe());
const KEY_DOC = applyDecorators(
  ApiParam({ name: 'key', description: 'thread:<community slug> (a new thread) or reply:<thread id> (a reply)' }),
  ApiBadRequestResponse(errorBody(DRAFT_MESSAGES.key)),
);
const DRAFT_DOC = 'DraftView (contracts/src/drafts.ts): { key, title (null for a reply), body, updatedAt }';

/**
 * Drafts, as Discourse keeps them: the composer saves what the member is writing (debounced, as they type), finds it
 * again on any device, and discards it; posting deletes it in the post's own transaction. Each member's drafts are
 * theirs alone: the key names a composer, and the member is the session's.
 */
@ApiTags('drafts')
@Controller()
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @Endpoint(routes.me.draft)
  @Members()
  @Header('Cache-Control', 'no-store')
  @KEY_DOC
  @ApiOperation({ summary: "The member's draft of a composer" })
  @ApiOkResponse({ description: DRAFT_DOC })
  @ApiNotFoundResponse(json(ErrorBodySchema, { description: DRAFT_MESSAGES.notFound }))
  get(@draftKey() key: string, @Req() req: SessionRequest): Promise<DraftView> {
    return this.drafts.get(req.user!.id, key);
  }

  @Endpoint(routes.me.saveDraft)
  @Allowed('draft')
  @KEY_DOC
  @ApiOperation({
    summary: 'Save the draft of a composer (created or saved over); not a post: no posting limit counts it',
    description: `title (a new thread's only) at most ${DRAFT_LIMITS.title} characters, body at most ${DRAFT_LIMITS.body}; at most ${DRAFT_LIMITS.perMember} drafts a member.`,
  })
  @JsonBody(SaveDraftSchema, `${DRAFT_MESSAGES.key} / errors.title, errors.body`)
  @ApiOkResponse({ description: DRAFT_DOC })
  @ApiConflictResponse(errorBody(DRAFT_MESSAGES.tooMany))
  save(@draftKey() key: string, @Body(new ValibotPipe(SaveDraftSchema)) body: SaveDraft, @Req() req: SessionRequest): Promise<DraftView> {
    return this.drafts.save(req.user!.id, key, body);
  }

  @Endpoint(routes.me.deleteDraft)
  @Allowed('draft')
  @HttpCode(204)
  @KEY_DOC
  @ApiOperation({ summary: 'Discard the draft of a composer (idempotent)' })
  @ApiNoContentResponse({ description: 'No draft for this key' })
  async discard(@draftKey() key: string, @Req() req: SessionRequest): Promise<void> {
    await this.drafts.discard(req.user!.id, key);
  }
}
