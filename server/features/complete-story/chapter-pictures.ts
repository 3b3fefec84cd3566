import { eq } from "drizzle-orm";
import { chapterImagePath } from "../../../contract/complete-story";
import { DEFAULT_IMAGE_STYLE, SCENE_TEXT_MAX } from "../../../contract/media";
import type { Illustrator } from "../../ai/images/illustrator";
import type { GameBible } from "../../ai/narrator";
import type { Db } from "../../db/client";
import { chapterImages, games, storyChapters } from "../../db/schema";
import type { MediaBudget } from "../media/media-budget";

const PNG = "image/png";

/**
 * The picture of each complete-story chapter (issue 30 item 7, spec 002 §4): drawn by the
 * configured illustrator from the chapter's title and text once the chapter is written, stored in
 * chapter_images, and the row's image_url set to its address. A provider other than the embedded
 * illustrator is charged to the game's media budget, as play's scene pictures are, and given back
 * when it fails. A picture never fails its chapter: whatever goes wrong, the chapter stays written
 * without one (null image_url), and the log says why.
 */
export class ChapterPictures {
  constructor(
    private readonly db: Db,
    private readonly illustrator: Illustrator,
    /** Null: the embedded illustrator, which costs nothing. */
    private readonly budget: MediaBudget | null,
    private readonly log: { warn(details: object, message: string): void },
    /** A creator's own illustrator (issue 32): it draws their chapters, on their key (no media budget). */
    private readonly own?: { illustratorFor(userId: string | null): Promise<Illustrator | null> },
  ) {}

  private async ownIllustrator(gameId: string): Promise<Illustrator | null> {
    if (!this.own) return null;
    const [game] = await this.db
      .select({ creatorId: games.creatorId })
      .from(games)
      .where(eq(games.id, gameId));
    return this.own.illustratorFor(game?.creatorId ?? null);
  }

  /** Draws and stores the chapter's picture; true when it has one now. Never throws. */
  async draw(
    bible: Pick<GameBible, "title" | "genre" | "childMode">,
    chapter: { id: string; gameId: string; title: string; content: string },
    signal?: AbortSignal,
  ): Promise<boolean> {
    try {
      const own = await this.ownIllustrator(chapter.gameId);
      const refund = this.budget && !own ? await this.budget.charge(chapter.gameId) : undefined;
      let png: Buffer;
      try {
        signal?.throwIfAborted();
        // The title leads: it names the chapter's place and people in a few words.
        const text = `${chapter.title}\n\n${chapter.content}`.slice(0, SCENE_TEXT_MAX);
        png = await (own ?? this.illustrator).illustrate(text, {
          title: bible.title,
          genre: bible.genre,
          childMode: bible.childMode,
          style: DEFAULT_IMAGE_STYLE,
        });
      } catch (error) {
        await refund?.().catch(() => {});
        throw error;
      }
      signal?.throwIfAborted();
      await this.db.transaction(async (tx) => {
        // The chapter may have gone meanwhile (the story was cleared): then nothing is stored.
        const [row] = await tx
          .select({ id: storyChapters.id })
          .from(storyChapters)
          .where(eq(storyChapters.id, chapter.id))
          .for("update");
        if (!row) return;
        await tx
          .insert(chapterImages)
          .values({ chapterId: chapter.id, contentType: PNG, bytes: png })
          .onConflictDoUpdate({
            target: chapterImages.chapterId,
            set: { bytes: png, createdAt: new Date() },
          });
        await tx
          .update(storyChapters)
          .set({ imageUrl: chapterImagePath(chapter.id) })
          .where(eq(storyChapters.id, chapter.id));
      });
      return true;
    } catch (error) {
      if (!signal?.aborted)
        this.log.warn({ err: error, chapterId: chapter.id }, "chapter left without a picture");
      return false;
    }
  }
}
