import { randomInt, randomUUID } from "node:crypto";
import { and, desc, eq, gt, notInArray } from "drizzle-orm";
import type { User } from "../../../contract/account";
import {
  SAVE_CODE_ALPHABET,
  SAVE_CODE_DAYS,
  SAVE_CODE_LENGTH,
  SAVE_CODE_PATTERN,
} from "../../../contract/play";
import type { Db } from "../../db/client";
import { playSessions, saveCodes, saves, turns } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { findGameById } from "../../game/game-bible";
import { newSessionToken } from "./play-service";
import { canPlay, loadSession } from "./session-access";
import { forgetSession } from "./session-cache";
import { type TurnRow, turnChain } from "./turn-chain";

export const SaveMessages = {
  codeNotFound: "Save code not found or expired",
  saveNotFound: "Save not found",
  loaded: "Save loaded. Your adventure continues where you left it.",
} as const;

/**
 * A save code keeps at most this many scenes: enough for history and many rollbacks, and a
 * bound on its size (an 81-scene snapshot is ~67 KB, so ~170 KB at most; ADR 015).
 */
const SNAPSHOT_SCENES = 200;

/**
 * Live codes a session keeps: saving again past this deletes its oldest code. Bounds what one
 * session stores (~3.4 MB at most) and how many codes there are to guess (ADR 015).
 */
export const SAVE_CODES_PER_SESSION = 20;

type SnapshotTurn = Omit<TurnRow, "id" | "sessionToken" | "parentTurnId" | "supersededAt" | "createdAt">;
type Snapshot = { version: 1; turns: SnapshotTurn[] };

export function newSaveCode(): string {
  let code = "SAVE-";
  for (let i = 0; i < SAVE_CODE_LENGTH; i++) code += SAVE_CODE_ALPHABET[randomInt(SAVE_CODE_ALPHABET.length)];
  return code;
}

export class SavesService {
  constructor(private readonly db: Db) {}

  /** A signed-in player's auto-saves of their own session; anonymous sessions have none. */
  async autoSaves(token: string, viewer: User | null) {
    const { session } = await loadSession(this.db, token, viewer);
    if (!viewer || session.playerId !== viewer.id) return [];
    const rows = await this.db
      .select()
      .from(saves)
      .where(eq(saves.sessionToken, token))
      .orderBy(desc(saves.createdAt), desc(saves.sceneNumber));
    return rows.map((r) => ({
      id: r.id,
      saveName: r.saveName,
      sceneNumber: r.sceneNumber,
      createdAt: r.createdAt.toISOString(),
      gameProgress: r.gameProgress,
    }));
  }

