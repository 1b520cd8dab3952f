import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { uploadMaxBytes } from '@mijote/domain';
import {
  ErrorReply,
  ImageFileParams,
  isUploadName,
  UPLOAD_PURPOSES,
  UploadedTempParams,
  UploadQuery,
  UploadReply,
  type UploadPurpose,
} from '@mijote/contracts';
import { AppError } from '../../errors.js';
import { hostnameOf } from '../../public-origin.js';
import type { ArtBrand } from './dish-art.js';
import { illustrationForType } from './illustration.js';
import { resolveImage, sendImage } from './images.js';
import { findProductImage } from './repository.js';
import { withRetryAfter, type AttemptLimiter } from '../rate-limits/limiter.js';
import { MAX_UPLOAD_BYTES, readTempUpload, storeUpload, UPLOAD_QUOTA, uploadTooLarge, type UploadsDeps } from './service.js';

/**
 * What went wrong while reading a multipart body. Every failure of the reading itself is the
 * client's (a cut or malformed body, a missing boundary, limits): 4xx, never a 500.
 */
function multipartError(err: unknown, purpose: UploadPurpose): AppError {
  switch ((err as { code?: string })?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadTooLarge(purpose);
    case 'FST_FILES_LIMIT':
      return new AppError(400, 'upload-one-file', 'Send exactly one file', {});
    default:
      return new AppError(400, 'bad-request', 'The multipart body is not valid', {});
  }
}

/** Images (product, blog, banner pictures) are the back-office's: super users only. */
function assertMayUpload(request: FastifyRequest, purpose: UploadPurpose): void {
  if (purpose !== 'image') return;
  if (!request.auth) throw AppError.unauthorized();
  if (request.auth.userType !== 'SU') throw AppError.forbidden();
}

/** The brand a request's host shows (DESIGN.md: the bakery's hosts, else the main brand). */
function brandOf(request: FastifyRequest, bakeryHosts: readonly string[]): ArtBrand {
  return bakeryHosts.includes(hostnameOf(request.host ?? '')) ? 'bakery' : 'main';
}

export const uploadRoutes =
  (deps: UploadsDeps & { now: () => Date; limiter: AttemptLimiter; bakeryHosts?: readonly string[] }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6, headerPairs: 50 },
      throwFileSizeLimit: true,
    });

    app.post(
      '/upload',
      {
        schema: {
          tags: ['uploads'],
          summary: 'Upload one file (multipart: `purpose` cv|image, then `file`); answers [storedName]',
          description:
            'A CV (PDF, 1 MB) from anyone, within 10 uploads per address and hour (429 rate-limited past it); an image (JPEG, 4 MB) from a super user only. The whole file is parsed: a file that only starts like a PDF or a JPEG is 415 upload-wrong-type.',
          querystring: UploadQuery,
          consumes: ['multipart/form-data'],
          response: {
            200: UploadReply,
            400: ErrorReply,
            401: ErrorReply,
            403: ErrorReply,
            413: ErrorReply,
            415: ErrorReply,
            429: ErrorReply,
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new AppError(400, 'upload-missing', 'Send the file as multipart/form-data', {});
        let purpose: UploadPurpose = request.query.purpose ?? 'cv';
        assertMayUpload(request, purpose);
        const superUser = request.auth?.userType === 'SU';
        if (!superUser) {
          // counted before a byte of the file is read; past the quota the body is not read at all
          try {
            await withRetryAfter(reply, () => deps.limiter.consume(UPLOAD_QUOTA, [`upload-ip:${request.ip}`]));
          } catch (err) {
            reply.header('connection', 'close');
            throw err;
          }
        }
        let file: { data: Buffer; name: string | undefined } | null = null;
        try {
          for await (const part of request.parts({ limits: { fileSize: superUser ? MAX_UPLOAD_BYTES : uploadMaxBytes('cv') } })) {
            if (part.type === 'file') {
              if (file) throw new AppError(400, 'upload-one-file', 'Send exactly one file', {});
              assertMayUpload(request, purpose);
              file = { data: await part.toBuffer(), name: part.filename };
            } else if (part.fieldname === 'purpose') {
              const parsed = z.enum(UPLOAD_PURPOSES).safeParse(part.value);
              if (!parsed.success) {
                throw new AppError(400, 'validation-failed', 'The request is not valid', {
                  issues: [{ path: 'body.purpose', code: 'invalid-value', message: `purpose must be ${UPLOAD_PURPOSES.join(' or ')}` }],
                  fields: ['purpose'],
                });
              }
              purpose = parsed.data;
            }
          }
        } catch (err) {
          if (err instanceof AppError) throw err;
          throw multipartError(err, purpose);
        }
        if (!file) throw new AppError(400, 'upload-missing', 'No file was sent', {});
        const { storedName } = await storeUpload(deps, { purpose, data: file.data, clientName: file.name, now: deps.now() });
        return [storedName];
      },
    );

    app.get(
      '/public/uploaded-temp/:tempName',
      {
        schema: {
          tags: ['uploads'],
          summary: 'A fresh upload, served back while it waits for its form (24 h)',
          params: UploadedTempParams,
        },
      },
      async (request, reply) => {
        const name = request.params.tempName;
        const found = isUploadName(name) ? await readTempUpload(deps, name, deps.now()) : null;
        if (!found) throw AppError.notFound('file');
        reply
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .header('content-security-policy', "default-src 'none'; sandbox");
        if (found.contentType === 'application/pdf') reply.header('content-disposition', `attachment; filename="${name}"`);
        return reply.type(found.contentType).send(found.data);
      },
    );

    app.get(
      '/public/img/products/:file',
      {
        schema: {
          tags: ['images'],
          summary:
            'A product picture: `{ImageName}` (uploaded JPEG) or `{id}.svg` / `{id}.jpg` (JPEG if uploaded, else a generated illustration)',
          params: ImageFileParams,
        },
      },
      async (request, reply) => {
        const file = request.params.file;
        const byId = /^([1-9]\d{0,8})\.(svg|jpg)$/.exec(file);
        const row = byId
          ? await findProductImage(deps.db.db, { id: Number(byId[1]) })
          : isUploadName(file)
            ? await findProductImage(deps.db.db, { imageName: file })
            : undefined;
        if (!row) throw AppError.notFound('image');
        const image = await resolveImage(
          deps.storage,
          { imageName: row.imageName, illustration: row.illustration ?? illustrationForType(row.typeCd) },
          brandOf(request, deps.bakeryHosts ?? []),
        );
        return sendImage(request, reply, image);
      },
    );
  };
