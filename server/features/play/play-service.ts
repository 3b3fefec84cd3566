import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { User } from "../../../contract/account";
import { DEFAULT_PLAYER_STATE, type PlayerState } from "../../../contract/ai";
import type { ActionResponse, PlayGame, SessionData } from "../../../contract/play";
import { AiModelError } from "../../ai/ai-errors";
import { EMPTY_MEMORY, type StoryMemory, type TurnInput } from "../../ai/narrator";
import { takeSafeTurn } from "../../ai/safety";
import type { Db } from "../../db/client";
import { characterEvents, playSessions, turns, user as users } from "../../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import { findGameBySlug, type GameRow, loadGameBible } from "../../game/game-bible";
import { applyChanges, fallenScene } from "../../game/rules";
import { type BeatScene, beatProgress, chapterBeat, writtenStory } from "../../game/story-walk";
import type { AiService } from "../../plugins/ai";
import {
  type ChapterMemory,
  chapterChoices,
  chapterProgress,
  chapterScene,
  chapterStory,
  currentChapterOf,
  followChapterChoice,
  isWritten,
} from "./chapter-story";
import { countFinish, countPlayStart } from "./play-counts";
import {
  canPlay,
  type LoadedSession,
  loadSession,
  loadSessionForTurn,
  SessionMessages,
} from "./session-access";
import { forgetSession, rememberTurn } from "./session-cache";
import { playGame, sceneView, sessionView } from "./session-view";
import { type TurnRow, turnChain } from "./turn-chain";
import { commitTurn } from "./turn-commit";
import { eventRows, playedEvents } from "./turn-events";
import { reachBeat, writtenTurn } from "./written-play";
import { beatScene, currentBeat, findBeat, openingBeat, type WrittenScene } from "./written-story";

export { AUTO_SAVES_KEPT } from "./turn-commit";

export const OPENING_ACTION = "Begin the adventure";
const RECENT_SCENES = 3;
/** Roll backs Redo can undo, newest kept: a player rolling back further loses the oldest. */
const REDO_KEPT = 100;

/**
 * A re-rolled scene is the same moment told again: the player's health and experience (and the
 * level that comes with it) stay what the scene being replaced made them — regenerating must not
 * be a way to dodge a wound or to farm experience. Before this, a re-roll wrote from a fresh seed
 * and rolled new damage and rewards. Only a scene that changes the run's course changes them: one
 * where the player falls (or a fall re-told as a survival), whose text is about exactly that.
 */
export function keptOutcome(fresh: WrittenScene, replaced: TurnRow): WrittenScene {
  const was = replaced.state as PlayerState;
  const now = fresh.state as PlayerState;
  if (now.health <= 0 || was.health <= 0) return fresh;
  // The rules' note of a level reached is true of the kept level only.
  const prose =
    now.level === was.level ? fresh.prose : fresh.prose.replace(/\s*You have reached level \d+\./, "");
  return {
    ...fresh,
    prose,
    state: {
      ...now,
      health: was.health,
      maxHealth: was.maxHealth,
      experience: was.experience,
      level: was.level,
    },
  };
}

export const PlayMessages = {
  ...SessionMessages,
  ended: "This adventure has ended. Roll back to the previous scene or start a new game.",
  raced: "The story moved on in another window. Reload to continue from the latest scene.",
  firstScene: "You are at the first scene; there is nothing to roll back to.",
  lastChapter: "There is no next chapter: this story has reached its last one.",
  storyEnded: "This story has reached its ending. Roll back to choose another path, or start a new game.",
  noRegeneration: "This game does not allow regenerating scenes.",
  writtenRegeneration:
    "The scenes of this story are written in advance, so regenerating would give the same scene. Roll back to choose another path.",
  firstSceneRegeneration: "The opening scene cannot be regenerated. Start a new game for a new opening.",
  previewOnly: "Only the game's creator can preview from a scene",
  sceneNotInStory: "That scene is not in the saved story",
} as const;

/** A narrator's scene is not a written chapter, whatever the memory it started from said. */
function plainMemory(memory: StoryMemory): StoryMemory {
  const { writtenChapter: _, ...rest } = memory as ChapterMemory;
  return rest;
}

/** 32 random bytes: far past the 128 bits a guess would have to beat. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

type Loaded = LoadedSession;

/**
 * Preview from here: the scene of the saved written story a preview opens at. Whoever may not play
 * the game was already answered 404 (canPlay: a draft's existence is not leaked); whoever may play
 * it — a published game's player, or its owner outside preview — sees the game anyway, so a 403
 * that says why leaks nothing.
 */
