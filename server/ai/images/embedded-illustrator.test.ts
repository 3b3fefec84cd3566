import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_SIZE, IMAGE_STYLES, type ImageStyle } from "../../../contract/media";
import { createEmbeddedIllustrator, sceneSvg } from "./embedded-illustrator";
import type { IllustrateOptions } from "./illustrator";

const FOREST =
  "Dusk settles over the old forest. Between the pines a narrow trail winds toward a clearing where a campfire burns low. An old woman in a hooded cloak waits beside it, a lantern at her feet.";
const CORRIDOR =
  "The spaceship corridor hums. Blue light strips run along the bulkheads toward the airlock, and a console flickers with warnings. A robot waits by the hatch.";
const BATTLE =
  "Blood pools around the skulls on the floor of the crypt. You draw your sword; the knight raises his axe and a bloody dagger glints by the bones. Arrows fly from a crossbow in the dark.";

const illustrator = createEmbeddedIllustrator();
const options = (style: ImageStyle, extra: Partial<IllustrateOptions> = {}): IllustrateOptions => ({
  title: "The Salt Crown",
  genre: "fantasy",
  childMode: false,
  style,
  ...extra,
});

/** Mean absolute difference per channel, 0–255, of two pictures of the same size. */
async function meanDifference(a: Buffer, b: Buffer) {
  const [pa, pb] = await Promise.all([a, b].map((x) => sharp(x).removeAlpha().raw().toBuffer()));
  let total = 0;
  for (let i = 0; i < pa!.length; i++) total += Math.abs(pa![i]! - pb![i]!);
  return total / pa!.length;
}

const thingsIn = (svg: string) => new Set([...svg.matchAll(/data-thing="([\w-]+)"/g)].map((m) => m[1]));

describe("embedded illustrator", () => {
  it.each(IMAGE_STYLES.map((s) => s.id))("draws a %s PNG at the asked size", async (style) => {
    const png = await illustrator.illustrate(FOREST, options(style));
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([IMAGE_SIZE.width, IMAGE_SIZE.height]);
  });

  it("draws different scenes as visibly different pictures", async () => {
    const scenes: [string, string][] = [
      [FOREST, "fantasy"],
      [CORRIDOR, "sci-fi"],
      ["Torches burn along the pillars of the great hall; banners hang above the throne.", "fantasy"],
      ["Waves roll onto the beach at noon; a ship sails past the lighthouse.", "adventure"],
    ];
    const pictures = await Promise.all(
      scenes.map(([text, genre]) => illustrator.illustrate(text, options("photo-realistic", { genre }))),
    );
    for (let a = 0; a < pictures.length; a++)
      for (let b = a + 1; b < pictures.length; b++)
        expect(await meanDifference(pictures[a]!, pictures[b]!), `scenes ${a} and ${b}`).toBeGreaterThan(20);
  });

  it("draws the same scene the same way every time", async () => {
    const a = await illustrator.illustrate(FOREST, options("comic-book"));
    const b = await illustrator.illustrate(FOREST, options("comic-book"));
    expect(a.equals(b)).toBe(true);
    expect(sceneSvg(CORRIDOR, options("space-age"))).toBe(sceneSvg(CORRIDOR, options("space-age")));
  });

  it("draws what the scene holds", () => {
    const forest = thingsIn(sceneSvg(FOREST, options("illustration")));
    expect(forest).toContain("campfire");
    expect(forest).toContain("lantern");
    expect(forest).toContain("figure");
    expect(thingsIn(sceneSvg(CORRIDOR, options("illustration")))).toContain("screen");
  });

  it("never draws weapons or gore in child mode, however the scene is written", async () => {
    const unsafe = ["sword", "axe", "bow", "gun", "skull", "blood", "bones"];
    const grown = thingsIn(sceneSvg(BATTLE, options("photo-realistic")));
    // The same scene for grown-ups holds them: the child check below is not vacuous.
    expect(unsafe.filter((t) => grown.has(t)).length).toBeGreaterThanOrEqual(3);
    for (const { id } of IMAGE_STYLES) {
      const child = thingsIn(sceneSvg(BATTLE, options(id, { childMode: true })));
      expect(unsafe.filter((t) => child.has(t))).toEqual([]);
    }
    const png = await illustrator.illustrate(BATTLE, options("photo-realistic", { childMode: true }));
    expect((await sharp(png).metadata()).width).toBe(IMAGE_SIZE.width);
  });
});
