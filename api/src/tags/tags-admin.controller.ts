import {
  type AdminTag,
  type AdminTagList,
  type CreateTag,
  CreateTagSchema,
  isTagName,
  routes,
  TAG_MESSAGES,
  type TagSettings,
  TagSettingsSchema,
  type UpdateTag,
  UpdateTagSchema,
} from '@cci/contracts';
import { Body, Controller, Header, HttpCode, NotFoundException, Param, type PipeTransform, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { staffActorOf } from '../audit/staff-actor';
import { Endpoint } from '../common/endpoint';
import { Admins } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { JsonBody } from '../docs/operations';
import { errorBody } from '../docs/schemas';
import { Allowed } from '../rules/rules';
import { ADMIN_TAG_DOC, ADMIN_TAG_LIST_DOC, TAG_SETTINGS_DOC } from './tags-docs';
import { TagsService } from './tags.service';

/** `:name` is a tag's name; anything else names no tag (404, without a lookup). */
class TagNamePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !isTagName(value)) throw new NotFoundException(TAG_MESSAGES.notFound);
    return value;
  }
}
const tagName = () => Param('name', new TagNamePipe());
const NAME = ApiParam({ name: 'name', example: 'fine-tuning' });
const NOT_FOUND = ApiNotFoundResponse(errorBody(`Community not found / ${TAG_MESSAGES.notFound}`));

/** Staff curate each community's tags; every change is in the audit log (rule book: curateTags). */
@ApiTags('admin')
@Controller()
export class TagsAdminController {
  constructor(private readonly tags: TagsService) {}

  @Endpoint(routes.admin.tags)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "A community's tags with the members' suggestions (first), and whether members may suggest (admins)" })
  @ApiOkResponse({ description: 'AdminTagList (contracts/src/tags.ts)', schema: ADMIN_TAG_LIST_DOC })
  @ApiNotFoundResponse(errorBody('Community not found'))
  list(@Param('slug') slug: string): Promise<AdminTagList> {
    return this.tags.adminList(slug);
  }

  @Endpoint(routes.admin.createTag)
  @Allowed('curateTags')
  @ApiOperation({ summary: 'Add a curated tag to a community (admins)' })
  @JsonBody(CreateTagSchema, `errors.name = "${TAG_MESSAGES.name}" / errors.description`)
  @ApiCreatedResponse({ description: 'AdminTag', schema: ADMIN_TAG_DOC })
  @ApiNotFoundResponse(errorBody('Community not found'))
  @ApiConflictResponse(errorBody(TAG_MESSAGES.exists))
  create(@Param('slug') slug: string, @Body(new ValibotPipe(CreateTagSchema)) body: CreateTag, @Req() req: SessionRequest) {
    return this.tags.create(slug, body, staffActorOf(req));
  }

  @Endpoint(routes.admin.tagSettings)
  @Allowed('curateTags')
  @ApiOperation({ summary: 'Let members suggest new tags while posting, or not (admins; off by default)' })
  @JsonBody(TagSettingsSchema, `errors.allowSuggestions = "${TAG_MESSAGES.allowSuggestions}"`)
  @ApiOkResponse({ description: 'TagSettings', schema: TAG_SETTINGS_DOC })
  @ApiNotFoundResponse(errorBody('Community not found'))
  settings(
    @Param('slug') slug: string,
    @Body(new ValibotPipe(TagSettingsSchema)) body: TagSettings,
    @Req() req: SessionRequest,
  ): Promise<TagSettings> {
    return this.tags.setSettings(slug, body, staffActorOf(req));
  }

  @Endpoint(routes.admin.updateTag)
  @Allowed('curateTags')
  @ApiOperation({ summary: 'Rename or describe a tag, or approve a suggestion (approved: true) (admins)' })
  @NAME
  @JsonBody(UpdateTagSchema, `errors.name / errors.description / errors.approved / "${TAG_MESSAGES.nothingToChange}"`)
  @ApiOkResponse({ description: 'AdminTag', schema: ADMIN_TAG_DOC })
  @NOT_FOUND
  @ApiConflictResponse(errorBody(TAG_MESSAGES.exists))
  update(
    @Param('slug') slug: string,
    @tagName() name: string,
    @Body(new ValibotPipe(UpdateTagSchema)) body: UpdateTag,
    @Req() req: SessionRequest,
  ): Promise<AdminTag> {
    return this.tags.update(slug, name, body, staffActorOf(req));
  }

  @Endpoint(routes.admin.deleteTag)
  @Allowed('curateTags')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a tag or refuse a suggestion: it leaves every thread (admins)' })
  @NAME
  @ApiNoContentResponse({ description: 'Deleted' })
  @NOT_FOUND
  async remove(@Param('slug') slug: string, @tagName() name: string, @Req() req: SessionRequest): Promise<void> {
    await this.tags.remove(slug, name, staffActorOf(req));
  }
}
