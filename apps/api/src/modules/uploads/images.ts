// Public images (ADR 104): a product's or article's uploaded JPEG when there is one, else its
// generated illustration as image/svg+xml. Both answers are cacheable for an hour with an ETag.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Illustration } from '@mijote/db/schema';
import type { FileStorage } from '../../storage/index.js';
import type { ArtBrand } from './dish-art.js';
import { illustrationSvg } from './illustration.js';

export interface ImageSource {
  imageName: string | null;
  illustration: Illustration | null;
}

export type ImageAnswer = { body: Buffer; contentType: 'image/jpeg' | 'image/svg+xml' };

/** The uploaded JPEG (when its file exists), else the illustration (in the brand's palette). */
export async function resolveImage(storage: FileStorage, source: ImageSource, brand: ArtBrand = 'main'): Promise<ImageAnswer> {
  if (source.imageName && source.imageName.endsWith('.jpg')) {
    const data = await storage.read(source.imageName).catch(() => null);
    if (data) return { body: data, contentType: 'image/jpeg' };
  }
  return { body: Buffer.from(illustrationSvg(source.illustration, brand), 'utf8'), contentType: 'image/svg+xml' };
}

export function sendImage(request: FastifyRequest, reply: FastifyReply, image: ImageAnswer): FastifyReply {
  const etag = `"${createHash('sha256').update(image.body).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', 'public, max-age=3600').header('etag', etag).header('x-content-type-options', 'nosniff');
  if (image.contentType === 'image/svg+xml') {
    // Opened directly, an SVG is a document: no scripts, nothing external.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(image.contentType === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : 'image/jpeg').send(image.body);
}
