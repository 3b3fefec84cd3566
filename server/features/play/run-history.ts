import { eq } from "drizzle-orm";
import type { User } from "../../../contract/account";
import type { ActionResponse, TranscriptResponse } from "../../../contract/play";
import type { Db } from "../../db/client";
import { playSessions, turns } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { loadSession, SessionMessages } from "./session-access";
import { forgetSession } from "./session-cache";
import { sceneView } from "./session-view";
import { turnChain } from "./turn-chain";

export const RunHistoryMessages = {
  nothingToRedo:
    "There is nothing to redo: Redo brings back a scene you rolled back, until you take a new action.",
  raced: "The story moved on in another window. Reload to continue from the latest scene.",
} as const;

/** The scenes a Redo answer lists in its Recent Actions, as every scene answer does. */
const VIEW_DEPTH = 12;

/**
 * The run as the player has it (issue 33): its scenes on screen, Redo after Roll back, and the
 * player's own words for the latest scene. Each change is one transaction that first locks the
 * session's row and checks it still points where it was read: a second tab cannot interleave.
 */
export class RunHistoryService {
  constructor(private readonly db: Db) {}

  /**
   * One page of the run: the scenes numbered below `before` (by default the current scene), at
   * most `limit`, oldest first. A session's story is one chain of parents, one scene a number.
   */
  async transcript(
    token: string,
    viewer: User | null,
    before: number | undefined,
    limit: number,
  ): Promise<TranscriptResponse> {
    const { current } = await loadSession(this.db, token, viewer);
    const end = Math.min(before ?? current.sceneNumber, current.sceneNumber + 1);
    // The chain from the current scene back past the page's first scene (scene numbers count up by one).
    const depth = current.sceneNumber - end + 1 + limit;
    const page = (await turnChain(this.db, current.id, Math.max(1, depth))).filter(
      (t) => t.sceneNumber < end,
    );
    const scenes = page.slice(-limit);
    return {
      scenes: scenes.map((t) => ({
        id: t.id,
        sceneNumber: t.sceneNumber,
        action: t.parentTurnId ? t.action : null,
        sceneTitle: t.sceneTitle,
        chapterTitle: t.chapterTitle,
        text: t.prose,
      })),
      hasMore: (scenes[0]?.parentTurnId ?? null) !== null,
    };
  }

  /** Brings back the scene the last Roll back left, exactly as it was (its state with it). */
  async redo(token: string, viewer: User | null): Promise<ActionResponse> {
    const { current, game } = await loadSession(this.db, token, viewer);
    const restored = await this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ currentTurnId: playSessions.currentTurnId, redo: playSessions.redoTurnIds })
        .from(playSessions)
        .where(eq(playSessions.token, token))
        .for("update");
      if (!locked) throw notFound(SessionMessages.sessionNotFound);
      if (locked.currentTurnId !== current.id) throw conflict(RunHistoryMessages.raced);
      const stack = Array.isArray(locked.redo) ? locked.redo : [];
      const nextId = stack.at(-1);
      if (!nextId) throw conflict(RunHistoryMessages.nothingToRedo);
      const [next] = await tx.select().from(turns).where(eq(turns.id, nextId));
      // Only a scene that follows the current one, of this session: anything else is a stale stack.
      if (!next || next.sessionToken !== token || next.parentTurnId !== current.id) {
        await tx.update(playSessions).set({ redoTurnIds: [] }).where(eq(playSessions.token, token));
        throw conflict(RunHistoryMessages.nothingToRedo);
      }
      await tx.update(turns).set({ supersededAt: null }).where(eq(turns.id, next.id));
      const rest = stack.slice(0, -1);
      await tx
        .update(playSessions)
        .set({
          currentTurnId: next.id,
          sceneNumber: next.sceneNumber,
          redoTurnIds: rest,
          lastPlayedAt: new Date(),
        })
        .where(eq(playSessions.token, token));
      return { turn: { ...next, supersededAt: null }, canRedo: rest.length > 0 };
    });
    forgetSession(this.db, token);
    const chain = await turnChain(this.db, restored.turn.id, VIEW_DEPTH);
    return { ...sceneView(game, restored.turn, chain), canRedo: restored.canRedo };
  }

  /**
   * The player's own words for the latest scene, in this run only: the turn's text is replaced,
   * so the narrator's next scenes follow the edit (they are written from the turns' text), the
   * download and the run on screen show it, and the game itself is untouched. The scene's
   * choices, state and memory stay: an edit changes the telling, never the rules.
   */
  async edit(token: string, viewer: User | null, text: string): Promise<ActionResponse> {
    const { current, game } = await loadSession(this.db, token, viewer);
    await this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ currentTurnId: playSessions.currentTurnId })
        .from(playSessions)
        .where(eq(playSessions.token, token))
        .for("update");
      if (locked?.currentTurnId !== current.id) throw conflict(RunHistoryMessages.raced);
      await tx.update(turns).set({ prose: text }).where(eq(turns.id, current.id));
      // The rolled-back scenes were written from the old text: after an edit they would contradict it.
      await tx.update(playSessions).set({ redoTurnIds: [] }).where(eq(playSessions.token, token));
    });
    // This process's copy of the session holds the old text, which the next turn would read.
    forgetSession(this.db, token);
    const edited = { ...current, prose: text };
    const chain = (await turnChain(this.db, current.id, VIEW_DEPTH)).map((t) =>
      t.id === edited.id ? edited : t,
    );
    return { ...sceneView(game, edited, chain), canRedo: false };
  }
}
