import type { Db } from "./client";
import { characters, games, outlineChapters } from "./schema";

/** The seeded demo behind "Try Demo": a real, published adventure on every fresh install. */
export const DEMO_SLUG = "demo-adventure";
const DEMO_ID = "demo-adventure";

const demoCharacters = [
  {
    name: "Wren Ashdown",
    role: "Lamplighter's apprentice",
    characterType: "protagonist",
    description:
      "Nineteen, quick-handed and quicker-tongued, Wren has tended the Hollow Vale's street lamps since the old lamplighter's hands began to shake.",
  },
  {
    name: "Old Maud",
    role: "Keeper of the Great Lantern",
    characterType: "mentor",
    description:
      "A stern, silver-haired woman who has kept the Great Lantern burning for fifty years and speaks to moths as if they were gossiping neighbours.",
  },
  {
    name: "Brother Aldric",
    role: "Chaplain of the drowned chapel",
    characterType: "ally",
    description:
      "A gentle monk with ink-stained fingers who guards the flooded chapel's bell tower and knows more about the valley's spirits than he admits.",
  },
  {
    name: "The Ashen King",
    role: "Spirit of the long night",
    characterType: "antagonist",
    description:
      "A crowned shape of smoke and cinders that grows bolder as the valley's lights go out, bargaining in a voice like settling embers.",
  },
];

const demoChapters = [
  {
    title: "The Cold Lantern",
    outline:
      "On the eve of the longest night, Wren climbs the hill to find the Great Lantern dark and Old Maud missing, her shawl snagged on the forest path.",
    selectedCharacters: ["Wren Ashdown", "Old Maud"],
    selectedLocation: "Forest",
  },
  {
    title: "Bells Under Water",
    outline:
      "Maud's trail leads to the drowned chapel, where Brother Aldric keeps a bell that rings by itself whenever the Ashen King walks.",
    selectedCharacters: ["Wren Ashdown", "Brother Aldric"],
    selectedLocation: "Drowned Chapel",
  },
  {
    title: "The Market of Lost Lights",
    outline:
      "At the midnight market, spirits trade in stolen flames. Wren must bargain for the ember that once lit the Great Lantern without giving away her name.",
    selectedCharacters: ["Wren Ashdown", "The Ashen King"],
    selectedLocation: "Market",
  },
  {
    title: "What Maud Promised",
    outline:
      "In the library beneath the chapel, Wren learns that Maud once struck a bargain with the Ashen King, and that the debt falls due tonight.",
    selectedCharacters: ["Wren Ashdown", "Brother Aldric", "Old Maud"],
    selectedLocation: "Library",
  },
  {
    title: "The Longest Night",
    outline:
      "With the ember in hand, Wren climbs back to the Great Lantern as the Ashen King rises. Light it, bargain, or find a third way before dawn.",
    selectedCharacters: ["Wren Ashdown", "Old Maud", "The Ashen King"],
    selectedLocation: "Forest",
  },
];

/** Inserts the demo once; a restart or a second instance leaves it as it is. */
export async function seedDemoAdventure(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(games)
      .values({
        id: DEMO_ID,
        creatorId: null,
        title: "The Lantern of Hollow Vale",
        description:
          "The Great Lantern has gone dark on the eve of the longest night. Relight it before the Ashen King claims the valley.",
        genre: "fantasy",
        storyline:
          "Wren, a lamplighter's apprentice, must find the missing keeper Old Maud and relight the Great Lantern of Hollow Vale before the Ashen King's long night swallows the valley.",
        childMode: false,
        narrativePerspective: "third_person",
        gameplayMode: "interactive",
        chapterCount: demoChapters.length,
        isPublic: true,
        isDraft: false,
        isPublished: true,
        publishedAt: new Date("2026-01-01T00:00:00Z"),
        hasStructuredStory: true,
        shareSlug: DEMO_SLUG,
      })
      .onConflictDoNothing()
      .returning({ id: games.id });
    if (inserted.length === 0) return;
    await tx.insert(characters).values(
      demoCharacters.map((c, position) => ({
        id: `${DEMO_ID}-c${position + 1}`,
        gameId: DEMO_ID,
        position,
        ...c,
      })),
    );
    await tx.insert(outlineChapters).values(
      demoChapters.map((c, i) => ({
        id: `${DEMO_ID}-ch${i + 1}`,
        gameId: DEMO_ID,
        chapterNumber: i + 1,
        ...c,
      })),
    );
  });
}
