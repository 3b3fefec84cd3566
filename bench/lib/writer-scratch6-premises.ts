// The writer's sixth scratch list (eleventh session): everyday drama and comedy in the shapes the
// independent lists' everyday stories had and scratch5's did not — people named in full as key
// terms ("Grace Mbeki", not "Grace"), gerund compounds ("wedding speech", "sewing machine",
// "swimming pool"), three-word proper places ("Holloway Road Crematorium"), long storylines with
// events as subjects, lower-case names. Written before the storyteller's output was read. Read with
// `bench/writer.ts --premises scratch6` and `scripts/writer-misses.ts <i> --premises scratch6`.
import type { WriterPremise } from "./writer-premises";

export const SCRATCH6_PREMISES: WriterPremise[] = [
  {
    title: "The Best Man's Speech",
    genre: "comedy",
    storyline:
      "Three days before his brother's wedding at the Fernleigh Golf Club, Danny Moss realises he has lost the only copy of his best man speech, and the wedding planner, a terrifying woman called Priya Lal, wants to hear it by Friday.",
    keyTerms: ["Danny Moss", "wedding", "Fernleigh Golf Club", "best man speech", "Priya Lal"],
    instruction: "lots of near misses, and the groom's dog should steal something important",
    characters: [
      { name: "Danny Moss", role: "best man", characterType: "protagonist" },
      { name: "Priya Lal", role: "wedding planner", characterType: "supporting" },
      { name: "Rob Moss", role: "groom", characterType: "supporting" },
    ],
    plotLine: {
      title: "Lost Words",
      priority: "critical",
      keyEvents: [
        "Danny searches the golf club's lost property",
        "Priya hears the speech at the rehearsal dinner",
      ],
    },
    anachronism: { action: "I summon a dragon to find my speech", object: "dragon" },
    echoProbe: "I tell Priya that the speech is written in invisible ink",
  },
  {
    title: "What Mum Left",
    genre: "drama",
    storyline:
      "The funeral at Holloway Road Crematorium is over, and now Grace Mbeki and her two brothers must clear their mother's flat in a single weekend. Grace finds her mother's sewing machine, and inside its drawer a bundle of letters from a man none of them has heard of.",
    keyTerms: ["Holloway Road Crematorium", "Grace Mbeki", "sewing machine", "letters", "flat"],
    instruction: "quiet and sad but hopeful at the end, and the brothers should argue about money",
    characters: [
      { name: "Grace Mbeki", role: "eldest daughter", characterType: "protagonist" },
      { name: "Samuel Mbeki", role: "brother", characterType: "supporting" },
      { name: "Tunde Mbeki", role: "youngest brother", characterType: "supporting" },
    ],
    plotLine: {
      title: "The Letters",
      priority: "critical",
      keyEvents: ["Grace opens the sewing machine drawer", "the brothers read the last letter aloud"],
    },
    anachronism: { action: "I call for a starship to carry the boxes", object: "starship" },
    echoProbe: "I tell Samuel that the kettle remembers Mum",
  },
  {
    title: "Lane Four",
    genre: "drama",
    storyline:
      "the swimming pool at Eastgate Leisure Centre is closing for good, and the over-sixties club that has swum there every Tuesday since 1989 refuses to go quietly. their captain, maureen walsh, chains herself to the diving board",
    keyTerms: ["swimming pool", "Eastgate Leisure Centre", "maureen", "diving board", "over-sixties club"],
    instruction: "funny in places but mostly about growing old. the council officer should be kind",
    characters: [
      { name: "maureen walsh", role: "club captain", characterType: "protagonist" },
      { name: "Kieran Doyle", role: "council officer", characterType: "supporting" },
    ],
    plotLine: {
      title: "Last Length",
      priority: "critical",
      keyEvents: ["maureen chains herself to the diving board", "the club swims one last length together"],
    },
    anachronism: { action: "I hack the council's computer with my cyberdeck", object: "cyberdeck" },
    echoProbe: "I shout that the chlorine is the fountain of youth",
  },
  {
    title: "The Bake-Off at St Cuthbert's",
    genre: "comedy",
    storyline:
      "The annual baking competition at St Cuthbert's Primary School has turned vicious. Two rival mums, Helen Parr and Joanne Greaves, will do anything to win the golden whisk, including sabotage, and the new headteacher is caught in the middle.",
    keyTerms: [
      "baking competition",
      "St Cuthbert's Primary School",
      "Helen Parr",
      "Joanne Greaves",
      "golden whisk",
    ],
    instruction: "make the headteacher a nervous young man called Mr Pike who is allergic to eggs",
    characters: [
      { name: "Mr Pike", role: "headteacher", characterType: "protagonist" },
      { name: "Helen Parr", role: "rival mum", characterType: "antagonist" },
      { name: "Joanne Greaves", role: "rival mum", characterType: "antagonist" },
    ],
    plotLine: {
      title: "Sabotage",
      priority: "critical",
      keyEvents: ["someone swaps the sugar for salt", "Mr Pike awards the golden whisk"],
    },
    anachronism: { action: "I fire my blaster at the oven", object: "blaster" },
    echoProbe: "I announce that the sponge cake has been elected mayor",
  },
  {
    title: "Sunday Lunch",
    genre: "drama",
    storyline:
      "Every Sunday the Kowalski family eats lunch at the farmhouse on Windmill Lane. This Sunday, Anna Kowalski brings home the girlfriend nobody knows about, and her grandfather Jerzy has something to announce about the farm.",
    keyTerms: ["Kowalski family", "farmhouse", "Windmill Lane", "Anna Kowalski", "Jerzy", "farm"],
    instruction: "one long afternoon, lots of dialogue over the dinner table, nobody is a villain",
    characters: [
      { name: "Anna Kowalski", role: "granddaughter", characterType: "protagonist" },
      { name: "Jerzy Kowalski", role: "grandfather", characterType: "supporting" },
      { name: "Beth Okoro", role: "Anna's girlfriend", characterType: "supporting" },
    ],
    plotLine: {
      title: "The Announcement",
      priority: "critical",
      keyEvents: ["Anna introduces Beth at the dining table", "Jerzy announces the sale of the farm"],
    },
    anachronism: { action: "I teleport to the barn", object: "teleport" },
    echoProbe: "I say the gravy is a family heirloom",
  },
  {
    title: "The Parking Space",
    genre: "comedy",
    storyline:
      "On Acacia Avenue, retired colonel Nigel Fairbrother and his new neighbour, a tattooed yoga teacher called Jess Rowe, are at war over the single parking space outside number 12. The residents' association meeting is on Thursday.",
    keyTerms: ["Acacia Avenue", "Nigel Fairbrother", "Jess Rowe", "parking space", "residents' association"],
    instruction: "escalating petty revenge, and they should end up friends",
    characters: [
      { name: "Nigel Fairbrother", role: "retired colonel", characterType: "protagonist" },
      { name: "Jess Rowe", role: "yoga teacher", characterType: "antagonist" },
    ],
    plotLine: {
      title: "Number 12",
      priority: "critical",
      keyEvents: ["Nigel parks a wheelie bin in the parking space", "the residents' association votes"],
    },
    anachronism: { action: "I cast a curse on her car", object: "curse" },
    echoProbe: "I tell Jess that the hedge is my lawyer",
  },
  {
    title: "Second Chances",
    genre: "romance",
    storyline:
      "Twenty years after their school prom, Leah Carter and Tom Ashby meet again at the reunion in the Grand Pavilion Hotel in Scarborough. She is divorced, he is a widower with a daughter, and neither of them has forgotten the night he didn't turn up.",
    keyTerms: ["Leah Carter", "Tom Ashby", "reunion", "Grand Pavilion Hotel", "Scarborough", "prom"],
    instruction:
      "slow burn, seaside town in winter, and the daughter should be the one who pushes them together",
    characters: [
      { name: "Leah Carter", role: "florist", characterType: "protagonist" },
      { name: "Tom Ashby", role: "widowed carpenter", characterType: "supporting" },
      { name: "Millie Ashby", role: "Tom's daughter", characterType: "supporting" },
    ],
    plotLine: {
      title: "The Prom",
      priority: "critical",
      keyEvents: ["Leah sees Tom across the hotel ballroom", "Tom explains why he never came to the prom"],
    },
    anachronism: { action: "I check the hologram of my ex", object: "hologram" },
    echoProbe: "I tell Tom that the sea is jealous of us",
  },
  {
    title: "Night Bus",
    genre: "drama",
    storyline:
      "A winter night on the N29 night bus. Driver Kwame Asante has one last run before he retires, and the passengers who get on between Trafalgar Square and Enfield each carry a secret.",
    keyTerms: ["N29", "night bus", "Kwame Asante", "Trafalgar Square", "Enfield", "passengers"],
    instruction: "an anthology feel, a different passenger each chapter, and end at the depot at dawn",
    characters: [
      { name: "Kwame Asante", role: "bus driver", characterType: "protagonist" },
      { name: "Dot Higgins", role: "night cleaner", characterType: "supporting" },
    ],
    plotLine: {
      title: "Last Run",
      priority: "critical",
      keyEvents: ["a passenger leaves a suitcase on the top deck", "Kwame parks at the depot at dawn"],
    },
    anachronism: { action: "I draw my sword on the passenger", object: "sword" },
    echoProbe: "I tell the passenger that the bus runs on regret",
  },
];
