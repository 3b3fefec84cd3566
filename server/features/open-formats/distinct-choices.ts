import { choiceTextKey } from "../../../contract/edit-game";
import type { StoryBeats } from "../../db/schema";

type Choice = StoryBeats["chapters"][number]["scenes"][number]["choices"][number];

const sameTarget = (a: Choice, b: Choice) =>
  a.leadsToScene === b.leadsToScene &&
  a.leadsToChapter === b.leadsToChapter &&
  a.leadsToEnding === b.leadsToEnding;

/**
 * A hand-written passage may hold the same link twice, or two links play could not tell apart
 * ("Go north" and "go north!" to different passages); the contract refuses both, since play
 * matches a choice by its text. The same link again is dropped; a look-alike leading elsewhere
 * is numbered ("Go north (2)"). Each change is reported through `warn`. It stops once `max`
 * choices are kept (a scene holds no more): comparing each with every one kept is then cheap.
 */
export function distinctChoices(
  choices: Choice[],
  warn: (message: string) => void,
  max = Number.POSITIVE_INFINITY,
): Choice[] {
  const kept: Choice[] = [];
  const taken = new Set<string>();
  for (const choice of choices) {
    if (kept.length >= max) break;
    const twin = kept.find((c) => choiceTextKey(c.text) === choiceTextKey(choice.text));
    if (twin && sameTarget(twin, choice)) {
      warn(`the link "${choice.text}" appears twice; it is one choice`);
      continue;
    }
    let text = choice.text;
    for (let n = 2; taken.has(choiceTextKey(text)); n++) text = `${choice.text} (${n})`;
    if (text !== choice.text) warn(`two links read "${choice.text}"; the second is now "${text}"`);
    taken.add(choiceTextKey(text));
    kept.push(text === choice.text ? choice : { ...choice, text });
  }
  return kept;
}
