import type { GameDocument } from "./backup-format";

/** The fixed time of test and bench archives: the same bytes every run. */
export const DOCUMENT_AT = "2026-11-26T05:12:31.000Z";

/** A game's backup document with nothing in it but a title; `game` and `parts` add the rest. */
export function gameDocument(
  title: string,
  game: Partial<GameDocument["game"]> = {},
  parts: Partial<Omit<GameDocument, "game">> = {},
): GameDocument {
  return {
    game: {
      id: "g1",
      title,
      description: null,
      genre: "fantasy",
      storyline: "",
      childMode: false,
      narrativePerspective: "third_person",
      narrativeStyle: "adventurous",
      authorInfluence: null,
      gameplayMode: "interactive",
      chapterCount: 3,
      isPublic: false,
      isDraft: true,
      isPublished: false,
      publishedAt: null,
      allowRegeneration: true,
      hasStructuredStory: false,
      useCompleteStorySystem: false,
      storyBeats: null,
      plotLines: [],
      shareSlug: "a-tale-abcdef",
      createdAt: DOCUMENT_AT,
      updatedAt: DOCUMENT_AT,
      ...game,
    },
    characters: [],
    events: [],
    outlineChapters: [],
    completeStory: null,
    ...parts,
  };
}
