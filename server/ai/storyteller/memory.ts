import type { StoryMemory } from "../narrator";
import type { SceneBeat } from "./beats";
import type { Draft } from "./compose";
import { chapterFor } from "./world";

/**
 * The session's memory after a scene. Every list is bounded, so scene 500 costs what scene 20
 * does (architecture principle 6), and the summary stays readable for a model taking over.
 */
export const MEMORY_LIMITS = {
  places: 40,
  met: 40,
  threads: 6,
  beats: 12,
  summaryLines: 12,
  summaryChars: 1500,
} as const;

export function updateMemory(
  d: Draft,
  beat: SceneBeat,
  progressDelta: number,
  opening: boolean,
): StoryMemory {
  const { world } = d;
  const memory = world.memory;
  const { sceneNumber, progress } = world.input;

  for (const place of [d.prev, d.place]) {
    if (place && !memory.places.includes(place.name)) memory.places.push(place.name);
  }
  memory.places = memory.places.slice(-MEMORY_LIMITS.places);

  const chapterNames = (world.chapter?.selectedCharacters ?? []).map((n) => n.toLowerCase());
  const named =
    world.cast.some((p) => p.name === d.npc.name) || chapterNames.includes(d.npc.name.toLowerCase());
  if (d.mentioned.has("npc") && named && !memory.met.includes(d.npc.name)) memory.met.push(d.npc.name);
  memory.met = memory.met.slice(-MEMORY_LIMITS.met);

  memory.itemsSeen[d.place.name] = d.itemsHere.map((i) => i.name);
  const keys = Object.keys(memory.itemsSeen);
  for (const key of keys.slice(0, Math.max(0, keys.length - MEMORY_LIMITS.places)))
    delete memory.itemsSeen[key];

  memory.threads = memory.threads.slice(-MEMORY_LIMITS.threads);

  if (opening && world.chapters.length) memory.beats.push(`open:${world.chapterNumber}`);
  memory.beats.push(beat);
  memory.beats = trimBeats(memory.beats);

  const hero = world.hero === "the traveller" ? "The traveller" : world.hero;
  const events = d.events.length ? d.events.slice(0, 4).join("; ") : "pressed on";
  const line = `Scene ${sceneNumber} (${d.place.name}): ${hero} ${events}.`.slice(0, 220);
  const lines = [...memory.summary.split("\n").filter(Boolean), line].slice(-MEMORY_LIMITS.summaryLines);
  while (lines.join("\n").length > MEMORY_LIMITS.summaryChars && lines.length > 1) lines.shift();
  memory.summary = lines.join("\n");

  if (world.chapters.length) {
    memory.chapter = Math.min(
      world.chapters.length,
      Math.max(world.chapterNumber, chapterFor(progress + progressDelta, world.chapters.length)),
    );
  } else {
    memory.chapter = Math.max(1, memory.chapter);
  }
  return memory;
}

/** The last few beats, always keeping the newest chapter marker. */
function trimBeats(beats: string[]): string[] {
  if (beats.length <= MEMORY_LIMITS.beats) return beats;
  const marker = [...beats].reverse().find((b) => b.startsWith("open:"));
  const kept = beats.slice(-MEMORY_LIMITS.beats);
  if (marker && !kept.includes(marker)) kept.splice(0, 1, marker);
  return kept;
}
