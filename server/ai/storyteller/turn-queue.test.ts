import { describe, expect, it } from "vitest";
import { inTurn } from "./turn-queue";

/** Keeps the thread busy for `ms`: a scene being written. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

describe("the storyteller's turn queue", () => {
  it("answers each job with its own result, first come first served", async () => {
    const ran: number[] = [];
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        inTurn(() => {
          ran.push(n);
          return n * 10;
        }),
      ),
    );
    expect(results).toEqual([10, 20, 30, 40]);
    expect(ran).toEqual([1, 2, 3, 4]);
  });

  it("rejects only the job that threw", async () => {
    const failing = inTurn(() => {
      throw new Error("no scene");
    });
    const fine = inTurn(() => "a scene");
    await expect(failing).rejects.toThrow("no scene");
    await expect(fine).resolves.toBe("a scene");
  });

  it("lets other work run between slices, so a crowd of turns does not hold everything back", async () => {
    const order: string[] = [];
    const jobs = Array.from({ length: 6 }, (_, i) =>
      inTurn(() => {
        busy(3);
        order.push(`job ${i}`);
      }),
    );
    // Work that arrives while the jobs wait: a database answer, a finished scene to send.
    setImmediate(() => order.push("other work"));
    await Promise.all(jobs);
    const other = order.indexOf("other work");
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(order.length - 1);
  });
});
