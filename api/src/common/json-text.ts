import { Header } from '@nestjs/common';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** For handlers that return JSON already serialised (cached public reads): sent as-is, not re-encoded. */
export const JsonText = () => Header('Content-Type', JSON_CONTENT_TYPE);
