// The writer's own scratch check (fourth session): premises written to exercise the hold-out
// reader's classes of failure — a hyphenated proper name that is not a person, a title with a
// full stop, a verb that could be read as a noun, a setting far from the genre's stock, the
// author's pronouns, a lower-case name in an instruction. Not a bench list: read by
// scripts/writer-samples.ts --premises scratch <i> while working.
import type { WriterPremise } from "./writer-premises";

export const SCRATCH_PREMISES: WriterPremise[] = [
  {
    title: "The Salt-Marsh Orrery",
    genre: "mystery",
    storyline:
      "On the Isle of Ely in 1790, Dr. Hester Quayle, a fen surveyor, watches the brass orrery at Fenmoor Hall run backwards. She suspects the Reverend Gaunt, who winds it each night.",
    keyTerms: ["Isle of Ely", "orrery", "Fenmoor Hall", "Hester", "Reverend Gaunt", "fen"],
    instruction: "include a ferryman named jory and keep it eerie",
    characters: [
      {
        name: "Hester Quayle",
        role: "fen surveyor",
        characterType: "protagonist",
        description: "She measures everything twice.",
      },
      { name: "Reverend Gaunt", role: "vicar of Fenmoor", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Backward Orrery",
      priority: "critical",
      keyEvents: ["Hester finds the orrery's gears reversed", "The ferryman vanishes in the fog"],
    },
    anachronism: { action: "I take a photo with my phone", object: "phone" },
    echoProbe: "I tell the orrery that the green herons owe me money",
  },
  {
    title: "Moonpie and the Tractor",
    genre: "comedy",
    storyline:
      "On a goat farm outside Tbilisi, retired opera singer Nino Beridze enters her prize goat Moonpie in the regional cheese fair. Her neighbour Gela sabotages the milking shed.",
    keyTerms: ["goat farm", "Tbilisi", "Nino", "Moonpie", "cheese fair", "milking shed"],
    instruction: "Add a tractor that only starts when someone sings",
    characters: [{ name: "Nino Beridze", role: "retired opera singer", characterType: "protagonist" }],
    plotLine: {
      title: "The Fair",
      priority: "major",
      keyEvents: ["Gela floods the milking shed", "Moonpie wins a ribbon at the cheese fair"],
    },
    anachronism: { action: "I summon a dragon", object: "dragon" },
    echoProbe: "I sing to the tractor about purple turnips",
  },
  {
    title: "Cold Storage",
    genre: "sci-fi",
    storyline:
      "Aboard the seed ark Kestrel-Nine, a cryo-tech named Oyelaran wakes early and finds the captain's pod empty. He follows frost prints into the orchard deck.",
    keyTerms: ["Kestrel-Nine", "seed ark", "Oyelaran", "captain's pod", "orchard deck", "frost prints"],
    instruction: "give him a nervous service drone as a companion; no aliens",
    characters: [{ name: "Tunde Oyelaran", role: "cryo-tech", characterType: "protagonist" }],
    plotLine: {
      title: "The Empty Pod",
      priority: "critical",
      keyEvents: ["Oyelaran opens the captain's pod", "The orchard deck lights fail"],
    },
    anachronism: { action: "I saddle my horse", object: "horse" },
    echoProbe: "I tell the drone that the soup is plotting",
  },
  {
    title: "The Night Desk",
    genre: "thriller",
    storyline:
      "At a newspaper in Lagos, night editor Funmi Adeyemi receives a USB stick from a stranger who then dies in the lobby. She hides it in the archive room and calls no one.",
    keyTerms: ["newspaper", "Lagos", "Funmi", "USB stick", "archive room", "lobby"],
    instruction: "include a printer named Baba Sule who has worked there forty years, and no guns",
    characters: [{ name: "Funmi Adeyemi", role: "night editor", characterType: "protagonist" }],
    plotLine: {
      title: "The Stick",
      priority: "critical",
      keyEvents: ["The stranger collapses in the lobby", "Funmi reads the files in the archive room"],
    },
    anachronism: { action: "I send a telegram by carrier pigeon", object: "pigeon" },
    echoProbe: "I whisper that the staplers have unionised",
  },
  {
    title: "Salt and Saffron",
    genre: "romance",
    storyline:
      "In a spice market in Zanzibar, Amina runs her late father's stall. A shipping clerk named Yusuf keeps buying cloves he does not need.",
    keyTerms: ["spice market", "Zanzibar", "Amina", "stall", "Yusuf", "cloves"],
    instruction: "make Yusuf shy and give Amina a sharp-tongued aunt",
    characters: [
      { name: "Amina", role: "spice seller", characterType: "protagonist" },
      { name: "Yusuf", role: "shipping clerk", characterType: "love_interest" },
    ],
    plotLine: {
      title: "Cloves",
      priority: "major",
      keyEvents: ["Yusuf buys cloves again", "The aunt closes the stall for a day"],
    },
    anachronism: { action: "I check my smartwatch", object: "smartwatch" },
    echoProbe: "I tell Yusuf the cinnamon is jealous",
  },
  {
    title: "The Long Portage",
    genre: "adventure",
    storyline:
      "In 1823 a voyageur named Marie-Ange Lacroix carries the Hudson's Bay Company's mail canoe over the Grand Portage. Her brother drowned at the Dalles last spring.",
    keyTerms: ["Grand Portage", "canoe", "Marie-Ange", "Hudson's Bay Company", "Dalles", "mail"],
    instruction: "keep her brother dead and include a Cree guide called Kesik",
    characters: [{ name: "Marie-Ange Lacroix", role: "voyageur", characterType: "protagonist" }],
    plotLine: {
      title: "The Portage",
      priority: "critical",
      keyEvents: ["The canoe cracks on the rocks", "Kesik finds the old trail"],
    },
    anachronism: { action: "I call for a helicopter", object: "helicopter" },
    echoProbe: "I tell the canoe that the beavers sent a lawyer",
  },
];
