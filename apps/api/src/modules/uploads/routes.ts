import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorReply, isUploadName, UPLOAD_PURPOSES, UploadedTempParams, UploadReply, type UploadPurpose } from '@mijote/contracts';
import { AppError } from '../../errors.js';
import { illustrationForType } from './illustration.js';
import { resolveImage, sendImage } from './images.js';
import { findProductImage } from './repository.js';
import { MAX_UPLOAD_BYTES, readTempUpload, storeUpload, uploadTooLarge, type UploadsDeps } from './service.js';

const UploadQuery = z.object({ purpose: z.enum(UPLOAD_PURPOSES).optional() });
const ImageFileParams = z.object({ file: z.string().max(100) });

function multipartError(err: unknown, purpose: UploadPurpose): AppError | null {
  switch ((err as { code?: string })?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadTooLarge(purpose);
    case 'FST_FILES_LIMIT':
      return new AppError(400, 'upload-one-file', 'Send exactly one file', {});
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(400, 'bad-request', 'The multipart body is not valid', {});
    default:
      return null;
  }
}

export const uploadRoutes = (deps: UploadsDeps & { now: () => Date }): FastifyPluginAsyncZod =>
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
          querystring: UploadQuery,
          consumes: ['multipart/form-data'],
          response: { 200: UploadReply, 400: ErrorReply, 413: ErrorReply, 415: ErrorReply },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError(400, 'upload-missing', 'Send the file as multipart/form-data', {});
        let purpose: UploadPurpose = request.query.purpose ?? 'cv';
        let file: { data: Buffer; name: string | undefined } | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (file) throw new AppError(400, 'upload-one-file', 'Send exactly one file', {});
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
          throw multipartError(err, purpose) ?? err;
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
          summary: 'A product picture: `{ImageName}` (uploaded JPEG) or `{id}.svg` / `{id}.jpg` (JPEG if uploaded, else a generated illustration)',
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
        const image = await resolveImage(deps.storage, {
          imageName: row.imageName,
          illustration: row.illustration ?? illustrationForType(row.typeCd),
        });
        return sendImage(request, reply, image);
      },
    );
  };
