import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The shape of every error response (see HttpErrorFilter), for the OpenAPI document. */
export class ErrorDto {
  @ApiProperty({ example: 404 })
  statusCode: number;

  @ApiProperty({ example: 'Community not found' })
  message: string;

  @ApiPropertyOptional({ example: 'Not Found' })
  error?: string;
}
