import http from "node:http";

/**
 * Players over real HTTP with kept-alive connections, for the crash test (crash-recovery.test.ts)
 * and the soak (bench/soak.ts). Each records the turns the server acknowledged (a 2xx received),
 * which the read-back then looks for.
 */

export type Answer = { status: number; body: string; cookie?: string };

/** A tiny keep-alive JSON client: node:http costs the server under test less CPU than fetch. */
export function httpClient(base: string, connections: number) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const request = (method: string, path: string, body?: unknown, cookie?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string | number> = {};
      if (data !== undefined) {
        headers["content-type"] = "application/json";
        headers["content-length"] = Buffer.byteLength(data);
      }
      if (cookie) headers.cookie = cookie;
      const req = http.request({ host: hostname, port, path, method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const set = res.headers["set-cookie"]?.map((c) => c.split(";")[0]).join("; ");
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), cookie: set });
        });
      });
      req.on("error", reject);
      req.end(data);
    });
  return { request, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof httpClient>;

/** A turn the server acknowledged: it must be in the session's story after any crash. */
export type AckedTurn = { token: string; scene: number; prose: string };

export type Player = {
  token: string;
  cookie?: string;
  /** The scene the player sees; each acknowledged turn moves it on. */
  scene: number;
};

export type Tally = {
  acked: AckedTurn[];
  codes: string[];
  /** Requests answered, by status class, and those with no answer (a dead server). */
  requests: number;
  errors: number;
  failed: number;
};

export const newTally = (): Tally => ({ acked: [], codes: [], requests: 0, errors: 0, failed: 0 });

const ok = (status: number) => status >= 200 && status < 300;

/** Signs up (every `signedInEvery`-th player, for auto-saves) and starts the demo adventure. */
export async function startPlayers(client: Client, count: number, signedInEvery = 4): Promise<Player[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      let cookie: string | undefined;
      if (i % signedInEvery === 0) {
        const email = `player-${Date.now().toString(36)}-${process.pid}-${i}@example.com`;
        const res = await client.request("POST", "/api/auth/sign-up", {
          firstName: "Load",
          lastName: `Player ${i}`,
          email,
          password: "analytical-1843",
        });
        if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${res.body}`);
        cookie = res.cookie;
      }
      const res = await client.request("POST", "/api/sessions/start", { gameSlug: "demo-adventure" }, cookie);
      if (res.status !== 200) throw new Error(`start: ${res.status} ${res.body}`);
      return { token: JSON.parse(res.body).sessionToken as string, cookie, scene: 1 };
    }),
  );
}

const ACTIONS = ["Look around", "Open the door", "Follow the footprints", "Call out", "Search the well"];

/**
 * One player's next request: mostly a turn, now and then a save code (visitors only). Records
 * what was acknowledged; a refused or unanswered request changes nothing the read-back expects.
 */
export async function playOnce(client: Client, player: Player, round: number, tally: Tally): Promise<void> {
  try {
    if (!player.cookie && round % 5 === 1) {
      const res = await client.request("POST", "/api/anonymous-saves", {
        sessionToken: player.token,
        saveName: `Save ${round}`,
      });
      tally.requests++;
      if (ok(res.status)) tally.codes.push(JSON.parse(res.body).saveCode);
      else tally.errors++;
      return;
    }
    const action = ACTIONS[round % ACTIONS.length] ?? "Wait";
    const res = await client.request(
      "POST",
      `/api/sessions/${player.token}/action`,
      { action },
      player.cookie,
    );
    tally.requests++;
    if (!ok(res.status)) {
      tally.errors++;
      return;
    }
    const scene = JSON.parse(res.body) as { currentSceneNumber: number; sceneDescription: string };
    player.scene = scene.currentSceneNumber;
    tally.acked.push({ token: player.token, scene: scene.currentSceneNumber, prose: scene.sceneDescription });
  } catch {
    // No answer: the server died with the request in flight. Not acknowledged.
    tally.failed++;
  }
}

/** What the read-back found: every acknowledged turn on its session's story, and the store whole. */
export type ReadBack = {
  acknowledged: number;
  found: number;
  lost: AckedTurn[];
  /** Sessions whose current turn is missing or disagrees with the session's scene number. */
  dangling: number;
  /** Auto-saves and save codes that refer to nothing. */
  brokenSaves: number;
  /** Sessions with at least one auto-save (signed-in players' turns make them). */
  autoSaved: number;
};

type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** How many of these sessions have an auto-save (a signed-in player's turn makes one). */
export async function autoSavedSessions(query: Query, tokens: string[]): Promise<number> {
  const [row] = await query(
    "select count(distinct session_token)::int as n from saves where session_token = any($1::text[])",
    [tokens],
  );
  return Number(row?.n ?? 0);
}

/**
 * Reads every session of `tokens` back from the database: the story (the chain of parents from
 * the current turn) must hold every acknowledged turn, word for word.
 */
export async function readBack(query: Query, tokens: string[], acked: AckedTurn[]): Promise<ReadBack> {
  const rows = await query(
    `with recursive chain as (
       select t.id, t.parent_turn_id, t.session_token, t.scene_number, t.prose
       from play_sessions s join turns t on t.id = s.current_turn_id
       where s.token = any($1::text[])
       union all
       select p.id, p.parent_turn_id, p.session_token, p.scene_number, p.prose
       from chain c join turns p on p.id = c.parent_turn_id
     )
     select session_token, scene_number, prose from chain`,
    [tokens],
  );
  const story = new Set(rows.map((r) => `${r.session_token}|${r.scene_number}|${r.prose}`));
  const lost = acked.filter((a) => !story.has(`${a.token}|${a.scene}|${a.prose}`));
  const [dangling] = await query(
    `select count(*)::int as n from play_sessions s left join turns t on t.id = s.current_turn_id
     where s.token = any($1::text[])
       and (t.id is null or t.session_token <> s.token or t.scene_number <> s.scene_number)`,
    [tokens],
  );
  const [broken] = await query(
    `select (select count(*) from saves v left join turns t on t.id = v.turn_id
              where v.session_token = any($1::text[]) and (t.id is null or t.session_token <> v.session_token))
          + (select count(*) from save_codes c
              where c.session_token = any($1::text[])
                and (c.snapshot is null or jsonb_typeof(c.snapshot) <> 'object')) as n`,
    [tokens],
  );
  return {
    acknowledged: acked.length,
    found: acked.length - lost.length,
    lost,
    dangling: Number(dangling?.n ?? 0),
    brokenSaves: Number(broken?.n ?? 0),
    autoSaved: await autoSavedSessions(query, tokens),
  };
}