function previewStart(
  game: GameRow,
  beats: ReturnType<typeof writtenStory>,
  previewMode: boolean,
  viewer: User | null,
  sceneId: string,
): BeatScene {
  if (!previewMode || !viewer || viewer.id !== game.creatorId) throw forbidden(PlayMessages.previewOnly);
  const beat = beats && findBeat(beats, sceneId);
  if (!beat) throw badRequest(PlayMessages.sceneNotInStory);
  return beat;
}

/** How a scene reaches the player while it is written, and how the player's leaving stops it. */
export type SceneListener = {
  /** Each piece of prose as the narrator writes it (the SSE stream). */
  onText?: (chunk: string) => void;
  /** Aborted when the player disconnects: the narrator stops and nothing is stored. */
  signal?: AbortSignal;
};

export class PlayService {
  constructor(
    private readonly db: Db,
    private readonly ai: AiService,
    /** Other instances share the database (PostgreSQL): copies of sessions are confirmed. */
    private readonly shared = false,
  ) {}

  private async creatorName(game: GameRow): Promise<string> {
    if (!game.creatorId) return "Taleforge";
    const [row] = await this.db
      .select({ firstName: users.firstName, name: users.name })
      .from(users)
      .where(eq(users.id, game.creatorId));
    return row?.firstName || row?.name || "A Taleforge creator";
  }

  /** The game as play shows it, with its writer named (About, issue 32). */
  private async playGame(game: GameRow): Promise<PlayGame> {
    const [name, writer] = await Promise.all([this.creatorName(game), this.ai.writerFor(game.creatorId)]);
    return { ...playGame(game, name), writer };
  }

  /** The session with enough of its story for a turn (and a re-roll, which starts one back). */
  private load(token: string, viewer: User | null): Promise<Loaded> {
    return loadSession(this.db, token, viewer, RECENT_SCENES + 1);
  }

  /** As `load`, from this process's copy of a session in play when it has one. */
  private loadForTurn(token: string, viewer: User | null): Promise<Loaded> {
    return loadSessionForTurn(this.db, token, viewer, RECENT_SCENES + 1, this.shared);
  }

  private async view(
    game: GameRow,
    turn: TurnRow,
    systemMessage: string | null = null,
  ): Promise<ActionResponse> {
    return sceneView(game, turn, await turnChain(this.db, turn.id, 12), systemMessage);
  }

  async start(
    gameSlug: string,
    previewMode: boolean,
    viewer: User | null,
    startScene?: string,
  ): Promise<SessionData> {
    const game = await findGameBySlug(this.db, gameSlug);
    if (!game || !canPlay(game, viewer)) throw notFound(PlayMessages.gameNotFound);
    const beats = writtenStory(game);
    const opening = startScene
      ? previewStart(game, beats, previewMode, viewer, startScene)
      : beats && openingBeat(beats);
    const bible = await loadGameBible(this.db, game);
    const token = newSessionToken();
    // A game of written chapters opens with its first one as written (ADR 018).
    const chapters = !opening ? chapterStory(bible) : null;
    const written =
      beats && opening
        ? beatScene(beats, opening, DEFAULT_PLAYER_STATE, EMPTY_MEMORY, beatProgress(opening))
        : chapters && isWritten(chapters, 0)
          ? chapterScene(chapters, 0, DEFAULT_PLAYER_STATE, EMPTY_MEMORY, 0)
          : await this.write(
              {
                seed: `${game.id}:${token}`,
                game: bible,
                state: DEFAULT_PLAYER_STATE,
                sceneNumber: 1,
                action: OPENING_ACTION,
                memory: EMPTY_MEMORY,
                recent: [],
                progress: 0,
              },
              game,
            );
    // Only a child-mode check of the written scene can refuse an opening; try again then.
    if (written.refused)
      throw new AiModelError("The storyteller could not write a suitable opening. Please try again.");
    const turn = this.turnRow(token, null, 1, OPENING_ACTION, written);
    const preview = previewMode && viewer?.id === game.creatorId;
    await this.db.transaction(async (tx) => {
      await tx.insert(playSessions).values({
        token,
        gameId: game.id,
        playerId: viewer?.id ?? null,
        previewMode: preview,
        sceneNumber: 1,
      });
      await tx.insert(turns).values(turn);
      // The opening's events, with its turn (the later turns' go in turn-commit's statement).
      if (written.events?.length)
        await tx.insert(characterEvents).values(eventRows(written.events, game.id, turn));
      await tx.update(playSessions).set({ currentTurnId: turn.id }).where(eq(playSessions.token, token));
      if (!preview) await countPlayStart(tx, game.id);
    });
    return sessionView(await this.playGame(game), token, sceneView(game, turn, [turn]), preview);
  }

