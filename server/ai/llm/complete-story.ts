import { z } from "zod";
import type { CompleteStory, OutlineChapter } from "../../../contract/ai";
import { AiModelError } from "../ai-errors";
import type { CallOptions, CompleteStoryInput, GameBible } from "../narrator";
import { assembleStory, type DraftChapter, planChapters } from "../story-graph";
import { childModeRules, DATA_RULE } from "./context";
import { generateStructured, MESSAGES, type ModelRuntime } from "./model-calls";
import { InvalidAnswer } from "./schemas";
import { clip, escapeData, joinSections, oneLine, section } from "./text";

/**
 * Generate Complete Story over a model. A few chapters a call, so that no answer overruns an
 * output limit; each call sees the chapters written before it. Links are scene numbers inside
 * a chapter; story-graph.ts repairs and validates the whole against the contract.
 */

/** Chapters per model call: about 4 scenes of 80–150 words each per chapter. */
const CHAPTERS_PER_CALL = 3;
const SCENES = { min: 2, max: 5 } as const;

const s = (description: string) => z.string().describe(description);

export const StoryChaptersWire = z.object({
  chapters: z.array(
    z.object({
      title: s("Chapter title, at most 10 words"),
      scenes: z
        .array(
          z.object({
            title: s("Scene title, at most 8 words"),
            description: s("The scene itself: 80 to 150 words of vivid prose, in the story's perspective"),
            isEnding: z.boolean().describe("true only if the story ends in this scene"),
            endingTitle: s("For an ending scene, a short name for the ending; otherwise null").nullable(),
            choices: z
              .array(
                z.object({
                  text: s("What the player does, under 15 words"),
                  goesToScene: z
                    .number()
                    .nullable()
                    .describe(
                      "Number of a LATER scene in this same chapter, or null to go on to the next chapter's first scene",
                    ),
                }),
              )
              .describe("2 or 3 distinct choices; [] for an ending scene"),
          }),
        )
        .describe(`${SCENES.min + 1} to ${SCENES.max - 1} scenes; scene 1 opens the chapter`),
    }),
  ),
});
type StoryChaptersWire = z.infer<typeof StoryChaptersWire>;

const PERSPECTIVE: Record<GameBible["narrativePerspective"], string> = {
  first_person: "first person (I, me)",
  second_person: "second person (you)",
  third_person: "third person, following the protagonist by name",
};

function instructions(game: GameBible, from: number, to: number, total: number): string {
  const last = to === total;
  return [
    `You write a complete branching ${oneLine(game.genre, 40) || "adventure"} story of ${total} chapters for a text adventure game, in ${PERSPECTIVE[game.narrativePerspective]}.`,
    game.narrativeStyle ? `Style: ${oneLine(game.narrativeStyle, 160)}.` : "",
    game.authorInfluence ? `Write in the manner of ${oneLine(game.authorInfluence, 80)}.` : "",
    `- Write exactly ${to - from + 1} chapters (chapters ${from} to ${to} of ${total}), following the chapter plan when one is given.`,
    `- Each chapter has ${SCENES.min + 1} to ${SCENES.max - 1} scenes. Scene 1 opens the chapter; each scene is 80 to 150 words and names the story's own characters and places.`,
    "- Each scene that is not an ending has 2 or 3 distinct choices. goesToScene is the number of a LATER scene in the same chapter, or null to continue to the next chapter. Different choices should lead to different scenes where the story allows.",
    "- Choices only move forward: never back to an earlier scene.",
    last
      ? "- The story ends in the final chapter: its last scene is an ending (isEnding true, no choices) that resolves the main conflict."
      : "- Do not end the story in these chapters, except that at most one risky choice may lead to an early ending scene (isEnding true, no choices).",
    "- The chapters continue the story so far (in <earlier_chapters>) without repeating it.",
    childModeRules(game.childMode),
    DATA_RULE,
    "Answer with one JSON object that matches the schema; no other text.",
  ]
    .filter(Boolean)
    .join("\n");
}

function prompt(game: GameBible, plan: OutlineChapter[], from: number, to: number, earlier: string[]) {
  const cast = game.characters
    .slice(0, 20)
    .map(
      (c) =>
        `${oneLine(c.name, 60)} — ${oneLine(c.role, 80)} (${oneLine(c.characterType, 30)})${c.description ? `: ${oneLine(c.description, 200)}` : ""}`,
    )
    .join("\n");
  const planned = plan
    .slice(from - 1, to)
    .map(
      (c) =>
        `Chapter ${c.chapterNumber}: ${oneLine(c.title, 150)} — ${clip(c.outline, 600)}${c.selectedLocation ? ` (at ${oneLine(c.selectedLocation, 80)})` : ""}`,
    )
    .join("\n");
  return joinSections([
    section("title", escapeData(oneLine(game.title, 100))),
    section("storyline", escapeData(clip(game.storyline || game.description || "", 3000))),
    section("characters", escapeData(cast)),
    section("chapter_plan", escapeData(planned)),
    section("earlier_chapters", escapeData(clip(earlier.join("\n"), 4000))),
    `Write exactly ${to - from + 1} chapters (chapters ${from} to ${to}).`,
  ]);
}

function toDraft(wire: StoryChaptersWire, count: number): DraftChapter[] {
  if (wire.chapters.length < count)
    throw new InvalidAnswer(`expected exactly ${count} chapters, got ${wire.chapters.length}`);
  return wire.chapters.slice(0, count).map((chapter, i) => {
    const scenes = chapter.scenes.filter((scene) => scene.description.trim().length >= 40);
    if (scenes.length < SCENES.min)
      throw new InvalidAnswer(`chapter ${i + 1}: write at least ${SCENES.min + 1} scenes of 80 to 150 words`);
    if (scenes[0]?.isEnding) throw new InvalidAnswer(`chapter ${i + 1}: scene 1 cannot be an ending`);
    return {
      title: oneLine(chapter.title, 150),
      scenes: scenes.slice(0, SCENES.max).map((scene) => ({
        title: oneLine(scene.title, 120),
        description: scene.description,
        isEnding: scene.isEnding,
        endingTitle: scene.endingTitle,
        choices: scene.choices.map((c) => ({
          text: oneLine(c.text, 200),
          toScene: c.goesToScene === null ? null : Math.round(c.goesToScene),
        })),
      })),
    };
  });
}

export async function generateCompleteStory(
  rt: ModelRuntime,
  input: CompleteStoryInput,
  options: CallOptions | undefined,
): Promise<CompleteStory> {
  const plan = planChapters(input.game.chapters, input.chapterCount);
  const total = plan.length || Math.max(1, input.chapterCount);
  const chapters: DraftChapter[] = [];
  for (let from = 1; from <= total; from += CHAPTERS_PER_CALL) {
    const to = Math.min(total, from + CHAPTERS_PER_CALL - 1);
    const earlier = chapters.map(
      (c, i) => `Chapter ${i + 1}: ${c.title} — ${c.scenes.map((scene) => scene.title).join("; ")}`,
    );
    const part = await generateStructured(
      rt,
      {
        instructions: instructions(input.game, from, to, total),
        prompt: prompt(input.game, plan, from, to, earlier),
        schema: StoryChaptersWire,
        name: "complete_story_chapters",
        maxOutputTokens: 1800 * (to - from + 1),
        finalize: (wire) => toDraft(wire, to - from + 1),
      },
      options,
    );
    chapters.push(...part);
  }
  try {
    return assembleStory({ chapters });
  } catch (error) {
    throw new AiModelError(MESSAGES.answer, 502, { cause: error });
  }
}
