import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, errorMessage, getQueryFn, serverMessage } from "./request";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("shared request behaviour", () => {
  it("sends cookies, and a JSON body only with a payload", async () => {
    const fetchMock = stubFetch(new Response("{}"));
    await apiRequest("POST", "/api/x", { a: 1 });
    expect(fetchMock).toHaveBeenLastCalledWith("/api/x", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
      credentials: "include",
    });
    await apiRequest("DELETE", "/api/x");
    expect(fetchMock).toHaveBeenLastCalledWith("/api/x", {
      method: "DELETE",
      headers: {},
      body: undefined,
      credentials: "include",
    });
  });

  it("raises '{status}: {body}', or the status text when the body is empty", async () => {
    stubFetch(new Response('{"message":"Title is required"}', { status: 400 }));
    await expect(apiRequest("POST", "/api/games", {})).rejects.toThrow(
      '400: {"message":"Title is required"}',
    );
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("joins the query key with slashes, and may return null on 401", async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}'));
    const read = getQueryFn<unknown>({ on401: "throw" });
    // biome-ignore lint/suspicious/noExplicitAny: the query context is irrelevant here
    await expect(read({ queryKey: ["/api/games", "42"] } as any)).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenLastCalledWith("/api/games/42", { credentials: "include" });

    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    const lenient = getQueryFn<unknown>({ on401: "returnNull" });
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await expect(lenient({ queryKey: ["/api/auth/user"] } as any)).resolves.toBeNull();
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await expect(read({ queryKey: ["/api/auth/user"] } as any)).rejects.toThrow("401: ");
  });

  it("finds the server's message inside a raised error", () => {
    expect(errorMessage(new Error('409: {"message":"Taken"}'))).toBe("Taken");
    expect(errorMessage(new Error("500: Internal Server Error"))).toBe("Internal Server Error");
    expect(errorMessage("nope", "fallback")).toBe("fallback");
  });

  it("shows only a server's own message, else the fallback", () => {
    expect(serverMessage(new Error('409: {"message":"Taken"}'), "Failed")).toBe("Taken");
    expect(serverMessage(new Error("500: Internal Server Error"), "Failed")).toBe("Failed");
    expect(serverMessage(new Error("502: <html><body>Bad gateway</body></html>"), "Failed")).toBe("Failed");
    expect(serverMessage(new Error('500: {"message":""}'), "Failed")).toBe("Failed");
    expect(serverMessage(new Error("Failed to fetch"), "Failed")).toBe("Failed");
  });
});
