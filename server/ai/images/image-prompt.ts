import type { ImageStyle } from "../../../contract/media";
import { plainEmphasis } from "../../../contract/scene-emphasis";
import type { IllustrateOptions } from "./illustrator";

/** How each picker style is asked of a real image model. */
export const STYLE_PROMPTS: Record<ImageStyle, string> = {
  "computer-game": "8-bit pixel art scene from a retro computer game, limited colour palette, crisp pixels",
  illustration: "storybook illustration, painterly digital painting, soft brush strokes, warm light",
  "comic-book": "comic book panel, bold black ink outlines, halftone shading, vivid flat colours",
  "photo-realistic": "photorealistic, cinematic lighting, rich detail, depth of field, 35mm photograph",
  "space-age": "retro-futuristic science-fiction art, neon cyan and magenta glow, chrome and starlight",
};

const CHILD_SAFE =
  "family-friendly, suitable for children, no weapons, no violence, no blood, nothing frightening";
const ALWAYS_AVOID = "text, letters, captions, watermark, signature, blurry, deformed";
const CHILD_AVOID = "weapon, sword, gun, blood, gore, violence, injury, skull, horror, nudity";

/** A scene is a few hundred words; its opening is what the picture shows. */
const SCENE_WORDS = 600;

export type ImagePrompt = { prompt: string; negative: string };

/** The prompt a provider gets: the scene's opening, the world, the style, and the child rules. */
export function imagePrompt(sceneText: string, options: IllustrateOptions): ImagePrompt {
  // The scene's words without emphasis marks (ADR 035): a mark is no part of the picture.
  const scene = plainEmphasis(sceneText).replace(/\s+/g, " ").trim();
  const opening =
    scene.length > SCENE_WORDS ? `${scene.slice(0, SCENE_WORDS).replace(/\s\S*$/, "")}…` : scene;
  const world = [options.genre && `a ${options.genre} story`, options.title && `"${options.title}"`]
    .filter(Boolean)
    .join(" called ");
  const parts = [
    `Illustrate this moment${world ? ` from ${world}` : ""}: ${opening}`,
    `Style: ${STYLE_PROMPTS[options.style]}.`,
    "Wide 3:2 landscape composition, no text in the image.",
  ];
  if (options.childMode) parts.push(`Keep it ${CHILD_SAFE}.`);
  return {
    prompt: parts.join("\n"),
    negative: options.childMode ? `${ALWAYS_AVOID}, ${CHILD_AVOID}` : ALWAYS_AVOID,
  };
}
