import { describe, expect, it } from "vitest";
import { emphasisRuns, plainEmphasis } from "../../../contract/scene-emphasis";
import { readTwee } from "./twee-reader";
import { tweeToStory } from "./twee-to-story";
import { mergeEffects, readEffects } from "./twine-effects";
import { readTwineText } from "./twine-markup";

/** ADR 033: the pieces of a passage's markup, one at a time (the corpus test reads them together). */

const sugar = (text: string) => readTwineText(text, "sugarcube");
const harlowe = (text: string) => readTwineText(text, "harlowe");

describe("inline markup", () => {
  it("turns italic and bold into Taleforge's marks (ADR 035), drops the others; a URL's // stays", () => {
    expect(sugar("A //quiet// and ''bold'' __word__ ==gone== ^^up^^ ~~down~~.").text).toBe(
      "A *quiet* and **bold** word gone up down.",
    );
    expect(sugar("See http://example.com //now//.").text).toBe("See http://example.com *now*.");
    expect(harlowe("An *odd* **very** //old// ''big'' `code` {word}; 2 * 3 stays.").text).toBe(
      "An *odd* **very** *old* **big** code word; 2 * 3 stays.",
    );
    // SugarCube has no single-* italics: an asterisk there is the author's, kept literal.
    expect(sugar("5 *stars* **x**").text).toBe("5 \\*stars\\* \\*\\*x\\*\\*");
    expect(plainEmphasis(sugar("5 *stars*, 2 * 3, 5*3").text)).toBe("5 *stars*, 2 * 3, 5*3");
  });

  it("shows SugarCube's and Harlowe's emphasis as the play screen's italic and bold", () => {
    const shown = (text: string) =>
      emphasisRuns(text)
        .map((r) => `${r.bold ? "<b>" : ""}${r.italic ? "<i>" : ""}${r.text}`)
        .join("|");
    expect(shown(sugar("It was //almost// dawn; ''run''! //''Now''//").text)).toBe(
      "It was |<i>almost| dawn; |<b>run|! |<b><i>Now",
    );
    expect(shown(harlowe("It was *almost* dawn; **run**! 5*3 ''x''").text)).toBe(
      "It was |<i>almost| dawn; |<b>run|! 5*3 |<b>x",
    );
    expect(shown(sugar("A *sigh* in 5 *stars*").text)).toBe("A *sigh* in 5 *stars*");
  });

  it("turns <br> and paragraph tags into line breaks, drops other tags, scripts with their code", () => {
    expect(sugar("One<br>two<br/>three<p>four</p><span class='x'>five</span>").text).toBe(
      "One\ntwo\nthree\nfour\nfive",
    );
    expect(sugar('Before<script>alert("<<x>>")</script> after').text).toBe("Before after");
    expect(sugar("Tom &amp; Jerry&nbsp;&mdash; &#8217;ok&#8217; &bogus;").text).toBe(
      "Tom & Jerry — ’ok’ &bogus;",
    );
  });

  it("reads line marks: headings, bullets, rules, alignment", () => {
    expect(sugar("!!Title\n* one\n* two\n----\nEnd").text).toBe("Title\n• one\n• two\n\nEnd");
    expect(harlowe("#Title\n==>\nRight\n<==\nLeft").text).toBe("Title\n\nRight\n\nLeft");
  });

  it("keeps links exactly as written, setters and variables in them included", () => {
    expect(sugar("Go [[//on//|Next][$gold += 1]] $gold").text).toBe("Go [[//on//|Next][$gold += 1]]");
  });
});

