import { describe, expect, it } from "vitest";
import { findLinks, readLink, withoutLinks } from "./typed-links";

const links = (text: string) => findLinks(text).map(({ text, target }) => [text, target]);

describe("typed links", () => {
  it("reads all four of Twine's forms", () => {
    expect(links("[[The Gate]]")).toEqual([["The Gate", "The Gate"]]);
    expect(links("[[Knock twice|The Gate]]")).toEqual([["Knock twice", "The Gate"]]);
    expect(links("[[Knock twice->The Gate]]")).toEqual([["Knock twice", "The Gate"]]);
    expect(links("[[The Gate<-Knock twice]]")).toEqual([["Knock twice", "The Gate"]]);
  });

  it("divides as Twine does: leftmost <-, rightmost ->, then the first |", () => {
    expect(readLink("a->b->c")).toEqual({ text: "a->b", target: "c" });
    expect(readLink("a<-b<-c")).toEqual({ text: "b<-c", target: "a" });
    expect(readLink("a|b|c")).toEqual({ text: "a", target: "b|c" });
    expect(readLink("  spaced  |  out ")).toEqual({ text: "spaced", target: "out" });
  });

  it("gives no link for empty or unclosed markup, and none across lines", () => {
    expect(links("[[]] [[ ]] [[text|]] [[->]]")).toEqual([]);
    expect(links("[[never closed")).toEqual([]);
    expect(links("[[split\nacross]]")).toEqual([]);
    expect(links("]] before [[")).toEqual([]);
  });

  it("takes the later of two openings, and text with no target stands for itself", () => {
    expect(links("[[a [[b]]")).toEqual([["b", "b"]]);
    expect(links("[[|Gate]]")).toEqual([["Gate", "Gate"]]);
    expect(links("x [[One]] y [[Two|2]]]")).toEqual([
      ["One", "One"],
      ["Two", "2"],
    ]);
  });

  it("records where each link's markup is", () => {
    const [link] = findLinks("Go [[north]] now");
    expect(link).toMatchObject({ start: 3, end: 12 });
  });

  it("is linear on hostile input", () => {
    const hostile = `${"[[".repeat(200_000)}${"[[a\n".repeat(100_000)}${"]]".repeat(200_000)}`;
    const started = performance.now();
    findLinks(hostile);
    withoutLinks(hostile, findLinks(hostile));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("the text without its links", () => {
  const strip = (text: string) => withoutLinks(text, findLinks(text));

  it("drops a line of links only, and keeps a link's words inside a sentence", () => {
    expect(strip("The hall is dark.\n\n[[Light a lamp|Lamp]]\n[[Leave]]")).toBe("The hall is dark.");
    expect(strip("You see a [[door|The Door]] ahead.")).toBe("You see a door ahead.");
    expect(strip("Rain.\n[[Left]] | [[Right]]\n\nMore rain.")).toBe("Rain.\n\nMore rain.");
  });

  it("leaves the links it is not given", () => {
    const text = "Stay.\n[[Go|Known]]\n[[Wander|Unknown]]";
    const [known] = findLinks(text);
    expect(withoutLinks(text, known ? [known] : [])).toBe("Stay.\n[[Wander|Unknown]]");
  });
});
