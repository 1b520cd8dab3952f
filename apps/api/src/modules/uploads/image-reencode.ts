// Every uploaded image is decoded and re-encoded before it is stored (ADR 377): the stored file is
// sharp's (libvips) output, never the client's bytes. Comments, APPn segments (EXIF, XMP,
// Photoshop/IPTC), data after EOI and anything hidden in the entropy-coded data do not survive a
// decode to pixels and a fresh encode. The EXIF orientation is applied to the pixels first, so
// the picture shows the same way without its metadata.
import sharp from 'sharp';

/** The largest picture decoded (pixels): 50 million, about 8660 × 5770; a bigger frame (a decompression bomb) is refused before decoding. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** JPEG quality of the re-encoded file (4:2:0, no metadata). */
export const JPEG_QUALITY = 88;

// one image at a time per upload; libvips' own thread pool stays at its default
sharp.cache(false);

export type ReencodeResult = { ok: true; data: Buffer; width: number; height: number } | { ok: false; reason: string };

/** Decodes a JPEG and encodes it again without metadata; a file that does not decode cleanly is refused. */
export async function reencodeJpeg(data: Buffer): Promise<ReencodeResult> {
  try {
    const input = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', sequentialRead: true });
    const meta = await input.metadata();
    if (meta.format !== 'jpeg') return { ok: false, reason: `not a JPEG (${meta.format ?? 'unknown'})` };
    const { data: out, info } = await input
      .rotate() // applies the EXIF orientation, then the orientation tag is dropped with the rest
      .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:2:0' })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, data: out, width: info.width, height: info.height };
  } catch (err) {
    const message = (err as Error).message ?? '';
    if (/pixel limit/i.test(message)) return { ok: false, reason: `more than ${MAX_IMAGE_PIXELS} pixels` };
    return { ok: false, reason: `not decodable: ${message.slice(0, 80)}` };
  }
}