describe("SugarCube macros", () => {
  it("keeps the first branch and reports the condition", () => {
    const read = sugar("<<if $a>>A<<elseif $b>>B<<else>>C<</if>> and <<if $x>>X<<endif>>.");
    expect(read.text).toBe("A and X.");
    expect(read.found.filter((f) => f.kind === "branch").map((f) => f.source)).toEqual([
      "<<if $a>>",
      "<<if $x>>",
    ]);
  });

  it("reports state changes, top-level or not", () => {
    const read = sugar(
      "<<set $hp -= 2>><<if $a>><<set $hp -= 3>><</if>><<silently>><<set $xp += 1>><</silently>>",
    );
    expect(read.text).toBe("");
    expect(read.found.filter((f) => f.kind === "state").map((f) => [f.assigns, f.topLevel])).toEqual([
      ["$hp -= 2", true],
      ["$hp -= 3", false],
      ["$xp += 1", true],
    ]);
  });

  it("makes links of <<link>>, <<button>> and <<goto>>; a link with nowhere to go is removed", () => {
    expect(sugar('<<link "Run" "Hall">><<set $xp += 1>><</link>>').text).toBe("[[Run|Hall][$xp += 1]]");
    expect(sugar("<<button [[Knock|Door]]>><</button>>").text).toBe("[[Knock|Door]]");
    expect(sugar('<<link "Wave">><<goto "Pier">><</link>>').text).toBe("[[Wave|Pier]]");
    expect(sugar('Gone.<<goto "Pier">>').text).toBe("Gone.\n[[Continue|Pier]]");
    const nowhere = sugar('<<link "Look">><<set $seen to true>><</link>>Text');
    expect(nowhere.text).toBe("Text");
    expect(nowhere.found.map((f) => f.kind)).toEqual(["removed"]);
  });

  it("removes printed variables and temporaries, not a word's underscore or a price", () => {
    expect(sugar("You have $gold.coins coins, _n left, snake_case and 5 $ 5.").text).toBe(
      "You have coins, left, snake_case and 5 $ 5.",
    );
  });

  it("takes an unclosed `<<` out with the rest of its line; a stray close is dropped", () => {
    expect(sugar("Keep <<set $a to 1\nNext line<</if>>.").text).toBe("Keep\nNext line.");
  });
});

describe("Harlowe macros", () => {
  it("keeps (if:)'s hook and drops (else-if:)'s and (else:)'s, with spaces between", () => {
    expect(harlowe("(if: $a)[A](else-if: $b) [B](else:)[C]!").text).toBe("A!");
    expect(harlowe("(unless: $a)[U] (hidden:)[H] |n>[Named] |h)[Hidden] [Bare]<tail|").text).toBe(
      "U Named Bare",
    );
  });

  it("reports (set:) and (put:) with their top-level-ness; hooks of links are not top level", () => {
    const read = harlowe("(set: $hp to it - 1)(link: 'x')[(set: $hp to it - 9)](put: 3 into $xp)");
    expect(read.found.filter((f) => f.kind === "state").map((f) => [f.assigns, f.topLevel])).toEqual([
      ["$hp to it - 1", true],
      ["$hp to it - 9", false],
      ["3 into $xp", true],
    ]);
  });

  it("reads nested parentheses and strings holding brackets in arguments", () => {
    expect(harlowe('(set: $s to "a ) ] [ (b:")(print: (a: 1, (a: 2)))Text').text).toBe("Text");
  });

  it("makes links of (link-goto:) and (goto:); a macro never closed ends the passage", () => {
    expect(harlowe('(link-goto: "Run", "Hall") (link-goto: "Pier")').text).toBe(
      "[[Run|Hall]]\n\n[[Pier|Pier]]",
    );
    const open = harlowe("Before (if: $a [never");
    expect(open.text).toBe("Before");
    expect(open.found.map((f) => f.kind)).toEqual(["unclosed"]);
  });
});

