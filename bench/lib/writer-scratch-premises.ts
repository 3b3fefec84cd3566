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
  // Fifth session: six more, whose key terms are mostly names — people, places, bodies, things
  // with proper names — the class of premise the chapter writer's genre frames did not take.
  {
    title: "The Water Ledger",
    genre: "sci-fi",
    storyline:
      "On Vesta Station, quartermaster Ilse Brandt discovers that the water ledgers of the Tharsis Cooperative have been falsified. Commander Aldana orders the hydroponics ring sealed, and Ilse has one shift to find where the water went.",
    keyTerms: ["Vesta Station", "Ilse", "Tharsis Cooperative", "Aldana", "hydroponics ring", "ledgers"],
    instruction: "give Ilse an old pilot called Marek who owes her a favour, and no aliens",
    characters: [
      { name: "Ilse Brandt", role: "quartermaster", characterType: "protagonist" },
      { name: "Commander Aldana", role: "station commander", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Sealed Ring",
      priority: "critical",
      keyEvents: ["Aldana seals the hydroponics ring", "Ilse finds the second set of ledgers"],
    },
    anachronism: { action: "I light a candle and write with a quill", object: "quill" },
    echoProbe: "I tell the ledger that the potatoes have voted",
  },
  {
    title: "The Bells of Saint Brannoc",
    genre: "horror",
    storyline:
      "In the drowned village of Polwithick, choirmaster Edwin Tregarthen hears the sunken church of Saint Brannoc ringing under the reservoir. Old Mrs Penhallow says the bells call the names of those who will drown next.",
    keyTerms: ["Polwithick", "Saint Brannoc", "reservoir", "Edwin", "Penhallow", "bells"],
    instruction: "give Edwin a sister called Morwenna who hears the bells too; no gore",
    characters: [
      { name: "Edwin Tregarthen", role: "choirmaster", characterType: "protagonist" },
      {
        name: "Mrs Penhallow",
        role: "oldest woman in Polwithick",
        characterType: "mentor",
        description: "She keeps the drowned church's hymn books in a biscuit tin.",
      },
    ],
    plotLine: {
      title: "The Drowned Choir",
      priority: "critical",
      keyEvents: ["The reservoir drops and the church tower shows", "Mrs Penhallow hears her own name"],
    },
    anachronism: { action: "I ride my hoverboard across the water", object: "hoverboard" },
    echoProbe: "I sing to the bells about orange umbrellas",
  },
  {
    title: "Light Silver",
    genre: "historical",
    storyline:
      "In 1650 at the royal mint of Potosí, assayer Diego Quispe finds that the silver coins of the Casa de Moneda are light. His master, Don Francisco de la Rocha, orders him to stamp them anyway.",
    keyTerms: ["Potosí", "Casa de Moneda", "Diego", "silver coins", "de la Rocha", "assayer"],
    instruction: "include Diego's mother, a weaver named Túpac Sisa, and keep the Inquisition offstage",
    characters: [
      { name: "Diego Quispe", role: "assayer", characterType: "protagonist" },
      { name: "Don Francisco de la Rocha", role: "master of the mint", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Light Coins",
      priority: "critical",
      keyEvents: ["Diego weighs the coins a second time", "De la Rocha burns the assay book"],
    },
    anachronism: { action: "I photocopy the assay book", object: "photocopy" },
    echoProbe: "I tell the scales that the llamas are bankers",
  },
  {
    title: "Last Reel at the Regal",
    genre: "drama",
    storyline:
      "Retired projectionist Walter Fenn spends one last summer at the Regal Odeon in Margate before the council turns it into flats. His estranged daughter Claire arrives to help him clear the projection booth.",
    keyTerms: ["Regal Odeon", "Margate", "Walter", "Claire", "projection booth", "council"],
    instruction: "let Walter and Claire make peace slowly, and include an old usher named Dot",
    characters: [
      { name: "Walter Fenn", role: "retired projectionist", characterType: "protagonist" },
      { name: "Claire Fenn", role: "his daughter", characterType: "supporting" },
    ],
    plotLine: {
      title: "Clearing the Booth",
      priority: "major",
      keyEvents: [
        "Claire finds her mother's letters in the projection booth",
        "The council sends the bailiffs",
      ],
    },
    anachronism: { action: "I cast a healing spell on Claire", object: "spell" },
    echoProbe: "I tell the projector that the seagulls run the council",
  },
  {
    title: "Room 414",
    genre: "thriller",
    storyline:
      "Interpreter Sanne Vogel overhears a bribe at the Palais des Nations in Geneva. By morning the delegate from Korvania is dead and the hotel safe at the Beau-Rivage is empty.",
    keyTerms: ["Palais des Nations", "Geneva", "Sanne", "Korvania", "Beau-Rivage", "delegate"],
    instruction: "make her colleague Luc untrustworthy; keep it realistic",
    characters: [{ name: "Sanne Vogel", role: "interpreter", characterType: "protagonist" }],
    plotLine: {
      title: "The Empty Safe",
      priority: "critical",
      keyEvents: ["The delegate is found dead at the Beau-Rivage", "Sanne hears the bribe again on a tape"],
    },
    anachronism: { action: "I fly over the lake on my broomstick", object: "broomstick" },
    echoProbe: "I whisper that the fondue is wiretapped",
  },
  {
    title: "The Cartographer of Wendmere",
    genre: "fantasy",
    storyline:
      "In the floating city of Wendmere, cartographer Orrin Vale draws a map of the Undertow that keeps redrawing itself. The Tidewardens of the Brine Court want the map burned before the Moonless Tide.",
    keyTerms: ["Wendmere", "Orrin", "Undertow", "Tidewardens", "Brine Court", "map"],
    instruction: "give Orrin a talking compass named Pim, and keep it hopeful",
    characters: [
      { name: "Orrin Vale", role: "cartographer", characterType: "protagonist" },
      { name: "Warden Sable", role: "captain of the Tidewardens", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Moving Map",
      priority: "critical",
      keyEvents: ["The map redraws the Undertow overnight", "The Tidewardens raid Orrin's workshop"],
    },
    anachronism: { action: "I check the map on my smartphone", object: "smartphone" },
    echoProbe: "I tell the compass that the eels are poets",
  },
];
