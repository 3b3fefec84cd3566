import { describe, expect, it } from "vitest";
import { personalize } from "./personalize";
import { premiseOf } from "./premise";
import { settingOf } from "./setting";
import { clashesWithWorld } from "./setting-clashes";
import { narration, play, testGame } from "./test-games";

// What the player names, read as they mean it (issue 31, a scratch4 reading of 30 played
// turns): their own name is themself, the author's things are things, a trail is followed.
const VAN = testGame("horror", {
  id: "van",
  title: "Greensleeves",
  description: "Ice-cream van driver Kezia Nwachukwu-Hart hears her chimes start playing on their own.",
  storyline:
    "Ice-cream van driver Kezia Nwachukwu-Hart hears her chimes start playing on their own on the Beechwood estate at three in the morning. The children who follow the tune come back without their shadows.",
  characters: [
    {
      id: "k",
      name: "Kezia Nwachukwu-Hart",
      role: "Ice-cream van driver",
      characterType: "protagonist",
      description: null,
    },
    { id: "g", name: "Amos Reedy", role: "Groundskeeper", characterType: "ally", description: null },
  ],
});

const playing = (actions: string[]) =>
  play(VAN, actions.length + 1, "means", actions)
    .slice(1)
    .map((p) => narration(p.result.prose));

