import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type Recorded = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };

/**
 * A local stand-in for Google Cloud Text-to-Speech and OpenAI speech in tests: it records each
 * request and answers with the provider's shapes, or with `fail`'s status when set.
 */
export async function startStandInTts() {
  const requests: Recorded[] = [];
  /** `fail`: answer every call with this status; `audioFor`: the audio for one call's text. */
  const state: { fail?: number; audioFor?: (text: string) => Buffer } = {};
  /** Bytes of a fake MP3: the adapters pass audio through and need not decode it. */
  const audio = Buffer.from("ID3fake-mp3-bytes");
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString();
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: text ? JSON.parse(text) : null,
      });
      if (state.fail) {
        res.writeHead(state.fail, { "content-type": "application/json" }).end('{"error":{"message":"no"}}');
        return;
      }
      const json = (body: unknown) =>
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (req.url?.startsWith("/google/v1/voices"))
        return json({
          voices: [
            { languageCodes: ["en-GB"], name: "en-GB-Wavenet-A", ssmlGender: "FEMALE" },
            { languageCodes: ["en-GB"], name: "en-GB-Wavenet-B", ssmlGender: "MALE" },
            { languageCodes: ["en-US"], name: "en-US-Neural2-C", ssmlGender: "FEMALE" },
            { languageCodes: ["en-AU"], name: "en-AU-Wavenet-A", ssmlGender: "FEMALE" },
          ],
        });
      const body = requests.at(-1)?.body as { input?: string | { text?: string } } | null;
      const spoken = typeof body?.input === "string" ? body.input : (body?.input?.text ?? "");
      const answer = state.audioFor?.(spoken) ?? audio;
      if (req.url === "/google/v1/text:synthesize") return json({ audioContent: answer.toString("base64") });
      if (req.url === "/openai/v1/audio/speech")
        return res.writeHead(200, { "content-type": "audio/mpeg" }).end(answer);
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    requests,
    audio,
    state,
    googleUrl: `${base}/google/v1`,
    openaiUrl: `${base}/openai/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
