// The written chapters' sentences that name none of a premise's key terms, for one premise of a
// list (default: the writer's scratch list): where the chapter writer leaves the author's world.
// Usage: node --import tsx scripts/writer-misses.ts <index> [--premises <list>] (any list of
// bench/lib/writer-lists.ts; default scratch)
// [--outline]: the outline's chapters (title and summary) instead of the written chapters.
// [--story]: the Complete Story's chapters (its own plan, no outline), as the bench's "story".
// [--all]: every premise's coverage on one line each (no sentences), for the chosen stage.
import { keyTermCoverage, mentions, rootSentences, termRoot, termWords } from "../bench/lib/prose-metrics";
import { bibleOf, outlineOf, writeChapters } from "../bench/lib/writer-drive";
import { listFromArgs } from "../bench/lib/writer-lists";
import type { WriterPremise } from "../bench/lib/writer-premises";
import { CHAPTERS } from "../bench/lib/writer-report";
import type { Narrator } from "../server/ai/narrator";
import { createEmbeddedNarrator } from "../server/ai/storyteller/embedded-narrator";
import { makePlan, sideBySideInput } from "../server/features/complete-story/story-plan";

const { list } = listFromArgs(process.argv, "scratch");
const n = createEmbeddedNarrator();
const stage = process.argv.includes("--outline")
  ? "outline"
  : process.argv.includes("--story")
    ? "story"
    : "chapters";

/** The stage's text for one premise, as bench/writer.ts drives it (seams aside). */
async function textOf(p: WriterPremise, index: number, narrator: Narrator): Promise<string> {
  if (stage === "story") {
    const bare = bibleOf(p, []);
    const plan = await makePlan(narrator, bare, CHAPTERS, {});
    const story = await Promise.all(plan.map((c) => narrator.chapter(sideBySideInput(bare, plan, c))));
    return story.join("\n\n");
  }
  const outline = await outlineOf(narrator, p);
  if (stage === "outline") return outline.chapters.map((c) => `${c.title}. ${c.outline}`).join("\n\n");
  const game = bibleOf(p, outline.chapters, `misses-${index}`);
  return (await writeChapters(narrator, game)).map((c) => c.content).join("\n\n");
}

const indexes = process.argv.includes("--all") ? list.map((_, i) => i) : [Number(process.argv[2] ?? 0)];
for (const index of indexes) {
  const p = list[index] as WriterPremise;
  const text = await textOf(p, index, n);
  const roots = p.keyTerms.map(termRoot);
  const cov = keyTermCoverage(text, p.keyTerms);
  console.log(
    `${index} ${p.genre} ${p.title} (${stage}): ${cov.mentioning}/${cov.sentences} = ${cov.share.toFixed(2)}`,
  );
  if (indexes.length > 1) continue;
  const plain = p.keyTerms.map(termWords);
  for (const s of rootSentences(text)) if (!mentions(s, roots, plain)) console.log(`  - ${s.text ?? s.root}`);
}
