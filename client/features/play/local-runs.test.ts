// @vitest-environment jsdom

import { afterEach, describe, expect, it } from "vitest";
import { forgetRun, keepRun, LOCAL_RUNS_KEY, playedAgo, recallRun, runKey } from "./local-runs";
import { sessionToStart } from "./session-prestart";

afterEach(() => localStorage.clear());

const TOKEN = "t".repeat(43);
const HOUR = 3600_000;

describe("the runs this browser holds (issue 33 item 4)", () => {
  it("keeps a game's latest run and scene, apart from the owner's preview", () => {
    keepRun(runKey("demo-adventure", false), TOKEN, 2, 1000);
    keepRun(runKey("demo-adventure", false), TOKEN, 7, 2000);
    expect(recallRun(runKey("demo-adventure", false))).toEqual({
      token: TOKEN,
      sceneNumber: 7,
      savedAt: 2000,
    });
    expect(recallRun(runKey("demo-adventure", true))).toBeNull();
  });

  it("forgets a run, but not one that has replaced it since", () => {
    const key = runKey("g", false);
    keepRun(key, "new-run", 3);
    forgetRun(key, "old-run");
    expect(recallRun(key)?.token).toBe("new-run");
    forgetRun(key);
    expect(recallRun(key)).toBeNull();
  });

  it("reads nothing from a store it did not write", () => {
    localStorage.setItem(LOCAL_RUNS_KEY, '{"g":{"token":5},"h":"x"}');
    expect(recallRun("g")).toBeNull();
    localStorage.setItem(LOCAL_RUNS_KEY, "not json");
    expect(recallRun("g")).toBeNull();
  });

  it("says when the run was last played in words", () => {
    const now = 10 * 24 * HOUR;
    expect(playedAgo(now - 5000, now)).toBe("just now");
    expect(playedAgo(now - 3 * 60_000, now)).toBe("3 minutes ago");
    expect(playedAgo(now - 2 * HOUR - 60_000, now)).toBe("2 hours ago");
    expect(playedAgo(now - 26 * HOUR, now)).toBe("1 day ago");
  });

  it("starts no session at start-up for a game whose run is held, unless Play Again or a scene asks", () => {
    keepRun(runKey("demo-adventure", false), TOKEN, 4);
    expect(sessionToStart("/play/demo-adventure", "")).toBeNull();
    expect(sessionToStart("/play/demo-adventure", "?restart=1")).toEqual({
      slug: "demo-adventure",
      preview: false,
      scene: null,
    });
    // The owner's preview is a run of its own.
    expect(sessionToStart("/play/demo-adventure", "?preview=true")).not.toBeNull();
  });
});
