import { z } from "zod";

/** The days "plays per day" covers, today included. */
export const ANALYTICS_DAYS = 30;
/** Most chosen choices and typed actions are counted over the latest this many runs. */
export const RANKED_RUNS = 1000;
/** Scenes listed under "most chosen choices", and choices under each. */
export const TOP_SCENES = 5;
export const TOP_CHOICES_PER_SCENE = 4;
/** Free actions listed; each typed in at least FREE_ACTION_MIN_RUNS different runs. */
export const TOP_FREE_ACTIONS = 8;
export const FREE_ACTION_MIN_RUNS = 2;

const count = z.number().int().min(0);

/**
 * GET /api/games/{id}/analytics (issue 34): how a game is played, summed from the sessions and
 * turns already stored. No personal data: players are counted, never named; free actions are
 * listed only when several runs typed the same words and they pass the child-safe check.
 */
export const GameAnalytics = z.object({
  gameId: z.string(),
  title: z.string(),
  /** For the empty state's share link: a draft has none to share yet. */
  shareSlug: z.string(),
  isPublished: z.boolean(),
  /** Runs started by players (the owner's previews are test runs, not plays). */
  playsStarted: count,
  /** Signed-in players counted once each; a visitor's run counts as one player. */
  uniquePlayers: count,
  /** Actions answered with a scene (the opening scenes are not turns). */
  turnsPlayed: count,
  /** Runs that reached an ending (progress 100) or the story's last chapter, rolled back since or not. */
  finishedRuns: count,
  /** Scenes a run is at, on average (0 without plays). */
  averageScenesPerRun: z.number().min(0),
  /** The chapters the story has: where the funnel ends. */
  chapterCount: count,
  /** Chapter by chapter: runs that got that far, and runs whose furthest chapter it is. */
  funnel: z.array(
    z.object({
      chapter: z.number().int().min(1),
      title: z.string().nullable(),
      reached: count,
      stoppedHere: count,
    }),
  ),
  /** The scenes choices were most taken at, with their most taken choices (latest RANKED_RUNS runs). */
  topChoices: z.array(
    z.object({
      scene: z.string(),
      choices: z.array(z.object({ text: z.string(), count })),
    }),
  ),
  /** Typed actions that were not one of the offered choices, lower-cased, most typed first (latest RANKED_RUNS runs). */
  topFreeActions: z.array(z.object({ text: z.string(), count })),
  /** One entry per day (UTC, oldest first) of the last ANALYTICS_DAYS days, zero days included. */
  playsPerDay: z.array(z.object({ date: z.string(), plays: count })),
});
export type GameAnalytics = z.infer<typeof GameAnalytics>;

/** GET /api/games/stats: the dashboard's stats card, across all the creator's games. */
export const CreatorStats = z.object({
  totalPlays: count,
  finishedRuns: count,
});
export type CreatorStats = z.infer<typeof CreatorStats>;
