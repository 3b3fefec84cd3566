import { type CompleteStory, DEFAULT_PLAYER_STATE, type PlayerState } from "../../../contract/ai";
import { applyChanges } from "../../game/rules";
import {
  type CompleteStoryInput,
  EMPTY_MEMORY,
  type GameBible,
  type StoryMemory,
  type TurnInput,
  type TurnResult,
} from "../narrator";
import { assembleStory, type DraftChapter, type DraftScene, planChapters } from "../story-graph";
import { placePhrase } from "./drafts";
import { draftOutline } from "./outline";
import { Rng } from "./random";
import { render, type Voice } from "./render";
import { childSafe } from "./safe-words";
import { writeScene } from "./scene";

/**
 * Generate Complete Story, offline. The storyteller plays its own game: each chapter opens
 * with a scene, every choice of that opening gets a scene written for it, and those scenes
 * lead on to the next chapter; the last chapter ends in a finale, and a risky choice halfway
 * through ends the tale early. Scenes are written by the same drama manager as live play, so
 * they use the game's people, places, chapter plan and genre, and child mode's wording.
 */

/** Branches written per chapter opening (the opening's first choices). */
const BRANCHES = 3;

const RISKY =
  /\b(attack|fight|stand your ground|confront|challenge|follow|climb|enter|open|chase|jump|steal|threaten)\b/i;

const ONWARD = ["Press on toward {place}", "Set out for {place}", "Make for {place} without delay"];
const ONWARD_QUIET = [
  "Take a moment, then carry on",
  "Gather your thoughts and move on",
  "Rest a little before the road ahead",
];
const TO_FINALE = ["Face what waits at the end", "See the story through"];

const EARLY_END = [
  "It is not the ending {S} hoped for. The road goes on without {O}, and the tale closes here — for now.",
  "For {O}, the story stops here. Perhaps another day, on another road, it would have gone differently.",
];
const EARLY_END_CHILD = [
  "{S} [decide|decides] that is quite enough adventure for one day and [head|heads] home. The story pauses here, ready for another try.",
  "The way ahead closes for now, so {S} [go|goes] home to think it over. Every good adventure deserves a second try.",
];
const FINAL_END = [
  'And so the tale of "{title}" comes to its close.',
  'Here ends "{title}". Whatever comes after belongs to another story.',
];

export function writeCompleteStory(input: CompleteStoryInput): CompleteStory {
  const game = withPlan(input);
  const rng = new Rng("complete-story", game.id, game.title, input.chapterCount);
  const hero =
    game.characters.find((c) => c.characterType.toLowerCase() === "protagonist")?.name ??
    game.characters[0]?.name ??
    "the traveller";
  const voice: Voice = { perspective: game.narrativePerspective, name: hero };
  const safe = (text: string) => (game.childMode ? childSafe(text) : text);
  const count = game.chapters.length;
  const earlyChapter = count >= 3 ? Math.floor(count / 2) : -1;

  let walker: Walker = { state: DEFAULT_PLAYER_STATE, memory: EMPTY_MEMORY, scene: 0, recent: [] };
  const chapters: DraftChapter[] = [];
  for (let ci = 0; ci < count; ci++) {
    const chapter = game.chapters[ci];
    const last = ci === count - 1;
    const start = (ci * 100) / count + 1;
    const opening = write(game, walker, ci === 0 ? "Begin the adventure" : "Continue", start);
    const options = opening.result.choices.slice(0, BRANCHES);
    const risky = ci === earlyChapter ? riskiestChoice(options) : -1;
    const nextPlace = game.chapters[ci + 1]?.selectedLocation?.trim();

    const scenes: DraftScene[] = [
      {
        title: opening.result.sceneTitle,
        description: opening.result.prose,
        isEnding: false,
        choices: options.map((text, i) => ({ text: safe(text), toScene: i + 2 })),
      },
    ];
    const branches = options.map((action, i) =>
      write(game, opening.after, action, start + (100 / count) * (i === 0 ? 0.5 : 0.45)),
    );
    branches.forEach((branch, i) => {
      if (i === risky) {
        const closing = rng.pick(game.childMode ? EARLY_END_CHILD : EARLY_END);
        scenes.push({
          title: branch.result.sceneTitle,
          description: `${withoutHook(branch.result.prose)}\n\n${render(closing, voice, {})}`,
          isEnding: true,
          endingTitle: game.childMode ? "Home Before Dark" : "A Road Not Finished",
          choices: [],
        });
        return;
      }
      const onward = last
        ? TO_FINALE.map((text) => ({ text, toScene: options.length + 2 }))
        : [
            {
              text: nextPlace
                ? render(rng.pick(ONWARD), voice, { place: placePhrase(nextPlace) })
                : "Press on",
              toScene: null,
            },
            { text: rng.pick(ONWARD_QUIET), toScene: null },
          ];
      scenes.push({
        title: branch.result.sceneTitle,
        description: branch.result.prose,
        isEnding: false,
        choices: onward.map((c) => ({ ...c, text: safe(c.text) })),
      });
    });
    // The story goes on from the first branch taken; the others rejoin it at the next chapter.
    walker = branches[0]?.after ?? opening.after;

    if (last) {
      const finale = write(game, walker, "Continue", 97);
      scenes.push({
        title: finale.result.sceneTitle,
        description: `${withoutHook(finale.result.prose)}\n\n${render(rng.pick(FINAL_END), voice, { title: game.title })}`,
        isEnding: true,
        endingTitle: "Journey's End",
        choices: [],
      });
    }
    chapters.push({ title: chapter?.title ?? `Chapter ${ci + 1}`, scenes });
  }
  return assembleStory({ chapters });
}

