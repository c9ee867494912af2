import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from '../common/session-route';
import { ErrorDto } from '../common/error.dto';

/** OpenAPI document of every controller; UI at /api/docs, JSON at /api/docs-json. */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Connect, Create, Innovate API')
    .setDescription('Public API of the community website. Errors are JSON `{ statusCode, message, error? }`.')
    .setVersion('0.1.0')
    .addCookieAuth(
      SESSION_COOKIE,
      { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Session cookie set by /api/login and /api/register' },
      SESSION_COOKIE,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorDto] });
  SwaggerModule.setup('docs', app, document, {
    useGlobalPrefix: true,
    jsonDocumentUrl: 'docs-json',
    raw: ['json'],
    customSiteTitle: 'API docs · Connect, Create, Innovate',
  });
}