describe("escaped text (review finding 6)", () => {
  it("shows an escaped macro as the author wrote it, `<` and `>` as ‹ and ›, named or numbered", () => {
    const shown = sugar("&lt;&lt;print 1&gt;&gt; and &#60;b&#62; and &#x3C;i&#x3e; &#8220;x&#8221;").text;
    expect(shown).toBe("‹‹print 1›› and ‹b› and ‹i› “x”");
    expect(shown).not.toMatch(/&#|<|>/);
  });

  it("keeps Harlowe's `*` in pairs as Taleforge's italic; a lone one is the author's, literal", () => {
    expect(harlowe("5*3 coins").text).toBe("5*3 coins");
    expect(harlowe("An *odd* sum: 5*3\nA *b*").text).toBe("An *odd* sum: 5*3\nA *b*");
    expect(harlowe("***bold and odd*** and 2 * 3").text).toBe("***bold and odd*** and 2 * 3");
    expect(harlowe("A lone *star here").text).toBe("A lone \\*star here");
  });
});

describe("variable changes as effects", () => {
  it("reads health, experience, inventory and has-flags; the rest is unread", () => {
    expect(
      readEffects(
        '$hp -= 3, $xp to $xp + 5; $inventory.push("Rope", "Lamp"), $hasOldKey to true, $lamp to true',
      ),
    ).toEqual({
      effects: { addItems: ["Rope", "Lamp", "Old key"], health: -3, experience: 5 },
      unread: 1,
    });
    expect(readEffects('$bag to it - (a: "Rope"), $has_map to false').effects).toEqual({
      removeItems: ["Rope", "Map"],
    });
    expect(readEffects("$health - 2 into $health").effects).toEqual({ health: -2 });
    // Set outright, or a change by another variable: not an effect.
    expect(readEffects("$health to 10, $xp += $bonus")).toEqual({ effects: {}, unread: 2 });
  });

  it("keeps a change within what a choice may do, and merges two choices' effects", () => {
    expect(readEffects("$hp -= 250").effects).toEqual({ health: -100 });
    expect(
      mergeEffects({ health: -60, addItems: ["Rope"] }, { health: -60, addItems: ["Rope", "Lamp"] }),
    ).toEqual({
      health: -100,
      addItems: ["Rope", "Lamp"],
    });
    const many = Array.from({ length: 11 }, (_, i) => `Item ${i}`);
    expect(mergeEffects(undefined, { addItems: many })).toBeNull();
  });
});

describe("a link's setter the contract refuses (review finding 5)", () => {
  const story = (link: string) =>
    tweeToStory(
      readTwee(
        [
          ":: StoryTitle\nSetters",
          ':: StoryData\n{"ifid": "8E0F1B52-3C1A-4D7B-9A2E-5B41C9D0E7F4", "format": "SugarCube", "start": "Start"}',
          `:: Start\nA door.\n\n${link}`,
          ":: Next\nThe end.",
        ].join("\n\n"),
      ),
    );

  it("is left out with a note; the import goes on and the choice stays", () => {
    const imported = story('[[Go|Next][$inventory.push("")]]');
    const choice = imported.beats.chapters[0]?.scenes[0]?.choices[0];
    expect(choice?.text).toBe("Go");
    expect(choice?.effects).toBeUndefined();
    expect(imported.warnings.some((w) => w.includes('the setter of "Go"') && w.includes("was removed"))).toBe(
      true,
    );
  });

  it("lists a change on arrival the contract refuses as removed, not as an effect", () => {
    const imported = tweeToStory(
      readTwee(
        [
          ':: StoryData\n{"ifid": "8E0F1B52-3C1A-4D7B-9A2E-5B41C9D0E7F4", "format": "SugarCube", "start": "Start"}',
          ":: Start\nA door.\n\n[[Go|Next]]",
          ':: Next\n<<set $inventory.push("")>><<set $xp += 5>>The end.',
        ].join("\n\n"),
      ),
    );
    const note = imported.warnings.find((w) => w.includes('in "Next"')) ?? "";
    expect(note).toMatch(/removed from the text: <<set \$inventory\.push\(""\)>>/);
    expect(note).toMatch(/became effects of the choices leading here: <<set \$xp \+= 5>>/);
    expect(imported.beats.chapters[0]?.scenes[0]?.choices[0]?.effects).toEqual({ experience: 5 });
  });

  it("keeps a setter the contract takes", () => {
    const imported = story('[[Go|Next][$inventory.push("Rope")]]');
    expect(imported.beats.chapters[0]?.scenes[0]?.choices[0]?.effects).toEqual({ addItems: ["Rope"] });
  });
});