  async get(token: string, viewer: User | null): Promise<SessionData> {
    const loaded = await this.load(token, viewer);
    const redo = loaded.session.redoTurnIds;
    return sessionView(
      await this.playGame(loaded.game),
      token,
      { ...(await this.view(loaded.game, loaded.current)), canRedo: Array.isArray(redo) && redo.length > 0 },
      loaded.session.previewMode,
    );
  }

  /**
   * A visitor who signs in mid-game keeps the game: it becomes theirs, with auto-saves. Only on
   * this explicit call from the browser that played it — opening a shared play link while signed
   * in must not take someone else's session from them.
   */
  async claim(token: string, viewer: User): Promise<{ claimed: true }> {
    const loaded = await this.load(token, viewer);
    if (!loaded.session.playerId) {
      await this.db
        .update(playSessions)
        .set({ playerId: viewer.id })
        .where(and(eq(playSessions.token, token), isNull(playSessions.playerId)));
      forgetSession(this.db, token);
    }
    return { claimed: true };
  }

  /** One turn: the narrator writes first; only a finished scene is stored, in one transaction. */
  async act(token: string, action: string, viewer: User | null, listener: SceneListener = {}) {
    return this.advance(await this.loadForTurn(token, viewer), action, viewer, listener);
  }

  /** Re-rolls the latest scene from the same action, when the game allows it. */
  async regenerate(token: string, viewer: User | null, listener: SceneListener = {}) {
    const loaded = await this.loadForTurn(token, viewer);
    if (!loaded.game.allowRegeneration) throw forbidden(PlayMessages.noRegeneration);
    // A written story's scenes are fixed text: a re-roll would store the same scene again as a
    // second turn. Rollback is the way to another path there.
    if (loaded.game.useCompleteStorySystem) throw conflict(PlayMessages.writtenRegeneration);
    const { current } = loaded;
    // A written chapter, likewise: the scene is the chapter's text.
    if ((current.memory as ChapterMemory).writtenChapter) throw conflict(PlayMessages.writtenRegeneration);
    if (!current.parentTurnId) throw conflict(PlayMessages.firstSceneRegeneration);
    const base = loaded.chain.at(-2);
    if (!base) throw notFound(PlayMessages.sessionNotFound);
    return this.advance(loaded, current.action, viewer, listener, {
      replacing: { base, nonce: randomUUID() },
    });
  }

  /** Moves a structured story on to its next chapter with a scene that opens it. */
  async nextChapter(token: string, viewer: User | null) {
    const loaded = await this.loadForTurn(token, viewer);
    const memory = loaded.current.memory as StoryMemory;
    // A written story goes on to its own next chapter, never the plan's (ADR 027).
    const beats = writtenStory(loaded.game);
    const at = beats && currentBeat(beats, memory);
    if (beats && at) {
      if (at.scene.isEndingScene) throw conflict(PlayMessages.storyEnded);
      const next = chapterBeat(beats, at.chapterIndex + 1);
      if (!next) throw conflict(PlayMessages.lastChapter);
      const scene = await this.advance(
        loaded,
        `Continue to the next chapter: ${next.chapter.title}`,
        viewer,
        {},
        {
          written: (input) => reachBeat(beats, next, input, (i) => this.write(i, loaded.game)),
        },
      );
      return { ...scene, advancedToBeat: next.chapter.title };
    }
    const bible = await loadGameBible(this.db, loaded.game);
    const next = bible.chapters[memory.chapter ?? 1];
    if (!loaded.game.hasStructuredStory || !next) throw conflict(PlayMessages.lastChapter);
    // A chapter always has a name (issue 30 item 8): an untitled one of the plan is "Chapter N".
    const title = next.title.trim() || `Chapter ${next.chapterNumber}`;
    const action = `Continue to the next chapter: ${title}`;
    // A written chapter is shown as written; the narrator opens any other (ADR 018).
    const chapters = chapterStory(bible);
    const index = bible.chapters.indexOf(next);
    if (chapters && isWritten(chapters, index)) {
      const scene = await this.advance(
        loaded,
        action,
        viewer,
        {},
        {
          written: (input) => chapterScene(chapters, index, input.state, input.memory, input.progress),
        },
      );
      return { ...scene, advancedToBeat: title };
    }
    const share = 100 / bible.chapters.length;
    const scene = await this.advance(
      loaded,
      action,
      viewer,
      {},
      {
        memory: { ...memory, chapter: next.chapterNumber },
        progress: Math.max(loaded.current.progress, Math.round((next.chapterNumber - 1) * share)),
      },
    );
    return { ...scene, advancedToBeat: title };
  }

