// Prints one embedded-storyteller scene in five genres (the samples of issue 3's closing note).
// Usage: node --import tsx scripts/storyteller-samples.ts

import { DEFAULT_PLAYER_STATE } from "../contract/ai";
import { EMPTY_MEMORY, type GameBible } from "../server/ai/narrator";
import { createEmbeddedNarrator } from "../server/ai/storyteller/embedded-narrator";

const n = createEmbeddedNarrator();
const games: Array<[string, string, string, string, [string, string, string][], string]> = [
  [
    "fantasy",
    "The Ember Crown",
    "A stolen crown smoulders in the hands of a usurper.",
    "Kael, a disgraced knight, must recover the Ember Crown before the coronation.",
    [
      ["Kael", "Disgraced knight", "protagonist"],
      ["Sister Ilse", "Healer", "ally"],
      ["Lord Varn", "Usurper", "antagonist"],
    ],
    "Search the abandoned chapel",
  ],
  [
    "sci-fi",
    "Signal from Kepler Deep",
    "A derelict relay station starts broadcasting again.",
    "Engineer Noor Hadid boards the relay to find who is sending the signal.",
    [
      ["Noor Hadid", "Station engineer", "protagonist"],
      ["AUGUR", "Ship AI", "ally"],
    ],
    "Talk to AUGUR about the signal",
  ],
  [
    "mystery",
    "The Glasshouse Affair",
    "A botanist is found dead among her orchids.",
    "Inspector Maud Greaves must find the killer before the gala ends.",
    [
      ["Maud Greaves", "Inspector", "protagonist"],
      ["Felix Arden", "Nephew", "supporting"],
    ],
    "Look at the broken pane",
  ],
  [
    "horror",
    "What the Tide Left",
    "Something walks out of the sea each night at low tide.",
    "Ruth returns to her drowned hometown to learn why her brother vanished.",
    [
      ["Ruth Calder", "Returning daughter", "protagonist"],
      ["Old Tam", "Fisherman", "supporting"],
    ],
    "Go down to the harbour",
  ],
  [
    "romance",
    "Letters to Via Lucca",
    "Two rival bakers on one narrow street in Florence.",
    "Giulia and Matteo exchange anonymous letters without knowing who writes them.",
    [
      ["Giulia", "Baker", "protagonist"],
      ["Matteo", "Rival baker", "love interest"],
    ],
    "Take the letter from under the door",
  ],
];
for (const [genre, title, description, storyline, cast, action] of games) {
  const game: GameBible = {
    id: `g-${genre}`,
    title,
    genre,
    description,
    storyline,
    childMode: false,
    narrativePerspective: "second_person",
    narrativeStyle: null,
    authorInfluence: null,
    gameplayMode: "interactive",
    characters: cast.map(([name, role, characterType], i) => ({
      id: `c${i}`,
      name,
      role,
      characterType,
      description: null,
    })),
    chapters: [],
  };
  const s = n.takeTurn({
    seed: `sample-${genre}`,
    game,
    state: DEFAULT_PLAYER_STATE,
    sceneNumber: 2,
    action,
    memory: EMPTY_MEMORY,
    recent: [],
    progress: 5,
  });
  for await (const _ of s.textStream) {
  }
  const r = await s.outcome;
  console.log(
    `### ${genre} — “${title}”, action: “${action}”\n**${r.sceneTitle}**\n\n${r.prose}\n\nChoices: ${r.choices.join(" · ")}\nChanges: ${JSON.stringify(r.changes)}\n`,
  );
}
