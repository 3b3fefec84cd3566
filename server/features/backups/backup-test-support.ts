import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  characterEvents,
  characters,
  games,
  outlineChapters,
  storyChapters,
  storyJobs,
} from "../../db/schema";
import { shareSlug } from "../games/share-slug";

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/**
 * A game with every part a backup holds: a written story (storyBeats), plot lines, a cast with
 * progression, an author's event, an outline naming its characters, and a finished complete story.
 */
export async function seedRichGame(db: Db, creatorId: string, title: string) {
  const id = randomUUID();
  await db.insert(games).values({
    id,
    creatorId,
    title,
    description: `${title}: a lamplighter's errand.`,
    genre: "fantasy",
    storyline: "Wren must relight the Lantern of Hollow Vale before the longest night.",
    narrativePerspective: "first_person",
    narrativeStyle: "whimsical",
    authorInfluence: "Keep it gentle.",
    gameplayMode: "linear",
    chapterCount: 3,
    allowRegeneration: false,
    hasStructuredStory: true,
    useCompleteStorySystem: true,
    shareSlug: shareSlug(title),
    plotLines: [
      {
        title: "The cold flame",
        description: "Why the lantern went out",
        keyEvents: ["The wick is stolen"],
        characters: ["Wren"],
        priority: "critical",
        isActive: true,
        targetEnding: "The flame returns",
      },
    ],
    storyBeats: {
      chapters: [
        {
          id: "1700000000001",
          title: "The Dark Square",
          scenes: [
            {
              id: "1700000000002",
              title: "Dusk",
              description: "The square is dark; the lantern stands cold above the well.",
              choices: [{ id: "1700000000003", text: "Climb the tower", leadsToScene: "1700000000004" }],
            },
            {
              id: "1700000000004",
              title: "The Tower",
              description: "Wind whistles through the tower's slats.",
              isEndingScene: true,
              choices: [],
            },
          ],
        },
      ],
      endings: [{ id: "1700000000005", title: "Light returns" }],
      // What a Twee import kept (ADR 023): a backup restores it as it was.
      twee: {
        format: "SugarCube",
        tags: { "1700000000002": ["dusk"] },
        passages: [{ name: "StoryInit", tags: [], text: "<<set $lamp to false>>" }],
      },
    },
    createdAt: minutesAgo(60),
    updatedAt: minutesAgo(30),
  });
  const wren = randomUUID();
  const maud = randomUUID();
  await db.insert(characters).values([
    {
      id: wren,
      gameId: id,
      position: 0,
      name: "Wren",
      role: "Lamplighter",
      characterType: "protagonist",
      description: "A young lamplighter, braver now.",
      baseDescription: "A young lamplighter.",
      currentStatus: "Determined",
      lastUpdatedScene: 4,
      age: 16,
      eyeColor: "grey",
      personality: "Curious",
      background: "Raised by the keeper",
      createdAt: minutesAgo(59),
    },
    {
      id: maud,
      gameId: id,
      position: 1,
      name: "Old Maud",
      role: "Keeper",
      characterType: "mentor",
      isRealPerson: false,
    },
  ]);
  await db.insert(characterEvents).values({
    id: randomUUID(),
    characterId: wren,
    gameId: id,
    eventType: "achievement",
    eventDescription: "Climbed the lantern tower alone",
    impactLevel: "major",
    relatedCharacters: ["Old Maud"],
    sceneNumber: 4,
    createdAt: minutesAgo(40),
  });
  await db.insert(outlineChapters).values([
    {
      id: randomUUID(),
      gameId: id,
      chapterNumber: 1,
      title: "The Dark Square",
      outline: "Wren finds the lantern cold.",
      content: "The square was dark when Wren arrived.",
      selectedCharacters: [wren, maud],
      selectedLocation: "City Center",
      isGenerated: true,
      actionOptions: [{ id: "a1", text: "Ask Maud", description: "She knows", targetChapter: 2 }],
    },
    { id: randomUUID(), gameId: id, chapterNumber: 2, title: "The Tower", selectedCharacters: [wren] },
  ]);
  const jobId = randomUUID();
  await db.insert(storyJobs).values({
    id: jobId,
    gameId: id,
    userId: creatorId,
    status: "completed",
    totalChapters: 1,
    plan: [
      {
        chapterNumber: 1,
        title: "Dusk",
        outline: "The lantern is cold",
        selectedCharacters: [wren],
        selectedLocation: "Park",
      },
    ],
    finishedAt: minutesAgo(35),
  });
  await db.insert(storyChapters).values({
    id: randomUUID(),
    storyJobId: jobId,
    gameId: id,
    chapterNumber: 1,
    title: "Dusk",
    content: "Dusk fell on Hollow Vale.",
    seamed: true,
  });
  return { id, characterIds: [wren, maud] };
}

/**
 * Everything a user's games hold, without what a restore renews (ids, share links, the game's
 * and the job's dates, who started the job); character ids named elsewhere become names.
 */
export async function userContent(db: Db, userId: string) {
  const owned = await db.select().from(games).where(eq(games.creatorId, userId)).orderBy(asc(games.title));
  const ids = owned.map((g) => g.id);
  if (!ids.length) return [];
  const cast = await db.select().from(characters).where(inArray(characters.gameId, ids));
  const names = new Map(cast.map((c) => [c.id, c.name]));
  const events = await db.select().from(characterEvents).where(inArray(characterEvents.gameId, ids));
  const outline = await db.select().from(outlineChapters).where(inArray(outlineChapters.gameId, ids));
  const jobs = await db.select().from(storyJobs).where(inArray(storyJobs.gameId, ids));
  const written = await db.select().from(storyChapters).where(inArray(storyChapters.gameId, ids));
  const named = (list: string[]) => list.map((v) => names.get(v) ?? v);
  return owned.map(
    ({ id, shareSlug: _s, createdAt: _c, updatedAt: _u, creatorId: _o, restoredFrom: _r, ...game }) => ({
      game,
      characters: cast
        .filter((c) => c.gameId === id)
        .sort((a, b) => a.position - b.position)
        .map(({ id: _i, gameId: _g, ...c }) => c),
      events: events
        .filter((e) => e.gameId === id)
        .map(({ id: _i, gameId: _g, characterId, ...e }) => ({ ...e, character: names.get(characterId) })),
      outline: outline
        .filter((c) => c.gameId === id)
        .sort((a, b) => a.chapterNumber - b.chapterNumber)
        .map(({ id: _i, gameId: _g, selectedCharacters, ...c }) => ({
          ...c,
          selectedCharacters: named(selectedCharacters),
        })),
      story: jobs
        .filter((j) => j.gameId === id)
        .map(({ id: jobId, gameId: _g, userId: _u2, updatedAt: _u3, runs: _r, plan, ...j }) => ({
          ...j,
          plan: plan?.map((p) => ({ ...p, selectedCharacters: named(p.selectedCharacters) })),
          chapters: written
            .filter((c) => c.storyJobId === jobId)
            .map(({ id: _i, gameId: _g, storyJobId: _j, ...c }) => c),
        })),
    }),
  );
}
