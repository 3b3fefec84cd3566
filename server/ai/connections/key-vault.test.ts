import { describe, expect, it } from "vitest";
import { KeyVault, keyHint } from "./key-vault";

describe("the key vault", () => {
  const vault = new KeyVault("a-secret-of-sixteen-or-more");

  it("seals a key so that only the vault opens it, with a fresh IV each time", () => {
    const a = vault.seal("sk-test-1234567890abcd");
    const b = vault.seal("sk-test-1234567890abcd");
    expect(a).not.toBe(b);
    expect(a).not.toContain("sk-test");
    expect(a).not.toContain("abcd");
    expect(vault.open(a)).toEqual({ plain: "sk-test-1234567890abcd", stale: false });
  });

  it("refuses a tampered key, and one sealed with a secret it does not know", () => {
    const sealed = vault.seal("sk-live-xyz");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[4] as string, "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    parts[4] = body.toString("base64url");
    expect(vault.open(parts.join("."))).toBeNull();
    expect(new KeyVault("another-secret-entirely").open(sealed)).toBeNull();
    expect(vault.open("not a sealed key")).toBeNull();
  });

  it("opens keys of the previous secret after a rotation, and says they are to be sealed anew", () => {
    const old = vault.seal("sk-rotate-me");
    const rotated = new KeyVault("the-new-secret-for-keys", "a-secret-of-sixteen-or-more");
    expect(rotated.open(old)).toEqual({ plain: "sk-rotate-me", stale: true });
    expect(rotated.open(rotated.seal("sk-rotate-me"))).toEqual({ plain: "sk-rotate-me", stale: false });
  });

  it("hints a key by its last four characters", () => {
    expect(keyHint("sk-proj-0123456789abcd")).toBe("…abcd");
  });
});
