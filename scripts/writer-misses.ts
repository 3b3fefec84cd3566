// The written chapters' sentences that name none of a premise's key terms, for one premise of a
// list (default: the writer's scratch list): where the chapter writer leaves the author's world.
// Usage: node --import tsx scripts/writer-misses.ts <index> [--premises <list>] (any list of
// bench/lib/writer-lists.ts; default scratch)
// [--outline]: the outline's chapters (title and summary) instead of the written chapters.
import { keyTermCoverage, mentions, rootSentences, termRoot } from "../bench/lib/prose-metrics";
import { bibleOf, outlineOf, writeChapters } from "../bench/lib/writer-drive";
import { listFromArgs } from "../bench/lib/writer-lists";
import type { WriterPremise } from "../bench/lib/writer-premises";
import { createEmbeddedNarrator } from "../server/ai/storyteller/embedded-narrator";

const { list } = listFromArgs(process.argv, "scratch");
const index = Number(process.argv[2] ?? 0);
const p = list[index] as WriterPremise;
const n = createEmbeddedNarrator();
const outline = await outlineOf(n, p);
if (process.argv.includes("--outline")) {
  const texts = outline.chapters.map((c) => `${c.title}. ${c.outline}`).join("\n\n");
  const cov = keyTermCoverage(texts, p.keyTerms);
  console.log(`${p.title} (outline): ${cov.mentioning}/${cov.sentences} = ${cov.share.toFixed(2)}`);
  const roots = p.keyTerms.map(termRoot);
  for (const s of rootSentences(texts)) if (!mentions(s, roots)) console.log(`  - ${s.text ?? s.root}`);
  process.exit(0);
}
const game = bibleOf(p, outline.chapters, `misses-${index}`);
const text = (await writeChapters(n, game)).map((c) => c.content).join("\n\n");
const roots = p.keyTerms.map(termRoot);
const cov = keyTermCoverage(text, p.keyTerms);
console.log(`${p.title}: ${cov.mentioning}/${cov.sentences} = ${cov.share.toFixed(2)}`);
for (const s of rootSentences(text)) if (!mentions(s, roots)) console.log(`  - ${s.text ?? s.root}`);
