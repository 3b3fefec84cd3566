import { renderAsync } from "@resvg/resvg-js";
import { IMAGE_SIZE } from "../../../contract/media";
import { composeScene } from "./compose-scene";
import type { IllustrateOptions, Illustrator } from "./illustrator";
import { STYLERS } from "./image-styles";
import { readScene } from "./read-scene";

/** Comic pictures get heavier outlines drawn in; the other styles none. */
const INK = { "comic-book": 2.5 } as Partial<Record<IllustrateOptions["style"], number>>;

/** The picture's SVG: the composition step alone (tests look at what it holds). */
export function sceneSvg(sceneText: string, options: IllustrateOptions): string {
  const reading = readScene(sceneText, {
    title: options.title,
    genre: options.genre,
    childMode: options.childMode,
  });
  return composeScene(reading, { ink: INK[options.style] ?? 0 });
}

/**
 * The default illustrator: no key, no network. Composes the scene as SVG, renders it with resvg
 * off the event loop (renderAsync runs in libuv's pool) and styles it with sharp (also off it).
 */
export function createEmbeddedIllustrator(): Illustrator {
  return {
    id: "embedded",
    async illustrate(sceneText, options) {
      const svg = sceneSvg(sceneText, options);
      const rendered = await renderAsync(svg, {
        fitTo: { mode: "width", value: IMAGE_SIZE.width },
        font: { loadSystemFonts: false },
      });
      const pixels = { data: Buffer.from(rendered.pixels), width: rendered.width, height: rendered.height };
      return STYLERS[options.style](pixels);
    },
  };
}
