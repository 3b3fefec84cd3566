// Writes the embedded illustrator's five styles for three scenes (a forest at dusk, a castle hall
// with torches, a spaceship corridor) and a crypt drawn for grown-ups and in child mode, to
// test-results/images/, with the time each took. The pictures looked at for ADR 021.
// Usage: node --import tsx scripts/illustrator-samples.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { IMAGE_STYLES } from "../contract/media";
import { createEmbeddedIllustrator, sceneSvg } from "../server/ai/images/embedded-illustrator";

const scenes = {
  forest: {
    genre: "fantasy",
    text: "Dusk settles over the old forest. Between the pines a narrow trail winds toward a clearing where a campfire burns low. An old woman in a hooded cloak waits beside it, a lantern at her feet, while crows circle above the trees.",
  },
  hall: {
    genre: "fantasy",
    text: "The great hall of the castle is lit by torches along its pillars. Banners hang from the walls, and at the far end an iron-bound door stands half open. A guard watches you from beside a treasure chest.",
  },
  corridor: {
    genre: "sci-fi",
    text: "The spaceship corridor hums. Blue light strips run along the bulkheads toward the airlock, and a console flickers with warnings. A robot waits by the hatch.",
  },
};
const CRYPT =
  "Blood pools around the skulls on the floor of the crypt at midnight. You draw your sword; the knight raises his axe and a bloody dagger glints by the bones.";

const out = "test-results/images";
mkdirSync(out, { recursive: true });
const illustrator = createEmbeddedIllustrator();
const world = { title: "Samples", childMode: false };
for (const [name, scene] of Object.entries(scenes)) {
  writeFileSync(
    `${out}/${name}.svg`,
    sceneSvg(scene.text, { ...world, genre: scene.genre, style: "photo-realistic" }),
  );
  for (const { id } of IMAGE_STYLES) {
    const started = performance.now();
    const png = await illustrator.illustrate(scene.text, { ...world, genre: scene.genre, style: id });
    console.log(
      `${name} ${id}: ${Math.round(performance.now() - started)} ms, ${Math.round(png.length / 1024)} KB`,
    );
    writeFileSync(`${out}/${name}-${id}.png`, png);
  }
}
for (const childMode of [false, true]) {
  const png = await illustrator.illustrate(CRYPT, {
    ...world,
    genre: "horror",
    childMode,
    style: "photo-realistic",
  });
  writeFileSync(`${out}/crypt-${childMode ? "child" : "grown"}-photo-realistic.png`, png);
}
