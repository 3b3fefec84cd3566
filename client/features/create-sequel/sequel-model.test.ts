import { describe, expect, it } from "vitest";
import type { GameDetail, OutlineChapterView } from "../../../contract/creation";
import { genreOptions, sequelGenre, sequelSourceProblem, sequelType } from "./sequel-model";

const game = { title: "Long Way Home", characters: [{ name: "Ilse" }] } as unknown as GameDetail;
const chapter = { chapterNumber: 1, title: "One" } as OutlineChapterView;

describe("the sequel form", () => {
  it("words the spec's sequel errors", () => {
    expect(sequelSourceProblem(game, [])).toBe(
      'Original story "Long Way Home" has no chapters. Please create a story outline first in the story editor.',
    );
    expect(sequelSourceProblem({ ...game, characters: [] }, [chapter])).toBe(
      'No characters found for "Long Way Home". Please add characters to the original game first.',
    );
    expect(sequelSourceProblem(game, [chapter])).toBeNull();
  });

  it("maps the original's genre and types onto the sequel's lists", () => {
    expect(sequelGenre("sci-fi")).toBe("science-fiction");
    expect(genreOptions("")).toHaveLength(20);
    expect(genreOptions("superhero")).toContain("superhero");
    expect(sequelType("mentor")).toBe("supporting");
    expect(sequelType("minor")).toBe("minor");
  });
});
