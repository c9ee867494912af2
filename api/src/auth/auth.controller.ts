import { Controller, Get, UnauthorizedException } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorDto } from '../common/error.dto';

/**
 * Member accounts arrive in a later issue. Until then nobody is signed in, and the shell reads 401 as
 * "signed out" (spec §7), so the endpoint exists and answers exactly that.
 */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  @Get('user')
  @ApiOperation({ summary: 'The signed-in member (401 when signed out)' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  user(): never {
    throw new UnauthorizedException();
  }
}
