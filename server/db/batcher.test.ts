import { describe, expect, it } from "vitest";
import { type BatchOptions, batcher } from "./batcher";

type Item = { key: string; value: number };

/** A batch runner whose batches finish only when the test says so. */
function controlled(fail?: (item: Item) => Error | undefined) {
  const batches: Item[][] = [];
  const finish: Array<() => void> = [];
  const run = (items: Item[]) => {
    batches.push(items);
    return new Promise<boolean[]>((resolve, reject) => {
      finish.push(() => {
        const error = fail && items.map(fail).find(Boolean);
        if (error) reject(error);
        else resolve(items.map((i) => i.value % 2 === 0));
      });
    });
  };
  return { batches, finish, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const keysOf = (batches: Item[][]) => batches.map((b) => b.map((i) => i.key));
const options = (
  run: BatchOptions<Item>["run"],
  more: Partial<BatchOptions<Item>> = {},
): BatchOptions<Item> => ({
  run,
  flights: 1,
  maxItems: 8,
  key: (i) => i.key,
  retryAlone: (e) => (e as Error).message === "bad item",
  ...more,
});

/** a, then b (the bad one) and c: each answer as a result, or the error's message. */
const submitWithABadOne = (submit: (item: Item) => Promise<boolean>) =>
  [
    { key: "a", value: 2 },
    { key: "b", value: -1 },
    { key: "c", value: 4 },
  ].map((item) =>
    submit(item).then(
      (ok): boolean | string => ok,
      (e: Error) => e.message,
    ),
  );

describe("batcher (group commit)", () => {
  it("sends an item at once, alone, while a flight is free", async () => {
    const c = controlled();
    const submit = batcher(options(c.run, { flights: 2 }));
    const first = submit({ key: "a", value: 2 });
    expect(c.batches).toEqual([[{ key: "a", value: 2 }]]);
    c.finish[0]?.();
    expect(await first).toBe(true);
  });

  it("gathers the items that arrive while every flight is busy into the next batch, each with its own answer", async () => {
    const c = controlled();
    const submit = batcher(options(c.run));
    const answers = [submit({ key: "a", value: 1 })];
    for (const [key, value] of [
      ["b", 2],
      ["c", 3],
      ["d", 4],
    ] as const)
      answers.push(submit({ key, value }));
    expect(keysOf(c.batches)).toEqual([["a"]]);
    c.finish[0]?.();
    await tick();
    expect(keysOf(c.batches)).toEqual([["a"], ["b", "c", "d"]]);
    c.finish[1]?.();
    expect(await Promise.all(answers)).toEqual([false, true, false, true]);
  });

  it("never has two items with one key in flight, in one batch or in two, and keeps their order", async () => {
    const c = controlled();
    const submit = batcher(options(c.run, { flights: 2 }));
    const answers = [
      submit({ key: "a", value: 0 }),
      submit({ key: "a", value: 2 }),
      submit({ key: "b", value: 4 }),
      submit({ key: "a", value: 6 }),
    ];
    // "a" 0 and "b" fly; "a" 2 and "a" 6 wait for "a" 0, though a flight was free for them.
    expect(c.batches.map((b) => b.map((i) => i.value))).toEqual([[0], [4]]);
    c.finish[1]?.();
    await tick();
    expect(c.batches).toHaveLength(2);
    c.finish[0]?.();
    await tick();
    expect(c.batches.map((b) => b.map((i) => i.value))).toEqual([[0], [4], [2]]);
    c.finish[2]?.();
    await tick();
    expect(c.batches.map((b) => b.map((i) => i.value))).toEqual([[0], [4], [2], [6]]);
    c.finish[3]?.();
    expect(await Promise.all(answers)).toEqual([true, true, true, true]);
  });

  it("caps a batch at maxItems", async () => {
    const c = controlled();
    const submit = batcher(options(c.run, { maxItems: 2 }));
    const answers = ["a", "b", "c", "d"].map((key) => submit({ key, value: 0 }));
    for (let i = 0; i < 3; i++) {
      c.finish[i]?.();
      await tick();
    }
    expect(c.batches.map((b) => b.length)).toEqual([1, 2, 1]);
    expect(await Promise.all(answers)).toEqual([true, true, true, true]);
  });

  it("retries a batch that failed because of an item one item at a time, so that only the bad item fails", async () => {
    const c = controlled((i) => (i.value < 0 ? new Error("bad item") : undefined));
    const submit = batcher(options(c.run));
    const answers = submitWithABadOne(submit);
    c.finish[0]?.();
    await tick();
    c.finish[1]?.(); // the batch of b and c fails because of b
    await tick();
    expect(keysOf(c.batches)).toEqual([["a"], ["b", "c"], ["b"]]);
    c.finish[2]?.();
    await tick();
    expect(keysOf(c.batches)).toEqual([["a"], ["b", "c"], ["b"], ["c"]]);
    c.finish[3]?.();
    expect(await Promise.all(answers)).toEqual([true, "bad item", true]);
  });

  it("fails the whole batch, without retries, on an error no item caused", async () => {
    const c = controlled((i) => (i.value < 0 ? new Error("connection lost") : undefined));
    const submit = batcher(options(c.run));
    const answers = submitWithABadOne(submit);
    c.finish[0]?.();
    await tick();
    c.finish[1]?.();
    expect(await Promise.all(answers)).toEqual([true, "connection lost", "connection lost"]);
    expect(keysOf(c.batches)).toEqual([["a"], ["b", "c"]]);
  });
});