  /**
   * Returns the session to an auto-save's scene, as a rollback would: in one transaction, from
   * the session's pointer as locked there (another tab may have moved it on since it was read).
   */
  async loadAutoSave(token: string, saveId: string, viewer: User | null): Promise<void> {
    const { session } = await loadSession(this.db, token, viewer);
    if (!viewer || session.playerId !== viewer.id) throw notFound(SaveMessages.saveNotFound);
    await this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ currentTurnId: playSessions.currentTurnId })
        .from(playSessions)
        .where(eq(playSessions.token, token))
        .for("update");
      const [save] = await tx
        .select()
        .from(saves)
        .where(and(eq(saves.id, saveId), eq(saves.sessionToken, token)));
      if (!locked || !save) throw notFound(SaveMessages.saveNotFound);
      if (save.turnId === locked.currentTurnId) return;
      if (locked.currentTurnId)
        await tx.update(turns).set({ supersededAt: new Date() }).where(eq(turns.id, locked.currentTurnId));
      await tx.update(turns).set({ supersededAt: null }).where(eq(turns.id, save.turnId));
      await tx
        .update(playSessions)
        // A loaded save is a jump, not a roll back: nothing is left to redo.
        .set({
          currentTurnId: save.turnId,
          sceneNumber: save.sceneNumber,
          redoTurnIds: [],
          lastPlayedAt: new Date(),
        })
        .where(eq(playSessions.token, token));
    });
    forgetSession(this.db, token);
  }

  /** A code anyone can load for 30 days; each load starts a new session from this snapshot. */
  async createCode(token: string, saveName: string, viewer: User | null) {
    const { session, current } = await loadSession(this.db, token, viewer);
    const chain = await turnChain(this.db, current.id, SNAPSHOT_SCENES);
    const snapshot: Snapshot = {
      version: 1,
      turns: chain.map(
        ({ id: _id, sessionToken: _s, parentTurnId: _p, supersededAt: _x, createdAt: _c, ...rest }) => rest,
      ),
    };
    const expiresAt = new Date(Date.now() + SAVE_CODE_DAYS * 24 * 60 * 60 * 1000);
    // 32^12 codes: a collision is all but impossible, and simply retried.
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = newSaveCode();
      const saved = await this.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(saveCodes)
          .values({ code, gameId: session.gameId, sessionToken: token, saveName, snapshot, expiresAt })
          .onConflictDoNothing()
          .returning({ code: saveCodes.code });
        if (!inserted.length) return false;
        // The session's oldest codes beyond its newest SAVE_CODES_PER_SESSION stop working.
        const newest = tx
          .select({ code: saveCodes.code })
          .from(saveCodes)
          .where(eq(saveCodes.sessionToken, token))
          .orderBy(desc(saveCodes.createdAt), desc(saveCodes.code))
          .limit(SAVE_CODES_PER_SESSION);
        await tx
          .delete(saveCodes)
          .where(and(eq(saveCodes.sessionToken, token), notInArray(saveCodes.code, newest)));
        return true;
      });
      if (saved) return { saveCode: code, expiresAt: expiresAt.toISOString() };
    }
    throw conflict("Could not create a save code. Please try again.");
  }

  /**
   * Starts a new session from a code. Guessing is made hopeless by the code's length (60 bits)
   * and the per-address limit on the route, not by any limit shared by everyone (ADR 015).
   */
  async loadCode(code: string, viewer: User | null) {
    // Not the shape of a code: it cannot match one, so it is not looked up.
    if (!SAVE_CODE_PATTERN.test(code)) throw notFound(SaveMessages.codeNotFound);
    return this.startFromCode(code, viewer);
  }

  private async startFromCode(code: string, viewer: User | null) {
    const [row] = await this.db
      .select()
      .from(saveCodes)
      .where(and(eq(saveCodes.code, code), gt(saveCodes.expiresAt, new Date())));
    if (!row) throw notFound(SaveMessages.codeNotFound);
    const game = await findGameById(this.db, row.gameId);
    if (!game || !canPlay(game, viewer)) throw notFound(SaveMessages.codeNotFound);
    const snapshot = row.snapshot as Snapshot;
    const token = newSessionToken();
    let parentTurnId: string | null = null;
    const copies: TurnRow[] = snapshot.turns.map((t) => {
      const copy: TurnRow = {
        ...t,
        id: randomUUID(),
        sessionToken: token,
        parentTurnId,
        supersededAt: null,
        createdAt: new Date(),
      };
      parentTurnId = copy.id;
      return copy;
    });
    const last = copies.at(-1);
    if (!last) throw notFound(SaveMessages.codeNotFound);
    await this.db.transaction(async (tx) => {
      await tx.insert(playSessions).values({
        token,
        gameId: game.id,
        playerId: viewer?.id ?? null,
        sceneNumber: last.sceneNumber,
      });
      await tx.insert(turns).values(copies);
      await tx.update(playSessions).set({ currentTurnId: last.id }).where(eq(playSessions.token, token));
    });
    return {
      sessionToken: token,
      message: SaveMessages.loaded,
      game: { slug: game.shareSlug, title: game.title },
    };
  }
}
