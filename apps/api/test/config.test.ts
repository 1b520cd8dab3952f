import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv, parseEnv, resolveEncryptionKey, resolveSessionSecret } from '../src/config.js';
import { openSecret, sealSecret } from '../src/lib/secret-box.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('environment', () => {
  it('has the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('fails fast with a clear message on a bad value', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('trusts no proxy unless told (TRUST_PROXY): false, true, a hop count or addresses', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('splits brand host lists', () => {
    const env = parseEnv({ BAKERY_BRAND_HOSTS: 'Boulangerie.test, cafe.test ' });
    expect(env.BAKERY_BRAND_HOSTS).toEqual(['boulangerie.test', 'cafe.test']);
  });
});

describe('session secret', () => {
  it('is generated once, kept in DATA_DIR with private permissions, and reused', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mijote-cfg-'));
    dirs.push(dir);
    const env = parseEnv({ DATA_DIR: dir });
    const first = resolveSessionSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(resolveSessionSecret(env)).toBe(first);
    expect(configFromEnv(env, 'r').sessionSecret).toBe(first);
  });

  it('the encryption key: generated once beside it, its own value, and ENCRYPTION_KEY wins', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mijote-cfg-'));
    dirs.push(dir);
    const env = parseEnv({ DATA_DIR: dir });
    const key = resolveEncryptionKey(env);
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(key).not.toBe(resolveSessionSecret(env));
    expect(statSync(path.join(dir, 'encryption-key')).mode & 0o077).toBe(0);
    expect(configFromEnv(env, 'r').encryptionKey).toBe(key);
    expect(resolveEncryptionKey(parseEnv({ DATA_DIR: dir, ENCRYPTION_KEY: 'k'.repeat(32) }))).toBe('k'.repeat(32));
    expect(() => parseEnv({ ENCRYPTION_KEY: 'short' })).toThrow(/ENCRYPTION_KEY/);
  });

  it('prefers SESSION_SECRET from the environment', () => {
    const secret = 'x'.repeat(40);
    expect(resolveSessionSecret(parseEnv({ SESSION_SECRET: secret, DATA_DIR: '/nonexistent' }))).toBe(secret);
  });
});

describe('secret box (ADR 374)', () => {
  const key = 'a'.repeat(40);
  it('opens what it sealed; another key, another purpose or one changed character opens to null', () => {
    const sealed = sealSecret(key, 'totp-secret', 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, 'totp-secret', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(sealSecret(key, 'totp-secret', 'JBSWY3DPEHPK3PXP')).not.toBe(sealed); // a fresh IV each time
    expect(openSecret('b'.repeat(40), 'totp-secret', sealed)).toBeNull();
    expect(openSecret(key, 'outbox-secret', sealed)).toBeNull();
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(openSecret(key, 'totp-secret', sealed.slice(0, -2) + last + sealed.at(-1))).toBeNull();
    expect(openSecret(key, 'totp-secret', 'v1.garbage')).toBeNull();
  });
});
