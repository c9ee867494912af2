import { ErrorBodySchema, ValidationErrorSchema } from '@cci/contracts';
import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type * as v from 'valibot';
import { json } from './schemas';

type AnySchema = v.GenericSchema;

/** A JSON request body and the two answers every such route gives before the handler runs: 400 and 415. */
export const JsonBody = (body: AnySchema, badRequest = 'Invalid field or malformed JSON') =>
  applyDecorators(
    ApiBody(json(body)),
    ApiBadRequestResponse(json(ValidationErrorSchema, { description: badRequest })),
    ApiUnsupportedMediaTypeResponse(json(ErrorBodySchema, { description: 'Body is not JSON' })),
  );

/** A read that answers a list of `item`. */
export const ListOperation = (summary: string, item: AnySchema) =>
  applyDecorators(ApiOperation({ summary }), ApiOkResponse(json(item, { isArray: true })));

/** A POST that takes `body` and answers 201 with `created`. */
export const CreateOperation = (summary: string, body: AnySchema, created: AnySchema, badRequest?: string) =>
  applyDecorators(ApiOperation({ summary }), JsonBody(body, badRequest), ApiCreatedResponse(json(created)));
