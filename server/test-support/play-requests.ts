import type { createTestApp } from "./test-app";

type Injectable = Awaited<ReturnType<typeof createTestApp>>["app"];
const withCookie = (cookie?: string) => (cookie ? { cookie } : {});

/** Starts a play session as a visitor, or as the holder of `cookie`; answers its token. */
export async function startSession(app: Injectable, gameSlug = "demo-adventure", cookie?: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/sessions/start",
    payload: { gameSlug },
    headers: withCookie(cookie),
  });
  if (res.statusCode !== 200) throw new Error(`session start failed: ${res.statusCode} ${res.body}`);
  return res.json().sessionToken as string;
}

/** Plays one action on a session (JSON, not streamed); answers the raw response. */
export function sendAction(app: Injectable, token: string, action: string, cookie?: string) {
  return app.inject({
    method: "POST",
    url: `/api/sessions/${token}/action`,
    payload: { action },
    headers: withCookie(cookie),
  });
}
