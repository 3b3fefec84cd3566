// The writer's premise lists by their --premises name (bench/writer.ts, scripts/writer-misses.ts,
// scripts/writer-samples.ts). The fresh lists are independent: read their figures, never their samples.
import { FRESH_PREMISES } from "./writer-fresh-premises";
import { FRESH2_PREMISES } from "./writer-fresh2-premises";
import { FRESH3_PREMISES } from "./writer-fresh3-premises";
import { FRESH4_PREMISES } from "./writer-fresh4-premises";
import { FRESH5_PREMISES } from "./writer-fresh5-premises";
import { HOLDOUT_PREMISES } from "./writer-holdout-premises";
import { WRITER_PREMISES, type WriterPremise } from "./writer-premises";
import { SCRATCH_PREMISES } from "./writer-scratch-premises";
import { SCRATCH2_PREMISES } from "./writer-scratch2-premises";
import { SCRATCH3_PREMISES } from "./writer-scratch3-premises";
import { SCRATCH4_PREMISES } from "./writer-scratch4-premises";
import { SCRATCH5_PREMISES } from "./writer-scratch5-premises";
import { SCRATCH6_PREMISES } from "./writer-scratch6-premises";
import { SCRATCH7_PREMISES } from "./writer-scratch7-premises";
import { UNSEEN_PREMISES } from "./writer-unseen-premises";

export const WRITER_LISTS: Record<string, WriterPremise[]> = {
  own: WRITER_PREMISES,
  unseen: UNSEEN_PREMISES,
  holdout: HOLDOUT_PREMISES,
  fresh: FRESH_PREMISES,
  fresh2: FRESH2_PREMISES,
  fresh3: FRESH3_PREMISES,
  fresh4: FRESH4_PREMISES,
  fresh5: FRESH5_PREMISES,
  scratch: SCRATCH_PREMISES,
  scratch2: SCRATCH2_PREMISES,
  scratch3: SCRATCH3_PREMISES,
  scratch4: SCRATCH4_PREMISES,
  scratch5: SCRATCH5_PREMISES,
  scratch6: SCRATCH6_PREMISES,
  scratch7: SCRATCH7_PREMISES,
};

/** The list named after --premises (default `fallback`); an unknown name throws with the names. */
export function listFromArgs(argv: string[], fallback = "own"): { name: string; list: WriterPremise[] } {
  const name = argv.includes("--premises") ? (argv[argv.indexOf("--premises") + 1] ?? fallback) : fallback;
  const list = WRITER_LISTS[name];
  if (!list) throw new Error(`--premises ${name}: use one of ${Object.keys(WRITER_LISTS).join(", ")}`);
  return { name, list };
}