describe("what the player means", () => {
  it("takes the hero's own name, or 'myself', as the player looking at themself", () => {
    const [named, myself, searched] = playing(["Examine Kezia", "Look at myself", "Search myself"]);
    for (const prose of [named, myself]) {
      expect(prose).not.toMatch(/the Kezia|the myself|beside the|gives up (its|a) secret/i);
      expect(prose).toMatch(/\b(stock|your hands|your hurts)\b/);
    }
    // Searching oneself is what one carries.
    expect(searched).toMatch(/\b(pack|carry|carrying)\b/i);
  });

  it("goes up to one of the author's things rather than making a place of it", () => {
    const [went, examined] = playing(["Go to the chimes", "Examine the chimes"]);
    expect(went).not.toMatch(/\b(way to|reach|into|step into) the chimes\b|\bChimes\b/);
    expect(went).toMatch(/the chimes/);
    expect(examined).not.toMatch(/\bChimes\b|make your way to/);
  });

  it("looks for people named by their kind instead of searching them like furniture", () => {
    const [searched, family] = playing(["Search the children", "Search the Nwachukwu family"]);
    expect(searched).not.toMatch(/over the children|fingers over|search the children carefully/i);
    expect(searched).toMatch(/for the children/);
    expect(family).not.toMatch(/over the Nwachukwu family|fingers over|against the Nwachukwu family/i);
  });

  it("follows a trail on to the story's next place, and says the arrival once", () => {
    const [followed] = playing(["Follow the trail"]);
    expect(followed).not.toMatch(/the trail/i);
    expect(followed?.match(/\breach(es)? the\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe("the author's setting, read from what the text names", () => {
  const of = (storyline: string) => settingOf({ title: "", description: "", storyline })?.id;
  it("takes a setting from nouns only: 'keep them apart' is no castle keep", () => {
    expect(
      of("A funeral director double-books the chapel of rest. He must keep them apart for one afternoon."),
    ).not.toBe("castle");
    expect(of("The keep of the castle falls to the usurper at midwinter.")).toBe("castle");
    expect(of("A rent strike on the Parkside housing estate; an estate agent goes missing.")).not.toBe(
      "manor",
    );
    expect(of("A murder at the manor house on the Ashcombe estate.")).toBe("manor");
  });
});

describe("the author's weather", () => {
  const heatwave = "Set it in a heatwave. The ice-cream van's chimes play on their own.";
  it("rules out frost and rain in a heatwave, and summer's insects in a blizzard", () => {
    expect(clashesWithWorld("frost blooms on the inside of the windows", heatwave)).toBe(true);
    expect(clashesWithWorld("rain patters against tall windows", heatwave)).toBe(true);
    expect(clashesWithWorld("a clock ticks somewhere in the panelled dark", heatwave)).toBe(false);
    expect(clashesWithWorld("crickets sing in the long grass", "A village snowed in by a blizzard.")).toBe(
      true,
    );
    // What the author wrote stays: a heatwave that breaks in rain.
    expect(clashesWithWorld("rain at last", `${heatwave} The heatwave breaks in rain.`)).toBe(false);
  });
});

describe("the place's own sounds", () => {
  it("lets a sound heard in the last scenes wait its turn (a night train has only three)", () => {
    const train = testGame("thriller", {
      id: "train",
      title: "Forty Minutes",
      description: "A night train.",
      storyline: "On the night train to Lisbon a courier has forty minutes to find the forged passport.",
      chapters: [],
    });
    const sounds = [
      "the wheels beat out the same two notes over the joints",
      "a whistle sounds far ahead and the carriage leans into a curve",
      "the lights dim for a tunnel and come back",
    ];
    const scenes = play(train, 13, "sounds", Array(12).fill("Look around")).map((p) =>
      p.result.prose.toLowerCase(),
    );
    for (let i = 1; i < scenes.length; i++) {
      for (const sound of sounds) {
        const again = scenes[i]?.includes(sound) && scenes[i - 1]?.includes(sound);
        expect(again, `scene ${i + 1}: ${sound}`).toBeFalsy();
      }
    }
  });
});

describe("the hero in the author's sentences", () => {
  const storyline =
    "Aberystwyth funeral director Mr Emlyn Pugh-Jenkins double-books the chapel of rest: a stag party in one room, the grieving Lloyd family in the other. He must keep them apart for one afternoon.";
  it("conjugates a hyphenated verb for 'you': 'you double-book', not 'you double-books'", () => {
    expect(personalize(storyline, "Mr Emlyn Pugh-Jenkins", "second_person")).toMatch(
      /^you double-book the chapel/i,
    );
  });
  it("names the hero in a later sentence that opens with their pronoun, so a beat told alone is theirs", () => {
    expect(premiseOf({ title: "Wrong Room", storyline }).beats).toContain(
      "Mr Emlyn Pugh-Jenkins must keep them apart for one afternoon.",
    );
    // Someone else named: the pronoun may be theirs, and stays.
    const two = "Maud Greaves inspects the glasshouse. Felix Arden lies to her. He hides the key.";
    expect(premiseOf({ title: "Glass", storyline: two }).beats).toContain("He hides the key.");
  });
});

describe("words that are also names, events and other worlds' things (the review's cases)", () => {
  const landlady = testGame("drama", {
    id: "rose",
    title: "Last Orders",
    description: "Rose Hill runs the Red Lion.",
    storyline: "Rose Hill runs the Red Lion before the wedding on Saturday, and still gets to the auction.",
    chapters: [],
    characters: [
      { id: "h", name: "Rose Hill", role: "landlady", characterType: "protagonist", description: null },
    ],
  });
  it("takes 'the rose' and 'the hill' as things, goes to an auction, and searches one dead man", () => {
    const [rose, hill, auction, dead] = play(landlady, 5, "words", [
      "Examine the rose",
      "Look at the hill",
      "Go to the auction",
      "Search the dead man",
    ])
      .slice(1)
      .map((p) => narration(p.result.prose));
    expect(rose).toMatch(/the rose/);
    expect(hill).toMatch(/the hill/);
    for (const prose of [rose, hill]) expect(prose).not.toMatch(/take(s)? stock|your hands, your pockets/);
    expect(auction).not.toMatch(/look hard at the auction|attention to the auction|beside the auction/);
    expect(dead).not.toMatch(/for the dead man/);
  });

  it("leaves a pronoun that may be someone else's, and reads the author's words whole", () => {
    const beats = premiseOf({
      title: "t",
      storyline:
        "Ada Price runs the Red Lion. Her landlord wants her out by Christmas. He has until Friday to serve notice.",
    }).beats;
    expect(beats).toContain("He has until Friday to serve notice.");
    // A named thing stolen or found in a city is no place; a pub run in a town is.
    expect(
      premiseOf({ title: "t", storyline: "Jun must steal the Black Diamond in Amsterdam." }).places,
    ).toEqual(["Amsterdam"]);
    // A numbered name written bare keeps no "the".
    expect(
      premiseOf({ title: "t", storyline: "Lily Chen takes Platform 9 at King's Cross." }).objects,
    ).toContain("Platform 9");
    expect(
      premiseOf({ title: "t", storyline: "Pat Kershaw runs The Red Lion in Tetbury." }).places,
    ).toContain("the Red Lion");
    // "train" is no "rain"; "wanders" no "wand".
    expect(clashesWithWorld("rain drums on the carriage roof", "A heatwave on the night train.")).toBe(true);
    const bee = testGame("drama", {
      id: "bee",
      title: "The Spelling Bee",
      storyline: "A spelling bee in a school hall; the headteacher wanders the corridors.",
      chapters: [],
    });
    const cast = play(bee, 2, "bee", ["I cast a spell on the judges"])[1]?.result.prose ?? "";
    expect(cast).toMatch(/exists in this world|another age|old tale|belongs to stories|nothing happens/);
  });
});

describe("names the player types in haste", () => {
  it("tells an action of the player's own with the story's spelling of its people", () => {
    const storyline = "Folasade Okonkwo-Bailey runs the night shift at a bus depot with Clive Ashdown.";
    const depot = testGame("horror", {
      id: "depot",
      title: "Depot",
      description: storyline,
      storyline,
      chapters: [],
      characters: [
        {
          id: "h",
          name: "Folasade Okonkwo-Bailey",
          role: "depot manager",
          characterType: "protagonist",
          description: null,
        },
        { id: "c", name: "Clive Ashdown", role: "mechanic", characterType: "supporting", description: null },
      ],
    });
    const [hug] = play(depot, 2, "haste", ["hug clive"])
      .slice(1)
      .map((p) => p.result.prose);
    expect(hug).toMatch(/Clive/);
    expect(hug).not.toMatch(/\bclive\b/);
  });
});

describe("getting there, told once", () => {
  it("never tells an arrival twice when the player walked there", () => {
    const storyline =
      "Rose Hill runs the Red Lion before the wedding on Saturday, and still gets to the auction.";
    const goes = ["auction", "church", "market", "station", "harbour", "mill", "bakery"].map(
      (p) => `Go to the ${p}`,
    );
    for (const genre of ["drama", "mystery", "romance", "historical", "fantasy", "comedy"]) {
      for (let k = 0; k < 6; k++) {
        const game = testGame(genre, {
          id: `${genre}${k}`,
          title: "Last Orders",
          description: storyline,
          storyline,
          chapters: [],
        });
        for (const p of play(game, 8, `a${k}`, goes).slice(1)) {
          const first = p.result.prose.split("\n")[0] ?? "";
          const told =
            first.match(/\b(reach|reaches|get to|gets to|arrive at|arrives at|By the time)\b/g) ?? [];
          expect(told.length, first).toBeLessThan(2);
        }
      }
    }
  });
});

describe("the hero's family name", () => {
  it("leaves the family's name alone: 'the Okafor family's shop' is no 'the you family' shop'", () => {
    const told = personalize(
      "Emeka Okafor comes home. The Okafor family's hardware shop is closing.",
      "Emeka Okafor",
      "second_person",
    );
    expect(told).toMatch(/^you come home\. The Okafor family's hardware shop/i);
  });
});
