// The writer's second scratch list (sixth session): six sci-fi and horror premises written fresh
// to find where the premise reader misses stations, ships, colonies, villages, cults, creatures
// and devices, with an instruction of absence in several. Not a bench list: read with
// `bench/writer.ts --premises scratch2` and `scripts/writer-misses.ts <i> --premises scratch2`.
import type { WriterPremise } from "./writer-premises";

export const SCRATCH2_PREMISES: WriterPremise[] = [
  {
    title: "The Quiet Array",
    genre: "sci-fi",
    storyline:
      "On the ice moon Callisto, signals engineer Priya Ranganathan keeps the listening post Halden Array running alone. When the relay dish starts repeating her own voice back, she suspects the supply ship Meridian Gull never left orbit.",
    keyTerms: ["Callisto", "Halden Array", "Priya", "relay dish", "Meridian Gull", "listening post"],
    instruction: "give her a sarcastic maintenance robot named Bolt; no aliens",
    characters: [{ name: "Priya Ranganathan", role: "signals engineer", characterType: "protagonist" }],
    plotLine: {
      title: "The Echo",
      priority: "critical",
      keyEvents: ["Priya records her own voice on the relay dish", "The Meridian Gull answers a hail"],
    },
    anachronism: { action: "I light a torch and ride my horse", object: "horse" },
    echoProbe: "I tell Bolt that the moon is jealous of me",
  },
  {
    title: "Harrow Colony",
    genre: "sci-fi",
    storyline:
      "The terraforming colony of New Harrow depends on its atmosphere processor. Governor Anselm Okafor hides a crack in the reactor core while engineer Lena Sorvino counts the failing oxygen scrubbers.",
    keyTerms: [
      "New Harrow",
      "atmosphere processor",
      "Anselm Okafor",
      "Lena",
      "reactor core",
      "oxygen scrubbers",
    ],
    instruction: "include a dust storm that cuts off the colony, and keep it hard science",
    characters: [
      { name: "Lena Sorvino", role: "engineer", characterType: "protagonist" },
      { name: "Anselm Okafor", role: "governor", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Crack",
      priority: "critical",
      keyEvents: ["Lena finds the crack in the reactor core", "The dust storm reaches New Harrow"],
    },
    anachronism: { action: "I cast a fireball at the processor", object: "fireball" },
    echoProbe: "I shout that the scrubbers are singing hymns",
  },
  {
    title: "The Drift of the Sable Wren",
    genre: "sci-fi",
    storyline:
      "The freighter Sable Wren drifts past Ceres with a dead navigation computer. Quartermaster Ida Brennan must trade the cargo of medical gel to the salvage crew of the Iron Heron before the air runs out.",
    keyTerms: ["Sable Wren", "Ceres", "Ida", "navigation computer", "medical gel", "Iron Heron"],
    instruction: "make the salvage captain a former friend of Ida's, and without any aliens or magic",
    characters: [{ name: "Ida Brennan", role: "quartermaster", characterType: "protagonist" }],
    plotLine: {
      title: "The Trade",
      priority: "major",
      keyEvents: ["The Iron Heron docks with the Sable Wren", "Ida restarts the navigation computer"],
    },
    anachronism: { action: "I send a raven with a letter", object: "raven" },
    echoProbe: "I insist that the cargo is haunted by accountants",
  },
  {
    title: "The Hollow Saint",
    genre: "horror",
    storyline:
      "In the moorland village of Thornby Cross, schoolteacher Agnes Pell hears the church bell ring at three each night. The Brotherhood of the Hollow Saint meets in the chapel crypt, and children have begun to sleepwalk to the standing stones.",
    keyTerms: [
      "Thornby Cross",
      "Agnes",
      "church bell",
      "Brotherhood of the Hollow Saint",
      "chapel crypt",
      "standing stones",
    ],
    instruction: "give Agnes a skeptical brother named Tobias; no ghosts",
    characters: [{ name: "Agnes Pell", role: "schoolteacher", characterType: "protagonist" }],
    plotLine: {
      title: "The Sleepwalkers",
      priority: "critical",
      keyEvents: [
        "Agnes follows the children to the standing stones",
        "The Brotherhood opens the chapel crypt",
      ],
    },
    anachronism: { action: "I check the news on my smartphone", object: "smartphone" },
    echoProbe: "I tell the bell that I prefer jazz",
  },
  {
    title: "What the Lamp Sees",
    genre: "horror",
    storyline:
      "Night nurse Callum Reyes takes a post at Blackmere Sanatorium, where an old surgical lamp in ward nine switches on by itself. The matron, Sister Ursula, forbids anyone to enter the east wing.",
    keyTerms: ["Blackmere Sanatorium", "Callum", "surgical lamp", "ward nine", "Sister Ursula", "east wing"],
    instruction: "keep it psychological, with no blood, and include a patient called Edie who knows too much",
    characters: [
      { name: "Callum Reyes", role: "night nurse", characterType: "protagonist" },
      { name: "Sister Ursula", role: "matron", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The East Wing",
      priority: "critical",
      keyEvents: ["Callum unlocks the east wing", "The surgical lamp turns toward Edie"],
    },
    anachronism: { action: "I summon a unicorn", object: "unicorn" },
    echoProbe: "I whisper that the lamp owes me an apology",
  },
  {
    title: "The Tidewater Thing",
    genre: "horror",
    storyline:
      "On the fishing island of Skerrow, lighthouse keeper Moira Dunn finds a pale eyeless creature tangled in the herring nets. The Dunn family has kept a ledger of drownings since 1821, and the next name is hers.",
    keyTerms: ["Skerrow", "Moira", "creature", "herring nets", "ledger of drownings", "lighthouse"],
    instruction: "make the creature never fully seen, and include her grandfather Ewan",
    characters: [{ name: "Moira Dunn", role: "lighthouse keeper", characterType: "protagonist" }],
    plotLine: {
      title: "The Ledger",
      priority: "critical",
      keyEvents: [
        "Moira reads her own name in the ledger of drownings",
        "The creature climbs the lighthouse",
      ],
    },
    anachronism: { action: "I fire my laser pistol", object: "laser" },
    echoProbe: "I tell the creature that herring are overrated",
  },
];
