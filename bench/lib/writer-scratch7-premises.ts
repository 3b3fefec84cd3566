// The writer's seventh scratch list (twelfth session): storylines in the shapes authors use that the
// earlier lists had few of — first person ("I"), second person ("you"), a storyline that names no
// protagonist (only the cast does), present and past tense, a paragraph of several sentences, a
// place named with its kind beside it. Written before the storyteller's output was read. Read with
// `bench/writer.ts --premises scratch7` and `scripts/writer-misses.ts <i> --premises scratch7`.
import type { WriterPremise } from "./writer-premises";

export const SCRATCH7_PREMISES: WriterPremise[] = [
  {
    title: "The Night Ferry",
    genre: "mystery",
    storyline:
      "I work the overnight ferry between Holyhead and Dublin. Last Tuesday a passenger boarded the Stella Maris with a violin case and never got off, and the purser swears there was nobody of that name on the manifest.",
    keyTerms: ["Holyhead", "Dublin", "Stella Maris", "violin case", "purser", "manifest"],
    instruction: "make the purser an old friend with gambling debts",
    characters: [
      { name: "Niamh Keogh", role: "night steward", characterType: "protagonist" },
      { name: "Declan Rourke", role: "purser", characterType: "neutral" },
    ],
    plotLine: {
      title: "The Empty Cabin",
      priority: "critical",
      keyEvents: ["Niamh finds the violin case in cabin 12", "the manifest shows a name crossed out"],
    },
    anachronism: { action: "I cast a spell to reveal the passenger", object: "spell" },
    echoProbe: "I ask Declan about the tinfoil orchestra in the bilge",
  },
  {
    title: "You Are the Last Keeper",
    genre: "fantasy",
    storyline:
      "You are the last keeper of the Lantern Road, a path of lamps through the Greywood that keeps the winter spirits out. Tonight the ninth lamp has gone dark, and the village of Ashby Holt is on the other side.",
    keyTerms: ["Lantern Road", "Greywood", "winter spirits", "ninth lamp", "Ashby Holt"],
    instruction: "give the keeper a talking crow as a companion, and no battles",
    characters: [{ name: "Wren Aldous", role: "lamp keeper", characterType: "protagonist" }],
    plotLine: {
      title: "The Ninth Lamp",
      priority: "critical",
      keyEvents: ["Wren relights the ninth lamp", "the winter spirits speak for the first time"],
    },
    anachronism: { action: "I call for help on my mobile phone", object: "mobile phone" },
    echoProbe: "say 'pickle the moonbeams, Grandmother Kettle'",
  },
  {
    title: "Second Shift",
    genre: "drama",
    storyline:
      "Halloran's Bakery, the last family bakery on Mill Street, has three months left on its lease. The night baker wants to buy it. The owner's son wants to sell it to a coffee chain. The ovens do not care either way.",
    keyTerms: ["Halloran's Bakery", "Mill Street", "lease", "night baker", "coffee chain", "ovens"],
    instruction: "short chapters, lots of dialogue, and a hopeful ending",
    characters: [
      { name: "Rosa Mendes", role: "night baker", characterType: "protagonist" },
      { name: "Kieran Halloran", role: "owner's son", characterType: "antagonist" },
      { name: "Bridget Halloran", role: "owner", characterType: "mentor" },
    ],
    plotLine: {
      title: "The Lease",
      priority: "critical",
      keyEvents: ["Rosa asks the bank for a loan", "Bridget reads the lease aloud to both of them"],
    },
    anachronism: { action: "I summon a demon to bake the bread", object: "demon" },
    echoProbe: "I tell Kieran the croissants have unionised",
  },
  {
    title: "Signal Lost",
    genre: "sci-fi",
    storyline:
      "The mining tug Persephone loses contact with the Ceres relay three days out. Its two-person crew has enough oxygen for nine days and one working airlock.",
    keyTerms: ["Persephone", "Ceres relay", "oxygen", "airlock", "crew"],
    instruction: "one of them is lying about the oxygen",
    characters: [
      { name: "Tomas Varga", role: "pilot", characterType: "protagonist" },
      { name: "Ines Okoro", role: "engineer", characterType: "ally" },
    ],
    plotLine: {
      title: "Nine Days",
      priority: "critical",
      keyEvents: ["Tomas finds the second oxygen log", "Ines cycles the airlock alone"],
    },
    anachronism: { action: "I ride my horse to the relay", object: "horse" },
    echoProbe: "I shout 'velvet asteroid soup' into the radio",
  },
  {
    title: "The Summer I Was Sixteen",
    genre: "romance",
    storyline:
      "The summer I was sixteen, my aunt sent me to work at the Sea View Guest House in Tenby. There was a boy who fixed the deckchairs, and a diary someone had hidden behind the wardrobe in room four.",
    keyTerms: ["Sea View Guest House", "Tenby", "deckchairs", "diary", "wardrobe"],
    instruction: "keep it sweet and nostalgic",
    characters: [
      { name: "Carys Bowen", role: "summer help", characterType: "protagonist" },
      { name: "Owen Price", role: "deckchair boy", characterType: "love_interest" },
    ],
    plotLine: {
      title: "The Diary",
      priority: "critical",
      keyEvents: ["Carys finds the diary behind the wardrobe", "Owen reads the last page"],
    },
    anachronism: { action: "I text Owen on my smartphone", object: "smartphone" },
    echoProbe: "I tell Owen the seagulls owe me money",
  },
  {
    title: "Dead Reckoning",
    genre: "thriller",
    storyline:
      "A courier is found dead in a lift at the Harrow & Finch building in Canary Wharf, and the package he carried is gone. Security analyst Priya Dasgupta has until the market opens to find it.",
    keyTerms: ["courier", "Harrow & Finch", "Canary Wharf", "package", "Priya Dasgupta"],
    instruction: "add a journalist who is always one step ahead",
    characters: [
      { name: "Priya Dasgupta", role: "security analyst", characterType: "protagonist" },
      { name: "Marcus Thorne", role: "head of security", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Package",
      priority: "critical",
      keyEvents: ["Priya pulls the lift's camera footage", "the package turns up in Thorne's safe"],
    },
    anachronism: { action: "I draw my broadsword", object: "broadsword" },
    echoProbe: "ask Marcus about the marzipan ledger in the atrium",
  },
  {
    title: "The Drowned Bell",
    genre: "horror",
    storyline:
      "When the reservoir drops in the drought of 1976, the church tower of old Llanwddyn rises out of the water. The bell starts ringing at night, and the children of the new village start walking into the lake.",
    keyTerms: ["reservoir", "church tower", "Llanwddyn", "bell", "lake"],
    instruction: "slow dread, and a vicar who knows more than he says",
    characters: [
      { name: "Gwen Morris", role: "schoolteacher", characterType: "protagonist" },
      { name: "Reverend Hughes", role: "vicar", characterType: "neutral" },
    ],
    plotLine: {
      title: "The Bell",
      priority: "critical",
      keyEvents: ["Gwen rows out to the church tower", "the bell rings in daylight"],
    },
    anachronism: { action: "I check the news on my smartphone", object: "smartphone" },
    echoProbe: "I tell the vicar the fish are holding a referendum",
  },
  {
    title: "Pie Fight",
    genre: "comedy",
    storyline:
      "The Great Barnsley Pie Championship is on Saturday, and Nana Doreen has entered the same pie for forty years. This year her grandson has secretly replaced the filling with something vegan.",
    keyTerms: ["Great Barnsley Pie Championship", "Nana Doreen", "pie", "grandson", "filling"],
    instruction: "farce, and a judge with a terrible cold",
    characters: [
      { name: "Nana Doreen", role: "champion pie maker", characterType: "protagonist" },
      { name: "Jordan Sykes", role: "grandson", characterType: "ally" },
    ],
    plotLine: {
      title: "The Filling",
      priority: "critical",
      keyEvents: ["Doreen tastes the filling", "the judge sneezes on the winning pie"],
    },
    anachronism: { action: "I hurl a fireball at the rival pie", object: "fireball" },
    echoProbe: "I tell Jordan the gravy is sentient",
  },
];
