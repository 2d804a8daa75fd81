import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SECURITY_SCHEMES } from '@tiles/api-platform/ground/security-schemes';

/** OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, the browsable UI at /api/docs. */
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tiles Learn api',
        description:
          'Every /api call reads the headers tiles-site-id (default: the configured site; unknown site -> 404) and ' +
          "tiles-locale-code (a locale the site does not support -> the site's default). Answers carry `outcome`; " +
          'errors are `{ statusCode, error, code, message }`: `code` is a stable name of what went wrong (`validation`, ' +
          '`unauthorized`, `invalid-credentials`, `course-expired`...) for programs and localised messages; `message` ' +
          'is English and names the field of a bad input. Protected routes check the session before the input.\n\n' +
          'Live push: socket.io on this port at `/socket.io`, authenticated by the t-ssid cookie or `auth.token` (a ' +
          'bearer access token). Emit `create-room` with your own user `_id` (ack `{ ok }`); receive `notify` ' +
          '`{ id, notification }` for each new notification (`id` is its `messageId`).',
        version: '0.1.0',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
};
