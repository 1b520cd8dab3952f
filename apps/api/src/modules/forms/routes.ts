import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReply, SubmitFormBody, SubmitFormParams, SubmitFormReply } from '@mijote/contracts';
import { withRetryAfter } from '../rate-limits/limiter.js';
import { submitForm, type FormsDeps } from './service.js';

export const formRoutes =
  (deps: FormsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/forms/:language/:formName',
      {
        schema: {
          tags: ['forms'],
          summary: 'Submit a public form (stored, staff e-mail queued); captcha verified',
          params: SubmitFormParams,
          body: SubmitFormBody,
          response: { 200: SubmitFormReply, 400: ErrorReply, 401: ErrorReply, 404: ErrorReply, 429: ErrorReply, 503: ErrorReply },
        },
      },
      async (request, reply) => {
        let id = 0;
        // a 429 of the referral form's limits (ADR 193) carries Retry-After like the others
        await withRetryAfter(reply, async () => {
          ({ id } = await submitForm(
            { ...deps, log: request.log },
            {
              language: request.params.language,
              formName: request.params.formName,
              body: request.body,
              ip: request.ip,
              userAgent: request.headers['user-agent'],
              accountId: request.auth?.accountId ?? null,
            },
          ));
        });
        return { ok: true as const, id };
      },
    );
  };
