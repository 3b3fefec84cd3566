import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/** What the stand-in was asked: method, path and JSON body of each request. */
export type SeenRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown };

/** A square picture, as providers answer (not our size: the adapters must crop and scale it). */
export const standInPicture = () =>
  sharp({ create: { width: 1024, height: 1024, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/**
 * A local HTTP server standing in for OpenAI Images, Stable Diffusion WebUI and ComfyUI: the
 * same paths and answer shapes, no internet. `status` makes every answer that status instead.
 */
export async function startImageStandIn(options: { status?: number; comfyPolls?: number } = {}) {
  const picture = await standInPicture();
  const seen: SeenRequest[] = [];
  let polls = 0;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    const url = new URL(req.url ?? "/", "http://stand-in");
    seen.push({
      method: req.method ?? "",
      path: url.pathname + url.search,
      headers: req.headers,
      body: text ? JSON.parse(text) : null,
    });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (options.status) return json(options.status, { error: { message: "stand-in failure" } });
    const b64 = picture.toString("base64");
    if (url.pathname === "/v1/images/generations")
      return json(200, { created: 1, data: [{ b64_json: b64 }] });
    if (url.pathname === "/sdapi/v1/txt2img") return json(200, { images: [b64], parameters: {}, info: "{}" });
    if (url.pathname === "/prompt") return json(200, { prompt_id: "p-1", number: 1 });
    if (url.pathname === "/history/p-1") {
      polls += 1;
      if (polls <= (options.comfyPolls ?? 1)) return json(200, {});
      return json(200, {
        "p-1": {
          outputs: { "9": { images: [{ filename: "taleforge_0001.png", subfolder: "", type: "output" }] } },
        },
      });
    }
    if (url.pathname === "/view") {
      res.writeHead(200, { "content-type": "image/png" });
      return res.end(picture);
    }
    json(404, { error: "not found" });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
