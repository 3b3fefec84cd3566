import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

/**
 * Creators' API keys at rest (issue 32, ADR 029): AES-256-GCM through node:crypto, a fresh
 * 12-byte IV per key, the 16-byte tag checked on every read. The encryption key comes from
 * AI_KEYS_SECRET, else from the instance's own secret (stored in the database), through HKDF.
 * Each sealed key names the encryption key that sealed it (an 8-hex id), so a rotation
 * (AI_KEYS_SECRET set anew, the old one in AI_KEYS_SECRET_PREVIOUS) still opens old keys and
 * seals them anew on their next read.
 */

const VERSION = "v1";
const b64 = (bytes: Buffer) => bytes.toString("base64url");
const unb64 = (text: string) => Buffer.from(text, "base64url");

type Key = { id: string; bytes: Buffer };

function deriveKey(secret: string): Key {
  const bytes = Buffer.from(hkdfSync("sha256", secret, "taleforge", "ai-keys", 32));
  return { id: createHash("sha256").update(bytes).digest("hex").slice(0, 8), bytes };
}

export class KeyVault {
  private readonly current: Key;
  private readonly previous: Key | null;

  constructor(secret: string, previousSecret?: string) {
    if (secret.length < 16) throw new Error("the AI keys secret must be at least 16 characters");
    this.current = deriveKey(secret);
    this.previous = previousSecret ? deriveKey(previousSecret) : null;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.current.bytes, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [VERSION, this.current.id, b64(iv), b64(cipher.getAuthTag()), b64(body)].join(".");
  }

  /**
   * The key, and whether it was sealed with the previous secret (to be sealed anew); null when
   * no secret this instance knows opens it (a secret changed without AI_KEYS_SECRET_PREVIOUS).
   */
  open(sealed: string): { plain: string; stale: boolean } | null {
    const [version, id, iv, tag, body] = sealed.split(".");
    if (version !== VERSION || !id || !iv || !tag || body === undefined) return null;
    const key = [this.current, this.previous].find((k) => k?.id === id);
    if (!key) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", key.bytes, unb64(iv));
      decipher.setAuthTag(unb64(tag));
      const plain = Buffer.concat([decipher.update(unb64(body)), decipher.final()]).toString("utf8");
      return { plain, stale: key !== this.current };
    } catch {
      return null;
    }
  }
}

/** "…abcd": enough to recognise a key, never enough to use it. */
export const keyHint = (key: string) => `…${key.slice(-4)}`;
