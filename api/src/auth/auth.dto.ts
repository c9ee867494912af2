import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@cci/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI description of contracts' RegistrationSchema (the schema itself validates). */
export class RegisterDto {
  @ApiProperty({ example: 'Ada', maxLength: 100, description: 'Required ("First name is required")' })
  firstName: string;

  @ApiProperty({ example: 'Lovelace', maxLength: 100, description: 'Required ("Last name is required")' })
  lastName: string;

  @ApiProperty({ example: 'ada@example.com', format: 'email', maxLength: 254, description: 'Stored trimmed and lower-cased; unique' })
  email: string;

  @ApiProperty({ example: 'correct horse battery', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  password: string;

  @ApiProperty({ example: 'correct horse battery', description: 'Must equal password ("Passwords don\'t match")' })
  confirmPassword: string;

  @ApiProperty({ example: 'entrepreneurs', pattern: '^[a-z0-9-]{1,64}$', description: 'Slug of an existing community' })
  primaryCommunity: string;

  @ApiPropertyOptional({
    type: [String],
    example: ['creatives'],
    maxItems: 20,
    description: 'Slugs of existing communities; duplicates and the primary are ignored',
  })
  additionalCommunities?: string[];

  @ApiProperty({ enum: [true], example: true, description: 'Must be true ("You must agree to the terms")' })
  agreeToTerms: boolean;

  @ApiPropertyOptional({ example: false, default: false })
  agreeToNewsletter?: boolean;
}

/** OpenAPI description of contracts' SignInSchema. */
export class LoginDto {
  @ApiProperty({ example: 'ada@example.com', format: 'email' })
  email: string;

  @ApiProperty({ example: 'correct horse battery', minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
  password: string;
}

/** 400 body of a request that failed validation. */
export class ValidationErrorDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ example: 'Validation failed' })
  message: string;

  @ApiProperty({
    description: 'Field -> first message. `_root` when the body is not a JSON object.',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { email: 'Please enter a valid email address', confirmPassword: "Passwords don't match" },
  })
  errors: Record<string, string>;
}
