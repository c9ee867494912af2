import { Header } from '@nestjs/common';

/** For handlers that return JSON already serialised (cached public reads): sent as-is, not re-encoded. */
export const JsonText = () => Header('Content-Type', 'application/json; charset=utf-8');
