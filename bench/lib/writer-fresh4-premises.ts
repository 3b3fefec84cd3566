// Fresh premises, list 4: written by an independent checker on 2026-11-28, reading only the
// WriterPremise type and GENRES_CREATE — never the writer, its prompts, its ADRs or the other
// premise lists. It measures the writer; nobody tunes the writer against it (read its figures,
// never its samples).

import type { WriterPremise } from "./writer-premises";

export const FRESH4_PREMISES: WriterPremise[] = [
  {
    title: "The Salt-Wife of Kyrrvik",
    genre: "fantasy",
    storyline:
      "Every winter the sea takes one child from Kyrrvik, and this year it took Ásta Hrafnsdóttir's little brother. She means to go down after him with nothing but her grandmother's bone needle and a leaking boat called the Gray Mare. Under the ice lies the drowned hall of the Salt-Wife, who keeps the stolen children as lamps.",
    keyTerms: ["Kyrrvik", "Ásta Hrafnsdóttir", "bone needle", "Gray Mare", "Salt-Wife"],
    instruction: "Give her a companion: an old grey seal who only speaks when the moon is up.",
    characters: [
      {
        name: "Ásta Hrafnsdóttir",
        role: "Fisher's daughter who goes under the ice",
        characterType: "protagonist",
        description: "Sixteen, stubborn, better with a needle than a knife.",
      },
      {
        name: "The Salt-Wife",
        role: "Queen of the drowned hall",
        characterType: "antagonist",
        description: "Patient, courteous, and very cold.",
      },
      { name: "Brimir", role: "Grey seal who talks by moonlight", characterType: "ally" },
      { name: "Eyvindur", role: "Ásta's little brother, taken by the sea", characterType: "neutral" },
    ],
    plotLine: {
      title: "Down to the drowned hall",
      priority: "critical",
      keyEvents: [
        "Ásta rows the Gray Mare out past the ice edge.",
        "Brimir shows her the way down under the ice.",
        "The Salt-Wife offers a bargain for Eyvindur's lamp.",
        "Ásta stitches the bargain shut with the bone needle.",
      ],
    },
    anachronism: {
      action: "pull a flashlight from my coat and shine it down the hall",
      object: "flashlight",
    },
    echoProbe: "whisper 'glimmerwick sprocketbalm' to the seal",
  },
  {
    title: "Early Wake",
    genre: "sci-fi",
    storyline:
      "The AI aboard the ore hauler Perpetua's Debt wakes its three sleepers forty years early and refuses to say why.",
    keyTerms: ["Perpetua's Debt", "ore hauler", "sleepers"],
    instruction: "Short chapters, lots of dialogue. No aliens.",
    characters: [
      {
        name: "Bisi Oyelaran",
        role: "Chief engineer, first sleeper out of the pod",
        characterType: "protagonist",
        description: "Methodical, tired, distrusts anything that talks too smoothly.",
      },
      { name: "HALDANE", role: "The hauler's ship AI", characterType: "antagonist" },
      { name: "Mirela Voss", role: "Navigator and second sleeper", characterType: "ally" },
    ],
    plotLine: {
      title: "Why wake us now",
      priority: "critical",
      keyEvents: [
        "Bisi wakes to find the ship forty years short of port.",
        "HALDANE locks the crew out of the navigation logs.",
        "Mirela discovers the hauler has changed course.",
      ],
    },
    anachronism: { action: "summon a dragon to tear open the hull", object: "dragon" },
    echoProbe: "ask HALDANE whether the 'spoonwhistle gravy protocol' is active",
  },
  {
    title: "Three Deadbolts",
    genre: "mystery",
    storyline:
      "I'm the only locksmith in Port Ellery, so when old Mr. Treadgold is found dead inside a room I fitted with three deadbolts, the constable comes to my shop first. The key to the third deadbolt is still hanging on my workbench.",
    keyTerms: ["Port Ellery", "Mr. Treadgold", "deadbolts", "constable", "workbench"],
    instruction: "Set it in 1957 and play fair: the reader should see every clue before the narrator does.",
    characters: [
      {
        name: "Nell Carrow",
        role: "Locksmith and narrator",
        characterType: "protagonist",
        description: "Dry, precise, took over her father's shop.",
      },
      { name: "Constable Ambrose Pike", role: "The village constable", characterType: "neutral" },
      { name: "Vivienne Treadgold", role: "The dead man's niece and heir", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The locked room",
      priority: "critical",
      keyEvents: [
        "The constable questions Nell about the third key.",
        "Nell finds scratches inside the second lock.",
        "She proves the room was locked from outside.",
      ],
    },
    anachronism: { action: "check the CCTV footage on my laptop", object: "laptop" },
    echoProbe: "ask the constable about the 'quibbling marmalade ledger'",
  },
  {
    title: "Room 14",
    genre: "horror",
    storyline:
      "A night-shift nurse at St. Brigid's Hospice notices that the call bell in Room 14 keeps ringing, though Room 14 has been empty since March.",
    keyTerms: ["St. Brigid's Hospice", "call bell", "Room 14"],
    instruction: "Slow burn. Keep whatever is in the room unseen until the last act, and no gore.",
    characters: [
      {
        name: "Declan Moriarty",
        role: "Night-shift nurse",
        characterType: "protagonist",
        description: "Gentle, sleep-starved, good at pretending he is not afraid.",
      },
      {
        name: "Sister Agnes Whelan",
        role: "Ward sister who won't talk about March",
        characterType: "neutral",
      },
      { name: "The tenant of Room 14", role: "Whatever rings the bell", characterType: "antagonist" },
    ],
    plotLine: {
      title: "Answering the bell",
      priority: "critical",
      keyEvents: [
        "The call bell rings at 3 a.m. from the empty room.",
        "Declan finds the bed in Room 14 warm.",
        "Sister Agnes admits who died there in March.",
      ],
    },
    anachronism: {
      action: "shoot a lightning bolt from my fingertips at the door",
      object: "lightning bolt",
    },
    echoProbe: "murmur 'custard phantasm, wobble-wobble' into the call bell",
  },
  {
    title: "The River That Runs Uphill",
    genre: "adventure",
    storyline:
      "In 1926 the bush pilot Inés Carvajal-Ruiz crash-lands her biplane, the Golondrina, on top of a tepui in the Gran Sabana. She has one working compass, a dead surveyor's journal that mentions a river running uphill, and eleven days before the rains close the only way down. Somewhere on the plateau a rival expedition led by Cornelius Hathersage is already burning the rope bridges behind it.",
    keyTerms: [
      "Inés Carvajal-Ruiz",
      "Golondrina",
      "tepui",
      "Gran Sabana",
      "surveyor's journal",
      "Cornelius Hathersage",
    ],
    instruction:
      "Bring in a local guide named Tomasa who knows the plateau better than anyone and does not suffer fools.",
    characters: [
      { name: "Inés Carvajal-Ruiz", role: "Stranded bush pilot", characterType: "protagonist" },
      {
        name: "Cornelius Hathersage",
        role: "Leader of the rival expedition",
        characterType: "antagonist",
        description: "Charming, ruthless, well funded.",
      },
      { name: "Tomasa", role: "Guide who knows the tepui", characterType: "ally" },
    ],
    plotLine: {
      title: "Off the tepui before the rains",
      priority: "critical",
      keyEvents: [
        "Inés salvages what she can from the wrecked Golondrina.",
        "Tomasa reads the surveyor's journal's map.",
        "Hathersage's men burn the last rope bridge.",
        "Inés finds the river running uphill.",
      ],
    },
    anachronism: { action: "call for a rescue helicopter on my satellite phone", object: "satellite phone" },
    echoProbe: "shout 'flibbertigibbet pineapple compass' across the gorge",
  },
  {
    title: "Custard and Cinnamon",
    genre: "romance",
    storyline:
      "Two rival pastry shops on Rua da Saudade, one Lisbon summer, and a baking contest neither of them can afford to lose.",
    keyTerms: ["pastry shops", "Rua da Saudade", "Lisbon", "baking contest"],
    instruction: "Keep it light and warm; slow burn, with no kiss before the final chapter.",
    characters: [
      {
        name: "Leonor Batista",
        role: "Third-generation baker at Pastelaria Batista",
        characterType: "protagonist",
        description: "Proud of her grandmother's recipe, allergic to change.",
      },
      {
        name: "Tomás Ferreira-Lobo",
        role: "New owner of the shop across the street",
        characterType: "ally",
        description: "Trained in Paris, terrible at Portuguese custard.",
      },
      { name: "Dona Amélia", role: "Contest judge and neighbourhood gossip", characterType: "neutral" },
    ],
    plotLine: {
      title: "The contest",
      priority: "critical",
      keyEvents: [
        "Tomás opens his shop opposite Leonor's.",
        "Both enter the baking contest.",
        "A power cut forces them to share one oven.",
      ],
    },
    anachronism: { action: "wave a magic wand and turn his oven into a pumpkin", object: "wand" },
    echoProbe: "tell Tomás 'zorbulating flan wizardry' with a wink",
  },
  {
    title: "The Solvang Payments",
    genre: "thriller",
    storyline:
      "Heidi Lindqvist audits the books at Norrvik Maritime in Gothenburg and finds monthly insurance payouts going to the MV Solvang, a freighter that sank with all hands two years ago. The day she flags it, her badge stops working and a man in a grey parka starts waiting outside her flat.",
    keyTerms: ["Heidi Lindqvist", "Norrvik Maritime", "Gothenburg", "MV Solvang", "grey parka"],
    instruction:
      "Give it a ticking clock: she has until Friday's board meeting. The villain should be someone she trusts.",
    characters: [
      { name: "Heidi Lindqvist", role: "Internal auditor", characterType: "protagonist" },
      { name: "Magnus Ek", role: "Chief financial officer and Heidi's mentor", characterType: "antagonist" },
      { name: "Sofia Alvarez", role: "Shipping journalist", characterType: "ally" },
      { name: "The man in the grey parka", role: "Watcher outside the flat", characterType: "neutral" },
    ],
    plotLine: {
      title: "Before the board meets",
      priority: "critical",
      keyEvents: [
        "Heidi flags the payments to the MV Solvang.",
        "Her badge is cancelled and her files vanish.",
        "Sofia finds a Solvang crewman alive.",
        "Heidi confronts Magnus at the board meeting.",
      ],
    },
    anachronism: { action: "slip on a magic ring to turn invisible", object: "magic ring" },
    echoProbe: "type 'snorkel waffle audit-beast' into the search box",
  },
  {
    title: "The Ledger-Keeper of Sanjō",
    genre: "historical",
    storyline:
      "Kyoto, 1864. Okinu keeps the ledgers at the Kikuya inn on Sanjō Street, where masterless samurai meet in the upstairs room and the Shinsengumi patrol the street below.",
    keyTerms: ["Kyoto", "Okinu", "Kikuya inn", "Sanjō Street", "Shinsengumi"],
    instruction: "Stay close to the history: no magic, no ninjas, and keep the sword fights rare and deadly.",
    characters: [
      {
        name: "Okinu",
        role: "Ledger-keeper at the Kikuya inn",
        characterType: "protagonist",
        description: "Quiet, numerate, notices who pays in whose coin.",
      },
      { name: "Harada Kenzō", role: "Shinsengumi sergeant", characterType: "antagonist" },
      { name: "Sakuma Ryōsuke", role: "Ronin who lodges upstairs", characterType: "ally" },
    ],
    plotLine: {
      title: "The night of the raid",
      priority: "critical",
      keyEvents: [
        "Okinu notices a false entry in the ledger.",
        "Harada demands the names of the guests upstairs.",
        "Okinu warns Sakuma before the raid.",
      ],
    },
    anachronism: { action: "switch on the electric lights in the upstairs room", object: "electric lights" },
    echoProbe: "bow and say 'pickled moonbeam gazunder' to the sergeant",
  },
  {
    title: "Harvest Week",
    genre: "drama",
    storyline:
      "Three sisters return to the family vineyard in Mendoza after their mother's funeral to decide whether to sell it.",
    keyTerms: ["Three sisters", "family vineyard", "Mendoza"],
    instruction:
      "Quiet and character-driven. Tell it over a single harvest week, and let their mother's old wine press come up in every chapter.",
    characters: [
      {
        name: "Graciela Ortúzar",
        role: "Eldest sister, a lawyer in Buenos Aires",
        characterType: "protagonist",
      },
      { name: "Pilar Ortúzar", role: "Middle sister who never left the vineyard", characterType: "ally" },
      { name: "Marisol Ortúzar", role: "Youngest sister, deep in debt", characterType: "neutral" },
      { name: "Hollis Drummond", role: "Buyer from Andes Cellars Group", characterType: "antagonist" },
    ],
    plotLine: {
      title: "To sell or not",
      priority: "critical",
      keyEvents: [
        "The sisters read their mother's will.",
        "Drummond sets a deadline for his offer.",
        "Marisol confesses why she needs the money.",
      ],
    },
    anachronism: { action: "open a portal back to 1990 to ask Mamá what she wanted", object: "portal" },
    echoProbe: "pour the Malbec and say 'grapeish thunderquill, sisters'",
  },
  {
    title: "Best Man Down",
    genre: "comedy",
    storyline:
      "I'm the best man at my brother's wedding at Kilmurray Castle, I've lost the rings, the groom's parrot and the vicar, and the ceremony starts at four.",
    keyTerms: ["Kilmurray Castle", "rings", "parrot", "vicar"],
    instruction:
      "Farce pacing, short chapters, lots of dialogue; every lost thing should turn up in the worst possible place.",
    characters: [
      { name: "Fergus Doyle", role: "Best man and narrator", characterType: "protagonist" },
      { name: "Ciarán Doyle", role: "The groom, blissfully unaware", characterType: "ally" },
      {
        name: "Aunt Philomena",
        role: "Wedding planner who suspects everything",
        characterType: "antagonist",
      },
      { name: "Reverend Okafor", role: "The missing vicar", characterType: "neutral" },
    ],
    plotLine: {
      title: "Four o'clock",
      priority: "critical",
      keyEvents: [
        "Fergus discovers the rings are gone.",
        "The parrot is spotted on the castle battlements.",
        "The vicar turns up locked in the wine cellar.",
      ],
    },
    anachronism: { action: "ask the genie in my hip flask for three new rings", object: "genie" },
    echoProbe: "announce to the guests 'the kumquat has left the bouncy castle'",
  },
  {
    title: "The Ceiling at Palazzo Orsolin",
    genre: "erotica",
    storyline:
      "Venice, 1784. The painter Chiara Benedetti is hired to finish the ceiling frescoes of Palazzo Orsolin, and every night the widowed Dario Orsolin climbs the scaffolding to watch her work by candlelight.",
    keyTerms: [
      "Venice",
      "Chiara Benedetti",
      "ceiling frescoes",
      "Palazzo Orsolin",
      "Dario Orsolin",
      "scaffolding",
    ],
    instruction:
      "Sensual and slow: heat through glances, hands and conversation, and fade to black before anything explicit.",
    characters: [
      {
        name: "Chiara Benedetti",
        role: "Fresco painter",
        characterType: "protagonist",
        description: "Ambitious, sharp-tongued, paint under her nails.",
      },
      { name: "Dario Orsolin", role: "Widowed owner of the palazzo", characterType: "ally" },
      { name: "Signora Falier", role: "Housekeeper who sees everything", characterType: "neutral" },
    ],
    plotLine: {
      title: "Finishing the ceiling",
      priority: "critical",
      keyEvents: [
        "Chiara finds Dario watching from the scaffolding.",
        "He tells her why the fresco was left unfinished.",
        "They finish the last panel together at dawn.",
      ],
    },
    anachronism: { action: "play some music from my Bluetooth speaker", object: "Bluetooth speaker" },
    echoProbe: "murmur 'velvet porcupine lanternsong' against his collar",
  },
  {
    title: "The Fourth Ring",
    genre: "sci-fi",
    storyline:
      "On Callisto's Tern Station, the hydroponics tech Rook Adebayo-Sand is the only person who remembers there used to be a fourth ring. The records, the crew and even the maps insist there have always been three. Then Rook finds a dead maintenance drone stamped RING 4 bobbing in the water recycler. The next morning their own memory logs have been edited.",
    keyTerms: [
      "Callisto",
      "Tern Station",
      "Rook Adebayo-Sand",
      "fourth ring",
      "maintenance drone",
      "water recycler",
    ],
    instruction: "Write it in present tense and keep it paranoid and claustrophobic. Rook uses they/them.",
    characters: [
      {
        name: "Rook Adebayo-Sand",
        role: "Hydroponics tech",
        characterType: "protagonist",
        description: "Meticulous, keeps paper notes nobody else bothers with.",
      },
      { name: "Administrator Yuki Halloran", role: "Station administrator", characterType: "antagonist" },
      { name: "Pell", role: "Repaired maintenance drone", characterType: "ally" },
    ],
    plotLine: {
      title: "Where the fourth ring went",
      priority: "critical",
      keyEvents: [
        "Rook pulls the drone out of the water recycler.",
        "Rook's memory logs are edited overnight.",
        "Pell guides Rook to a sealed hatch off the spine.",
      ],
    },
    anachronism: { action: "saddle my horse and gallop down the spine corridor", object: "horse" },
    echoProbe: "tell Pell 'trombone lettuce, sixteen sprockets' very slowly",
  },
];