  private async advance(
    loaded: Loaded,
    action: string,
    viewer: User | null,
    listener: SceneListener,
    override: {
      memory?: StoryMemory;
      progress?: number;
      replacing?: { base: TurnRow; nonce: string };
      /** The scene is already written (a chapter's text), or written another way than a turn. */
      written?: (input: TurnInput) => WrittenScene | ReturnType<typeof reachBeat>;
    } = {},
  ): Promise<ActionResponse> {
    const { current, game } = loaded;
    const token = loaded.session.token;
    // A new scene follows the current one; a re-roll replaces it, written from its parent.
    const base = override.replacing?.base ?? current;
    if ((base.state as PlayerState).health <= 0) throw conflict(PlayMessages.ended);
    // The loaded chain ends at the current turn; a re-roll writes from the turn before it.
    const chain = (override.replacing ? loaded.chain.slice(0, -1) : loaded.chain).slice(-RECENT_SCENES);
    const bible = await loadGameBible(this.db, game);
    const sceneNumber = base.sceneNumber + 1;
    const nonce = override.replacing ? `:${override.replacing.nonce}` : "";
    const input: TurnInput = {
      seed: `${game.id}:${token}:${sceneNumber}${nonce}`,
      game: bible,
      state: base.state as PlayerState,
      sceneNumber,
      action,
      memory: override.memory ?? (base.memory as StoryMemory),
      recent: chain.map((t) => ({ sceneNumber: t.sceneNumber, action: t.action, prose: t.prose })),
      progress: override.progress ?? base.progress,
    };
    const fresh = override.written
      ? await override.written(input)
      : await this.writeScene(game, input, listener);
    if (fresh.refused) return this.view(game, current, fresh.systemMessage);
    const written = override.replacing ? keptOutcome(fresh, current) : fresh;
    // A player who left mid-scene never saw it: keep the session where they last saw it.
    listener.signal?.throwIfAborted();

    const turn = this.turnRow(token, base.id, sceneNumber, action, written);
    const committed = await commitTurn(this.db, {
      token,
      expectedTurnId: current.id,
      turn,
      supersede: override.replacing ? current.id : undefined,
      autoSaveName:
        loaded.session.playerId && loaded.session.playerId === viewer?.id
          ? `Auto-save · Scene ${sceneNumber}`
          : undefined,
      playerId: loaded.session.playerId,
      viewerId: viewer?.id ?? null,
      events: written.events,
    });
    if (!committed) {
      // The scene was written for the session as it stood: another tab moved it on, or the copy
      // it was read from is stale. Read it afresh: a session or game now out of reach is a 404.
      forgetSession(this.db, token);
      await this.load(token, viewer);
      throw conflict(PlayMessages.raced);
    }
    await countFinish(this.db, game, base, turn);
    const story = [...chain, turn];
    rememberTurn(this.db, {
      // The commit cleared the redo stack: a new scene is a new path.
      session: { ...loaded.session, currentTurnId: turn.id, sceneNumber, redoTurnIds: [] },
      game,
      current: turn,
      chain: story,
    });
    return sceneView(game, turn, story);
  }

  /** A written story's turn (written-play.ts); a game without one is played by chapters. */
  private async writeScene(game: GameRow, input: TurnInput, listener: SceneListener) {
    const beats = writtenStory(game);
    const at = beats && currentBeat(beats, input.memory);
    if (!beats || !at) return this.writeChapterScene(game, input, listener);
    if (at.scene.isEndingScene) throw conflict(PlayMessages.storyEnded);
    return writtenTurn(beats, at, input, (i) => this.write(i, game, listener), listener.onText);
  }

