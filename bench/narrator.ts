// Narrator benchmarks (issue 3): prompt size as a story grows, and the embedded storyteller's
// speed. Run by `npm run bench` (or `node --import tsx bench/narrator.ts [--json]`).
import os from "node:os";
import { DEFAULT_PLAYER_STATE, type PlayerState } from "../contract/ai";
import { buildTurnContext, naiveFullHistoryPrompt } from "../server/ai/llm/context";
import {
  EMPTY_MEMORY,
  type GameBible,
  type RecentScene,
  type StoryMemory,
  type TurnInput,
} from "../server/ai/narrator";
import { createEmbeddedNarrator } from "../server/ai/storyteller/embedded-narrator";
import { applyChanges } from "../server/game/rules";

const json = process.argv.includes("--json");
const log = (msg: string) => process.stderr.write(`${msg}\n`);

const game: GameBible = {
  id: "bench-game",
  title: "The Salt Crown",
  genre: "fantasy",
  description: "A drowned kingdom, a stolen crown, and a tide that will not turn.",
  storyline:
    "Ilsa, a smuggler's daughter, must return the Salt Crown to the sea before the tide swallows the city.",
  childMode: false,
  narrativePerspective: "second_person",
  narrativeStyle: "adventurous",
  authorInfluence: "Ursula K. Le Guin",
  gameplayMode: "interactive",
  characters: [
    {
      name: "Ilsa",
      role: "Smuggler's daughter",
      characterType: "protagonist",
      description: "Sharp-eyed and stubborn.",
    },
    {
      name: "Captain Varro",
      role: "Harbour master",
      characterType: "antagonist",
      description: "Polite and ruthless.",
    },
    {
      name: "Nell",
      role: "Lamp-keeper",
      characterType: "mentor",
      description: "Knows every tide table by heart.",
    },
  ],
  chapters: Array.from({ length: 20 }, (_, i) => ({
    chapterNumber: i + 1,
    title: `Chapter ${i + 1}`,
    outline: `Ilsa follows the crown's trail through the ${["docks", "market", "chapel", "cliffs"][i % 4]}.`,
    selectedCharacters: ["Ilsa", i % 2 ? "Nell" : "Captain Varro"],
    selectedLocation: ["Market", "Beach", "Museum", "Forest"][i % 4] ?? "Market",
  })),
};

/** Plays the embedded storyteller for `scenes` turns, as a player choosing its choices would. */
async function playStory(scenes: number) {
  const narrator = createEmbeddedNarrator();
  const history: RecentScene[] = [];
  const snapshots = new Map<number, TurnInput>();
  let state: PlayerState = DEFAULT_PLAYER_STATE;
  let memory: StoryMemory = EMPTY_MEMORY;
  let progress = 0;
  let action = "Begin the adventure";
  for (let scene = 1; scene <= scenes; scene++) {
    const input: TurnInput = {
      seed: "bench",
      game,
      state,
      sceneNumber: scene,
      action,
      memory,
      recent: history.slice(-3),
      progress,
    };
    snapshots.set(scene, input);
    const result = await narrator.takeTurn(input).outcome;
    const applied = applyChanges(state, result.changes, progress);
    // Keep the bench player alive so the story runs its whole length.
    state = { ...applied.state, health: Math.max(applied.state.health, 50) };
    progress = applied.progress >= 100 ? 50 : applied.progress;
    memory = result.memory;
    history.push({ sceneNumber: scene, action, prose: result.prose });
    action = result.choices[scene % result.choices.length] ?? "Continue";
  }
  return { history, snapshots };
}

async function promptSizes() {
  const { history, snapshots } = await playStory(500);
  // Each figure is the mean of the 10 scenes up to that point: one scene's prose length alone
  // moves a single prompt by ±5%, which would hide the trend the target is about.
  const WINDOW = 10;
  const mean = (scene: number, size: (n: number) => number) => {
    let total = 0;
    for (let n = scene - WINDOW + 1; n <= scene; n++) total += size(n);
    return Math.round(total / WINDOW);
  };
  const inputAt = (scene: number) => {
    const input = snapshots.get(scene);
    if (!input) throw new Error(`no scene ${scene}`);
    return input;
  };
  const rows = [20, 100, 500].map((scene) => ({
    scene,
    budgeted: mean(scene, (n) => buildTurnContext(inputAt(n)).estimatedTokens),
    naive: mean(scene, (n) => naiveFullHistoryPrompt(inputAt(n), history.slice(0, n - 1)).estimatedTokens),
  }));
  const at = (scene: number) => rows.find((r) => r.scene === scene) as (typeof rows)[number];
  return { rows, ratio: at(500).budgeted / at(20).budgeted, naiveRatio: at(500).naive / at(20).naive };
}

async function turnsPerSecond() {
  const narrator = createEmbeddedNarrator();
  const base: TurnInput = {
    seed: "speed",
    game,
    state: DEFAULT_PLAYER_STATE,
    sceneNumber: 5,
    action: "Search the chapel for the crown",
    memory: EMPTY_MEMORY,
    recent: [],
    progress: 20,
  };
  const actions = [
    "Look around",
    "Take the lantern",
    "Talk to Nell",
    "Attack the guard",
    "Go to the market",
    "Wait",
  ];
  // Warm up, then measure for ~2 s.
  for (let i = 0; i < 200; i++) await narrator.takeTurn({ ...base, sceneNumber: i }).outcome;
  let turns = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < 2) {
    for (let i = 0; i < 100; i++, turns++) {
      await narrator.takeTurn({
        ...base,
        sceneNumber: turns,
        action: actions[turns % actions.length] ?? "Wait",
      }).outcome;
    }
    elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  }
  return turns / elapsed;
}

log("narrator bench: playing 500 scenes with the embedded storyteller…");
const sizes = await promptSizes();
log("narrator bench: measuring storyteller speed…");
const tps = await turnsPerSecond();

if (json) {
  console.log(
    JSON.stringify({ promptTokens: sizes.rows, ratio500to20: sizes.ratio, storytellerTurnsPerSecond: tps }),
  );
} else {
  const verdict = (ok: boolean) => (ok ? "meets target" : "misses target");
  console.log(
    `\nNarrator benchmarks (node ${process.version}, ${os.availableParallelism()} cores, one used)`,
  );
  console.log(
    "prompt tokens per turn        budgeted     naive full history   (mean of the 10 scenes up to each)",
  );
  for (const r of sizes.rows) {
    console.log(
      `  scene ${String(r.scene).padEnd(22)} ${String(r.budgeted).padStart(8)}     ${String(r.naive).padStart(10)}`,
    );
  }
  console.log(
    `prompt ratio scene 500 / 20    ${sizes.ratio.toFixed(3).padStart(7)}      ${sizes.naiveRatio.toFixed(1).padStart(9)}×    (target ≤ 1.1)   ${verdict(sizes.ratio <= 1.1)}`,
  );
  console.log(
    `embedded storyteller         ${Math.round(tps).toLocaleString("en-US").padStart(8)} turns/s               (target ≥ 500)   ${verdict(tps >= 500)}`,
  );
}
