// Secrets at rest (issue 29, ADR 374): what must be kept but never readable from a database read
// or a backup — a super user's TOTP secret, the live link of an e-mail not yet sent — is sealed
// with AES-256-GCM under a key derived (HKDF-SHA256) from the configuration's ENCRYPTION_KEY and
// a purpose label, so a value sealed for one purpose cannot be opened as another. The sealed text
// is `v1.<iv>.<ciphertext+tag>` (base64url); a tampered or foreign value opens to null.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed value is for; each purpose has its own key. */
export type SecretPurpose = 'totp-secret' | 'outbox-secret';

function keyFor(masterKey: string, purpose: SecretPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(masterKey, 'utf8'), Buffer.alloc(0), `mijote:${purpose}:v1`, 32));
}

/** Seals `plaintext` for `purpose` with the configuration's key. */
export function sealSecret(masterKey: string, purpose: SecretPurpose, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(masterKey, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** The plaintext of a sealed value; null when it was sealed with another key or purpose, or altered. */
export function openSecret(masterKey: string, purpose: SecretPurpose, sealed: string): string | null {
  const [version, ivText, bodyText] = sealed.split('.');
  if (version !== 'v1' || !ivText || !bodyText) return null;
  const iv = Buffer.from(ivText, 'base64url');
  const body = Buffer.from(bodyText, 'base64url');
  if (iv.length !== 12 || body.length < 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(masterKey, purpose), iv);
    decipher.setAuthTag(body.subarray(body.length - 16));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