  /**
   * A game of written chapters (ADR 018): a choice that leads to a chapter shows it as written
   * (or has the narrator open it, when it has no text); anything else the player does inside a
   * written chapter is a scene by the narrator, after which the chapter's choices come back.
   */
  private async writeChapterScene(game: GameRow, input: TurnInput, listener: SceneListener) {
    const chapters = chapterStory(input.game);
    if (!chapters) return this.write(input, game, listener);
    const at = currentChapterOf(chapters, input.memory);
    const target = followChapterChoice(chapters, at, input.action);
    if (target !== null) {
      if (isWritten(chapters, target)) {
        const scene = chapterScene(chapters, target, input.state, input.memory, input.progress);
        listener.onText?.(scene.prose);
        return scene;
      }
      return this.write(
        {
          ...input,
          memory: { ...plainMemory(input.memory), chapter: target + 1 },
          progress: Math.max(input.progress, chapterProgress(chapters, target)),
        },
        game,
        listener,
      );
    }
    const interlude = await this.write(input, game, listener);
    if (interlude.refused) return interlude;
    if (!isWritten(chapters, at)) return { ...interlude, memory: plainMemory(interlude.memory) };
    return {
      ...interlude,
      choices: chapterChoices(chapters, at),
      chapterTitle: chapters[at]?.title ?? interlude.chapterTitle,
      progress: input.progress,
      memory: { ...plainMemory(interlude.memory), chapter: at + 1 },
    };
  }

  /**
   * Back one scene. The scene left behind is kept, marked superseded, for downloads, and put on
   * the session's redo stack: Redo (run-history.ts) brings it back until a new scene is written.
   */
  async rollback(token: string, viewer: User | null): Promise<{ newSceneNumber: number }> {
    const { current } = await this.load(token, viewer);
    if (!current.parentTurnId || current.sceneNumber <= 1) throw conflict(PlayMessages.firstScene);
    const parentId = current.parentTurnId;
    const moved = await this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ currentTurnId: playSessions.currentTurnId, redo: playSessions.redoTurnIds })
        .from(playSessions)
        .where(eq(playSessions.token, token))
        .for("update");
      if (locked?.currentTurnId !== current.id) throw conflict(PlayMessages.raced);
      const redo = [...(Array.isArray(locked.redo) ? locked.redo : []), current.id].slice(-REDO_KEPT);
      const [parent] = await tx.select().from(turns).where(eq(turns.id, parentId));
      if (!parent) throw notFound(PlayMessages.sessionNotFound);
      await tx
        .update(turns)
        .set({ supersededAt: new Date() })
        .where(inArray(turns.id, [current.id]));
      await tx
        .update(playSessions)
        .set({
          currentTurnId: parent.id,
          sceneNumber: parent.sceneNumber,
          redoTurnIds: redo,
          lastPlayedAt: new Date(),
        })
        .where(eq(playSessions.token, token));
      return { newSceneNumber: parent.sceneNumber };
    });
    forgetSession(this.db, token);
    return moved;
  }

  /**
   * A scene from the narrator. Play is charged to the game, whoever plays it: its daily play
   * budget and its creator's allowance (ADR 014). A spent budget is a 429 before anything is
   * written, so the session stays as it was.
   */
  private async write(input: TurnInput, game: GameRow, listener: SceneListener = {}) {
    const task = {
      userId: game.creatorId,
      gameId: game.id,
      task: "turn",
      play: true,
      signal: listener.signal,
    };
    return this.ai.run(task, async (options, narrator) => {
      const stream = takeSafeTurn(narrator, input, options);
      // Only a streamed turn has someone to show the words to as they come.
      if (listener.onText) for await (const chunk of stream.textStream) listener.onText(chunk);
      const outcome = await stream.outcome;
      if (outcome.refused) return outcome;
      const result = outcome.result;
      const applied = applyChanges(input.state, result.changes, input.progress);
      const notes = applied.notes.length ? `\n\n${applied.notes.join(" ")}` : "";
      const scene = applied.died
        ? fallenScene(result.prose + notes, input.game.narrativePerspective)
        : { prose: result.prose + notes, sceneTitle: result.sceneTitle, choices: result.choices };
      const chapter = input.game.chapters[(result.memory.chapter ?? 1) - 1];
      return {
        refused: false as const,
        prose: scene.prose,
        sceneTitle: scene.sceneTitle,
        chapterTitle: chapter?.title ?? null,
        choices: scene.choices,
        quickActions: applied.died ? [] : result.quickActions,
        state: applied.state,
        progress: Math.round(applied.progress),
        memory: result.memory,
        events: playedEvents(input.game, result.characterEvents),
      };
    });
  }

  private turnRow(
    token: string,
    parentTurnId: string | null,
    sceneNumber: number,
    action: string,
    written: WrittenScene,
  ): TurnRow {
    return {
      id: randomUUID(),
      sessionToken: token,
      parentTurnId,
      sceneNumber,
      action,
      prose: written.prose,
      sceneTitle: written.sceneTitle,
      chapterTitle: written.chapterTitle,
      choices: written.choices,
      quickActions: written.quickActions,
      systemMessage: null,
      state: written.state,
      progress: written.progress,
      memory: written.memory,
      supersededAt: null,
      createdAt: new Date(),
    };
  }
}
