import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { ConfigError } from "@/lib/config/settings";

/**
 * Encryption of single values at rest (a bank account number): AES-256-GCM from node:crypto, a
 * random 96-bit IV for every value, the 128-bit authentication tag, and the id of the key that
 * sealed it, so keys can rotate. A sealed value reads
 *
 *   v1.<key id>.<iv>.<ciphertext>.<tag>        (each part base64url)
 *
 * The caller names what the value is for (`context`, e.g. the table, column and owner): it is
 * authenticated with the value (GCM's additional data), so a value copied to another row or
 * column does not open there.
 */

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type EncryptionKey = { readonly id: string; readonly key: Buffer };

/** The keys of one secret: `current` seals; every key, the current one first, opens. */
export type KeyRing = { readonly current: EncryptionKey; readonly keys: ReadonlyMap<string, EncryptionKey> };

/** A value that does not open: an unknown key, a broken value, or one changed since it was sealed. Never says what it holds. */
export class DecryptionError extends Error {}

/** A key's id: 8 hex characters derived from the key (not the key's own bytes), the same wherever it is configured. */
function keyIdOf(key: Buffer): string {
  return createHmac("sha256", key).update("mmf field-encryption key id").digest("hex").slice(0, 8);
}

/** 32 bytes written as 64 hex characters or as base64 / base64url (43 or 44 characters), else null. */
function decodeKey(text: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return null;
  const key = Buffer.from(text, "base64");
  return key.length === 32 ? key : null;
}

/**
 * The key ring of a setting: one key, or several separated by commas (the first seals, all open:
 * to rotate, put a new key first and keep the old ones after it until every value is sealed again).
 * A malformed key is a ConfigError naming `name`, never quoting the value.
 */
export function keyRing(value: string, name: string): KeyRing {
  const parts = value.split(",").map((part) => part.trim());
  const keys = new Map<string, EncryptionKey>();
  for (const [i, part] of parts.entries()) {
    const key = decodeKey(part);
    if (!key) {
      throw new ConfigError(
        `${name}: key ${i + 1} is not 32 bytes written as 64 hex characters or as base64 (generate one with \`openssl rand -base64 32\`).`,
      );
    }
    const id = keyIdOf(key);
    if (keys.has(id)) throw new ConfigError(`${name}: key ${i + 1} is given twice.`);
    keys.set(id, { id, key });
  }
  const current = keys.values().next().value;
  if (!current) throw new ConfigError(`${name} holds no key.`);
  return { current, keys };
}

const additionalData = (keyId: string, context: string) => Buffer.from(`${VERSION}.${keyId}.${context}`, "utf8");

/** `plaintext` sealed with the ring's current key, bound to `context`. */
export function encryptField(ring: KeyRing, plaintext: string, context: string): string {
  const { id, key } = ring.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(id, context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, id, iv.toString("base64url"), ciphertext.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

/** The parts of a sealed value, or a DecryptionError saying what is wrong with its form. */
function partsOf(sealed: string): { keyId: string; iv: Buffer; ciphertext: Buffer; tag: Buffer } {
  const parts = sealed.split(".");
  if (parts.length !== 5 || parts[0] !== VERSION) throw new DecryptionError("The encrypted value is not in a form this site writes.");
  const [, keyId, iv, ciphertext, tag] = parts as [string, string, string, string, string];
  return { keyId, iv: Buffer.from(iv, "base64url"), ciphertext: Buffer.from(ciphertext, "base64url"), tag: Buffer.from(tag, "base64url") };
}

/**
 * The plaintext of a value `encryptField` sealed with one of the ring's keys for this `context`.
 * Anything else throws DecryptionError: a key the ring does not hold (named by its id, so the
 * missing key can be found), or a value that fails its authentication (another key with the
 * same id, a changed value, another context).
 */
export function decryptField(ring: KeyRing, sealed: string, context: string): string {
  const { keyId, iv, ciphertext, tag } = partsOf(sealed);
  const entry = ring.keys.get(keyId);
  if (!entry) throw new DecryptionError(`The value was encrypted with key ${keyId}, which is not among the configured keys.`);
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new DecryptionError("The encrypted value is damaged.");
  const decipher = createDecipheriv("aes-256-gcm", entry.key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(additionalData(keyId, context));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  } catch {
    throw new DecryptionError(`The value encrypted with key ${keyId} failed its integrity check (changed, or sealed for another record).`);
  }
}
