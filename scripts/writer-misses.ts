// The written chapters' sentences that name none of a premise's key terms, for one premise of a
// list (default: the writer's scratch list): where the chapter writer leaves the author's world.
// Usage: node --import tsx scripts/writer-misses.ts <index> [--premises scratch|scratch2|scratch3|own]
// [--outline]: the outline's chapters (title and summary) instead of the written chapters.
import { keyTermCoverage, mentions, rootSentences, termRoot } from "../bench/lib/prose-metrics";
import { bibleOf, outlineOf, writeChapters } from "../bench/lib/writer-drive";
import { WRITER_PREMISES, type WriterPremise } from "../bench/lib/writer-premises";
import { SCRATCH_PREMISES } from "../bench/lib/writer-scratch-premises";
import { SCRATCH2_PREMISES } from "../bench/lib/writer-scratch2-premises";
import { createEmbeddedNarrator } from "../server/ai/storyteller/embedded-narrator";

const list =
  process.argv.includes("--premises") && process.argv.includes("own")
    ? WRITER_PREMISES
    : process.argv.includes("scratch2")
      ? SCRATCH2_PREMISES
      : SCRATCH_PREMISES;
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
