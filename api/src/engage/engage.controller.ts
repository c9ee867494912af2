import { ENGAGE_LIMITS, routes } from '@cci/contracts';
import { Controller, Header, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Endpoint } from '../common/endpoint';
import { SESSION_COOKIE, type SessionRequest } from '../common/session-route';
import { CachedJson } from '../perf/cached-json';
import { type EngageReader, EngageService } from './engage.service';

const readerOf = (req: SessionRequest): EngageReader | null => (req.user ? { id: req.user.id, admin: req.user.role === 'admin' } : null);

/** The Engage hub (the main menu's "Engage"). */
@ApiTags('engagement')
@Controller()
export class EngageController {
  constructor(private readonly engage: EngageService) {}

  // A visitor's hub, once built, is answered from memory before Nest's pipeline (perf/cached-json.ts); the same JSON.
  @Endpoint(routes.engagement.hub)
  @CachedJson(EngageService, (engage) => engage.cachedVisitorJson(), { session: true })
  @ApiCookieAuth(SESSION_COOKIE)
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'The Engage hub: active discussions, upcoming events, open challenges and suggested mentors',
    description:
      `For a signed-in member, across their communities (approved memberships): the ${ENGAGE_LIMITS.discussions} threads ` +
      `last active, the next ${ENGAGE_LIMITS.events} events (theirs and every community's, with their RSVP), up to ` +
      `${ENGAGE_LIMITS.challenges} running challenges ending soonest (with their participation) and the ` +
      `${ENGAGE_LIMITS.mentors} mentors of those communities ranked for them (with the reason). With no community, every ` +
      'list is empty. For a visitor: the same public lists across every community, communities and mentors null.',
  })
  @ApiOkResponse({ description: 'EngageHub (contracts/src/engage.ts)' })
  hub(@Req() req: SessionRequest): Promise<string> {
    return this.engage.hubJson(readerOf(req));
  }
}
