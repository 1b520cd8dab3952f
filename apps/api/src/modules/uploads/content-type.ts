// What a file really is, from its first bytes (never from the client's name or MIME type).

export type DetectedType = { contentType: 'application/pdf'; ext: 'pdf' } | { contentType: 'image/jpeg'; ext: 'jpg' };

export function detectType(data: Buffer): DetectedType | null {
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return { contentType: 'application/pdf', ext: 'pdf' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { contentType: 'image/jpeg', ext: 'jpg' };
  return null;
}
