import { readFile } from "node:fs/promises";

export type PlayerAssets = { js: string; css: string };

let assets: Promise<PlayerAssets> | null = null;

/**
 * The player's script and stylesheet (ADR 023): beside the bundled server (dist/server, written
 * by scripts/build-server.mjs), or built from source when the server runs as TypeScript.
 */
export function playerAssets(): Promise<PlayerAssets> {
  assets ??= load().catch((error: unknown) => {
    assets = null;
    throw error;
  });
  return assets;
}

async function load(): Promise<PlayerAssets> {
  // The path, not the URL: tsx's loader adds a query to the URL of a module it loads in a worker.
  if (new URL(import.meta.url).pathname.endsWith(".ts")) {
    const script = new URL("../../../scripts/build-story-player.mjs", import.meta.url).href;
    const { buildStoryPlayer } = (await import(/* @vite-ignore */ script)) as {
      buildStoryPlayer: () => Promise<PlayerAssets>;
    };
    return buildStoryPlayer();
  }
  const [js, css] = await Promise.all([
    readFile(new URL("./story-player.js", import.meta.url), "utf8"),
    readFile(new URL("./story-player.css", import.meta.url), "utf8"),
  ]);
  return { js, css };
}
