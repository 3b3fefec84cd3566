import { describe, expect, it } from "vitest";

describe("Node.js", () => {
  // Set by `npm test` for its pass on the current LTS (NODE_LTS_BIN, which CI sets): proves that
  // the pass did not quietly run on the machine's own, older Node.
  it.skipIf(!process.env.EXPECT_NODE_VERSION)("runs the tests on the Node that CI asked for", () => {
    expect(process.version).toBe(process.env.EXPECT_NODE_VERSION);
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
  });
});
