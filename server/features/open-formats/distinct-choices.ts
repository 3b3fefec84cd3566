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
 * is numbered ("Go north (2)"). Each change is reported through `warn`. Only the first `max`
 * distinct choices are kept (a scene holds no more); `more` counts the links left after them,
 * unread: a passage of 40,000 links costs no more than its first few (comparing each with every
 * one kept was quadratic).
 */
export function distinctChoices(
  choices: Choice[],
  warn: (message: string) => void,
  max = Number.POSITIVE_INFINITY,
): { kept: Choice[]; more: number } {
  const kept: Choice[] = [];
  const taken = new Set<string>();
  let i = 0;
  for (; i < choices.length && kept.length < max; i++) {
    const choice = choices[i] as Choice;
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
  return { kept, more: choices.length - i };
}
