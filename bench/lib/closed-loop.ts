// A closed-loop load of JSON POSTs over kept-alive connections, for the play bench.
// node:http rather than fetch: fetch spent 1.0–1.5 ms of CPU per request on this 2-core
// machine, more than the bare endpoint's whole server side, and that CPU is taken from the
// server being measured. This client spends about 0.3 ms.
import http from "node:http";

export type LoadResult = { perSecond: number; p50: number; p99: number; count: number };

/** Sends `body` to `path` of `base` and resolves with the answer's text; rejects on a non-200. */
export function poster(base: string, connections: number) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return (path: string, body: unknown) =>
    new Promise<string>((resolve, reject) => {
      const data = JSON.stringify(body);
      const req = http.request(
        {
          host: hostname,
          port,
          path,
          method: "POST",
          agent,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(data) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString();
            if (res.statusCode === 200) resolve(text);
            else reject(new Error(`POST ${path} answered ${res.statusCode}: ${text.slice(0, 200)}`));
          });
        },
      );
      req.on("error", reject);
      req.end(data);
    });
}

/** `clients` loops for `seconds`, each awaiting `request(client, round)` before the next. */
export async function closedLoop(
  clients: number,
  seconds: number,
  request: (client: number, round: number) => Promise<unknown>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let round = 0; performance.now() < end; round++) {
        const t0 = performance.now();
        await request(client, round);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), count: latencies.length };
}
