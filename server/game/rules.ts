import { randomUUID } from "node:crypto";
import type { InventoryItem, PlayerState, StateChanges } from "../../contract/ai";
import { EXPERIENCE_PER_LEVEL, INVENTORY_LIMIT } from "../../contract/constants";
import type { GameBible } from "../ai/narrator";
// Pure text helper: a sentence split that knows "Dr. Hale" is not two sentences.
import { sentenceSpans } from "../ai/storyteller/text";

type Perspective = GameBible["narrativePerspective"];

/**
 * The engine's rules: a narrator only proposes changes; this pure module decides what
 * happens to the player's state. Nothing here trusts the narrator's numbers.
 */
export type RulesOutcome = {
  state: PlayerState;
  progress: number;
  /** Items the narrator offered that did not fit: the story must say they were left behind. */
  refusedItems: string[];
  levelsGained: number;
  /** Health reached 0 on this turn: the run ends. */
  died: boolean;
  /** Sentences the scene must carry so that prose and state agree (a full pack, a level up). */
  notes: string[];
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What a scene must say when items did not fit in the pack. */
export const fullPackNote = (refused: string[]) =>
  `Your pack is full (${INVENTORY_LIMIT} items), so you leave ${refused.map((n) => `the ${n}`).join(" and ")} behind.`;

export function levelFor(experience: number): number {
  return 1 + Math.floor(Math.max(0, experience) / EXPERIENCE_PER_LEVEL);
}

export function applyChanges(
  state: PlayerState,
  changes: StateChanges,
  progress: number,
  newId: () => string = randomUUID,
): RulesOutcome {
  const notes: string[] = [];
  const maxHealth = Math.max(1, state.maxHealth);
  const health = clamp(Math.round(state.health + (changes.healthDelta ?? 0)), 0, maxHealth);

  const experience = Math.max(0, state.experience + Math.max(0, Math.round(changes.experienceDelta ?? 0)));
  const level = Math.max(state.level, levelFor(experience));
  const levelsGained = level - state.level;
  if (levelsGained > 0) notes.push(`You have reached level ${level}.`);

  let inventory: InventoryItem[] = state.inventory.filter(
    (item) => !(changes.removeItems ?? []).some((name) => sameName(name, item.name)),
  );
  const refusedItems: string[] = [];
  for (const offered of changes.addItems ?? []) {
    if (inventory.some((item) => sameName(item.name, offered.name))) continue;
    if (inventory.length >= INVENTORY_LIMIT) {
      refusedItems.push(offered.name);
      continue;
    }
    inventory = [
      ...inventory,
      {
        id: newId(),
        name: offered.name,
        type: offered.type || "item",
        description: offered.description ?? "",
      },
    ];
  }
  if (refusedItems.length) notes.push(fullPackNote(refusedItems));

  const achievements = [...state.achievements];
  for (const a of changes.achievements ?? []) {
    if (!achievements.some((have) => sameName(have, a))) achievements.push(a.trim());
  }

  return {
    state: {
      health,
      maxHealth,
      level,
      experience,
      inventory,
      currentLocation: changes.location?.trim() || state.currentLocation,
      achievements,
    },
    progress: clamp(progress + (changes.progressDelta ?? 0), 0, 100),
    refusedItems,
    levelsGained,
    died: state.health > 0 && health === 0,
    notes,
  };
}

/** What an author's choice effects (contract ChoiceEffects) do, with the scene's own changes. */
export type AuthoredEffects = {
  addItems?: string[];
  removeItems?: string[];
  health?: number;
  experience?: number;
  achievement?: string;
};

/**
 * A written scene's changes with the effects of the choice that led to it (issue 29). The author
 * is trusted where the narrator is not: an effect may take experience away (the level reached is
 * kept, as ever). Everything else goes through applyChanges: the pack's limit, health's range.
 */
export function applyAuthored(
  state: PlayerState,
  changes: StateChanges,
  effects: AuthoredEffects | undefined,
  progress: number,
  newId: () => string = randomUUID,
): RulesOutcome {
  const experience = (changes.experienceDelta ?? 0) + (effects?.experience ?? 0);
  const outcome = applyChanges(
    state,
    {
      ...changes,
      experienceDelta: Math.max(0, experience),
      healthDelta: (changes.healthDelta ?? 0) + (effects?.health ?? 0),
      addItems: effects?.addItems?.map((name) => ({ name, type: "item", description: "" })),
      removeItems: effects?.removeItems,
      achievements: [...(changes.achievements ?? []), ...(effects?.achievement ? [effects.achievement] : [])],
    },
    progress,
    newId,
  );
  if (experience >= 0) return outcome;
  return {
    ...outcome,
    state: { ...outcome.state, experience: Math.max(0, outcome.state.experience + experience) },
  };
}

/** Sentences that promise a next scene: they cannot stand in the scene that ends the run. */
const ONWARD =
  /\b(not finished with|what happens next|up to you|waiting|next part|plain to see|choices to make|next move|if you dare|has not moved|neither, yet|what you will do|lies ahead|leads (?:on|toward))\b/i;

const WHOSE: Record<Perspective, string> = {
  first_person: "My",
  second_person: "Your",
  third_person: "Their",
};

/**
 * The closing scene when health reaches 0: the run ends, and rollback is the way back. Any
 * narrator's lines that look ahead ("the harbour is not finished with you yet") are dropped,
 * so the ending is not tacked onto a cliffhanger.
 */
export function fallenScene(
  prose: string,
  perspective: Perspective = "second_person",
): { prose: string; sceneTitle: string; choices: string[] } {
  const paragraphs = prose
    .trim()
    .split(/\n\s*\n/)
    .map((p) =>
      sentenceSpans(p)
        .filter((s) => !ONWARD.test(s))
        .join("")
        .trim(),
    )
    .filter(Boolean);
  return {
    sceneTitle: "The End of the Road",
    prose: [
      ...paragraphs,
      `${WHOSE[perspective]} strength gives out, and the world fades to black. This run of the story has ended. Roll back to the previous scene to try another way, or start a new adventure.`,
    ].join("\n\n"),
    choices: [],
  };
}