type Walker = { state: PlayerState; memory: StoryMemory; scene: number; recent: TurnInput["recent"] };

/** One scene written for `action` from where the walker stands, and where it leaves it. */
function write(game: GameBible, from: Walker, action: string, progress: number) {
  const sceneNumber = from.scene + 1;
  const result: TurnResult = writeScene({
    seed: `complete-story|${game.id}`,
    game,
    state: from.state,
    sceneNumber,
    action,
    memory: from.memory,
    recent: from.recent.slice(-3),
    progress,
  });
  // A written story has no hit points to lose: only what the player finds carries on.
  const { healthDelta: _, ...changes } = result.changes;
  let n = 0;
  const applied = applyChanges(from.state, changes, progress, () => `story-item-${sceneNumber}-${++n}`);
  const after: Walker = {
    state: applied.state,
    memory: result.memory,
    scene: sceneNumber,
    recent: [...from.recent, { sceneNumber, action, prose: result.prose }].slice(-3),
  };
  return { result, after };
}

/** The game with a chapter plan (its outline folded, or one drafted) and a cast. */
function withPlan(input: CompleteStoryInput): GameBible {
  const { game } = input;
  const count = Math.max(1, input.chapterCount);
  if (game.chapters.length > 0 && game.characters.length > 0)
    return { ...game, chapters: planChapters(game.chapters, count) };
  const drafted = draftOutline({
    title: game.title,
    genre: game.genre,
    childMode: game.childMode,
    chapterCount: count,
    storyline: game.storyline || game.description || game.title,
    characters: game.characters,
    plotLines: game.plotLines,
  });
  return {
    ...game,
    characters: game.characters.length
      ? game.characters
      : drafted.mainCharacters.map((c) => ({ ...c, description: c.description })),
    chapters: game.chapters.length ? planChapters(game.chapters, count) : drafted.chapters,
  };
}

/** The choice that ends the tale early: never the first (the main road runs through it). */
function riskiestChoice(options: string[]): number {
  if (options.length < 2) return -1;
  const risky = options.findIndex((o, i) => i > 0 && RISKY.test(o));
  if (risky > 0) return risky;
  // Setting off somewhere new reads badly as an ending; staying to act does not.
  const still = options.findIndex((o, i) => i > 0 && !/^(head|go|walk|return|set out)\b/i.test(o));
  return still > 0 ? still : options.length - 1;
}

/** A scene's closing hook ("What happens next is up to you.") does not belong before an ending. */
function withoutHook(prose: string): string {
  const trimmed = prose.trim();
  const cut = trimmed.replace(
    /\s*[^.!?\n]*\b(next|yet|waiting|dare|plain to see|up to you)\b[^.!?\n]*[.!?]$/i,
    "",
  );
  return cut.length > trimmed.length * 0.6 ? cut : trimmed;
}
