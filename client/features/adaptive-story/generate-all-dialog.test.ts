import { describe, expect, it } from "vitest";
import { writtenNames } from "./generate-all-dialog";
import { emptyChapter } from "./planner-model";

const chapter = (n: number, title: string) => ({ ...emptyChapter(n, `k${n}`), title, content: "Text." });

describe("writtenNames: the written chapters Generate All's question names", () => {
  it("names one, two, or more chapters by number and title", () => {
    expect(writtenNames([chapter(1, "Dusk")])).toBe("Chapter 1 “Dusk”");
    expect(writtenNames([chapter(1, "Dusk"), chapter(3, " The Court ")])).toBe(
      "Chapters 1 “Dusk” and 3 “The Court”",
    );
    expect(writtenNames([chapter(1, "Dusk"), chapter(2, ""), chapter(4, "Dawn")])).toBe(
      "Chapters 1 “Dusk”, 2 and 4 “Dawn”",
    );
  });
});
