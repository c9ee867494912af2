import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { componentSchemas } from './schemas';

/**
 * OpenAPI document of every controller; UI at /api/docs, JSON at /api/docs-json. The session cookie's name comes from
 * the caller: docs/ describes bodies and imports nothing of common/, which uses it.
 */
export function setupOpenApi(app: INestApplication, sessionCookie: string): void {
  const config = new DocumentBuilder()
    .setTitle('Connect, Create, Innovate API')
    .setDescription('Public API of the community website. Errors are JSON `{ statusCode, message, error? }`.')
    .setVersion('0.1.0')
    .addCookieAuth(
      sessionCookie,
      { type: 'apiKey', in: 'cookie', name: sessionCookie, description: 'Session cookie set by /api/login and /api/register' },
      sessionCookie,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.components = { ...document.components, schemas: componentSchemas() };
  dropMergedSchemas(document);
  assertRefsResolve(document);
  SwaggerModule.setup('docs', app, document, {
    useGlobalPrefix: true,
    jsonDocumentUrl: 'docs-json',
    raw: ['json'],
    customSiteTitle: 'API docs · Connect, Create, Innovate',
  });
}

/** Fails at start-up when an operation names a schema that is not a component (a typo would otherwise ship). */
function assertRefsResolve(document: OpenAPIObject): void {
  const schemas = document.components?.schemas ?? {};
  const missing = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)]
    .map((m) => m[1])
    .filter((name) => !(name in schemas));
  if (missing.length) throw new Error(`OpenAPI: no component for ${[...new Set(missing)].join(', ')}`);
}

/**
 * Two decorators for one status (e.g. @Admins()' 401 and the route's own) make Nest merge them and keep a bare
 * `schema` beside `content`, which OpenAPI 3 does not allow; `content` already carries it.
 */
function dropMergedSchemas(document: OpenAPIObject): void {
  for (const methods of Object.values(document.paths))
    for (const op of Object.values(methods as Record<string, { responses?: Record<string, { schema?: unknown; content?: unknown }> }>))
      for (const response of Object.values(op?.responses ?? {})) if (response.content) delete response.schema;
}
