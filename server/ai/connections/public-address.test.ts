import { describe, expect, it } from "vitest";
import { checkBaseUrl, connectionFetch, isPrivateAddress } from "./public-address";

describe("public addresses only", () => {
  it("knows loopback, private, link-local, unique-local and mapped forms from public ones", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.20",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::",
      "::1",
      "fd12:3456::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:169.254.169.254",
      "64:ff9b::a9fe:a9fe",
      "[::1]",
      "2002:7f00:1::1",
      "2002:c0a8:101::1",
      "64:ff9b:1::a00:1",
      "2001:0:4136:e378::1",
      "not an address",
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "2002:808:808::1"])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it("refuses a base URL on a private network with a 400 naming the setting, unless allowed", async () => {
    for (const url of [
      "http://127.0.0.1:11434/v1",
      "http://localhost:1234/v1",
      "http://[::1]:8080/v1",
      "http://169.254.169.254/latest",
      "http://[::ffff:127.0.0.1]/v1",
    ])
      await expect(checkBaseUrl(url, false), url).rejects.toMatchObject({
        statusCode: 400,
        message: expect.stringContaining("AI_ALLOW_PRIVATE_URLS=true"),
      });
    await expect(checkBaseUrl("http://127.0.0.1:11434/v1", true)).resolves.toBeUndefined();
    await expect(checkBaseUrl("ftp://example.com", true)).rejects.toMatchObject({ statusCode: 400 });
    await expect(checkBaseUrl("http://user:pw@example.com", true)).rejects.toMatchObject({ statusCode: 400 });
  });

  it("refuses a private address at connect time too, as an IP or as a name that resolves to one", async () => {
    const guarded = connectionFetch(false);
    await expect(guarded("http://127.0.0.1:59999/v1/models")).rejects.toThrow("AI_ALLOW_PRIVATE_URLS");
    await expect(guarded("http://[::ffff:7f00:1]:59999/v1/models")).rejects.toThrow("AI_ALLOW_PRIVATE_URLS");
    // "localhost" resolves at connect time: the lookup refuses it (a rebinding name does the same).
    const failure = await guarded("http://localhost:59999/v1/models").catch((e: unknown) => e as Error);
    const cause = (failure as Error & { cause?: Error }).cause;
    expect(`${failure}${cause ?? ""}`).toContain("AI_ALLOW_PRIVATE_URLS");
  });
});
