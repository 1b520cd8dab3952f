import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI document at /api/openapi.json (built from the zod contracts) and docs at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, revision: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mijote API',
        description: 'Bilingual ordering platform of Mijote. Errors are `{ code, message, params }`.',
        version: revision,
      },
      servers: [],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
