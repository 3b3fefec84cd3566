// Fresh premises, list 5: written by an independent checker on 2026-11-28, reading only the WriterPremise type and GENRES_CREATE — never the writer, its prompts, its ADRs or the other premise lists. It measures the writer; nobody tunes the writer against it (read its figures, never its samples).

import type { WriterPremise } from "./writer-premises";

export const FRESH5_PREMISES: WriterPremise[] = [
  // A tabletop game master prepping a one-shot.
  {
    title: "The Salt Bell of Ossmere",
    genre: "fantasy",
    storyline:
      "The drowned city of Ossmere rises from the tide for one night every seven years, and this year Kestrel Vane is rowing out to meet it. Her mentor, the hedge-witch Maudry Fenn, swears the Salt Bell still hangs in the flooded cathedral and that ringing it will lift the curse on the coastal villages. The Tidewarden, a knight bound in barnacled armour, guards the cathedral steps and answers every question with a riddle. Kestrel has until the ebb at dawn to find the bell, ring it, and get back to her boat before Ossmere sinks again. Players should feel the clock ticking the whole time.",
    keyTerms: ["Ossmere", "Kestrel Vane", "Maudry Fenn", "Salt Bell", "flooded cathedral", "Tidewarden"],
    instruction:
      "Give Kestrel a companion animal: a grumpy one-eyed seagull called Admiral who steals shiny things. Keep the tone eerie but not grimdark.",
    characters: [
      {
        name: "Kestrel Vane",
        role: "Young boatwoman from the coastal villages",
        characterType: "protagonist",
      },
      { name: "Maudry Fenn", role: "Hedge-witch who taught Kestrel the tides", characterType: "mentor" },
      {
        name: "The Tidewarden",
        role: "Barnacled knight guarding the cathedral steps",
        characterType: "antagonist",
        description: "Once a man, now mostly shell and salt; speaks only in riddles.",
      },
    ],
    plotLine: {
      title: "Ring the Salt Bell before the ebb",
      priority: "critical",
      keyEvents: [
        "Kestrel rows out to Ossmere as the city rises.",
        "She gets past the Tidewarden on the cathedral steps.",
        "She finds the Salt Bell in the flooded cathedral and rings it.",
        "She escapes to her boat as the city sinks at dawn.",
      ],
    },
    anachronism: { action: "I take out my smartphone and film the cathedral", object: "smartphone" },
    echoProbe: "I tell the Tidewarden that the glimmerwock snorgles beneath the vantry pelf",
  },

  // A teenager, first person, casual.
  {
    title: "dead signal",
    genre: "sci-fi",
    storyline:
      "I'm the only kid on Tycho Relay Station and when all the adults fall asleep and won't wake up, me and the maintenance robot BOLT-7 have to figure out why before the oxygen runs out. Also something keeps knocking on the airlock from outside.",
    keyTerms: ["Tycho Relay Station", "BOLT-7", "airlock"],
    instruction: "make it scary but not gory, and BOLT-7 should be funny. short punchy chapters pls",
    characters: [
      { name: "Juni Okafor", role: "Fifteen-year-old, the narrator", characterType: "protagonist" },
      {
        name: "BOLT-7",
        role: "Maintenance robot",
        characterType: "ally",
        description: "A boxy maintenance robot who uses they/them pronouns and tells terrible jokes.",
      },
      { name: "Commander Hale Reyes", role: "Station commander, asleep", characterType: "neutral" },
    ],
    plotLine: {
      title: "Wake the crew",
      priority: "critical",
      keyEvents: [
        "Every adult on the station falls into a sleep they cannot wake from.",
        "Juni and BOLT-7 trace the problem to the air recyclers.",
        "Juni finds out what is knocking on the airlock.",
        "The crew wakes before the oxygen runs out.",
      ],
    },
    anachronism: { action: "I use a magic spell to wake everyone up", object: "magic spell" },
    echoProbe: "say 'blorptastic wumbleflax on the snoodle deck'",
  },

  // A retired schoolteacher who loves cozy mysteries.
  {
    title: "A Death at the Harvest Show",
    genre: "mystery",
    storyline:
      "In the autumn of 1987, the annual harvest show in Little Bramwell was spoilt when the judge of the vegetable classes, Mr Cyril Ashdown, was found dead behind the produce tent. Retired headmaster Arthur Penhale, who had taught half the village, did not believe for one moment that it was his heart. He began quietly asking questions of his former pupils, most of whom were now grown up and had secrets of their own. The prize-winning marrow had gone missing too.",
    keyTerms: ["Little Bramwell", "Cyril Ashdown", "produce tent", "Arthur Penhale", "prize-winning marrow"],
    instruction:
      "Please keep it a gentle cozy mystery, no swearing and nothing gruesome. The killer should be someone we meet in the first chapter. Arthur should have an old Labrador called Biscuit.",
    characters: [
      { name: "Arthur Penhale", role: "Retired headmaster", characterType: "protagonist" },
      {
        name: "Constable Joanna Reedy",
        role: "Village police constable",
        characterType: "ally",
        description: "Arthur's former pupil, now in uniform and slightly embarrassed about it.",
      },
      { name: "Deirdre Ashdown", role: "The judge's widow", characterType: "neutral" },
      { name: "Graham Tulley", role: "Rival marrow grower", characterType: "antagonist" },
    ],
    plotLine: {
      title: "Who killed the marrow judge?",
      priority: "critical",
      keyEvents: [
        "Cyril Ashdown is found dead behind the produce tent.",
        "Arthur discovers the prize-winning marrow is missing.",
        "Arthur unmasks the killer in front of the village.",
      ],
    },
    anachronism: {
      action: "I ask the AI assistant on my smartphone who the killer is",
      object: "smartphone",
    },
    echoProbe: "ask Deirdre Ashdown about the flibbertine quarnsock in the greenhouse",
  },

  // Second person, a nurse who writes horror on the side.
  {
    title: "Night Shift on Ward 9",
    genre: "horror",
    storyline:
      "You are a new night nurse at St. Agatha's Hospital, and on your first shift the charge nurse tells you never to answer the call bell from Bed 14. Ward 9 has only thirteen beds. At 3:12 a.m. the bell rings.",
    keyTerms: ["St. Agatha's Hospital", "call bell", "Bed 14", "Ward 9"],
    instruction:
      "Slow-burn dread, not jump scares. Do not explain what is in Bed 14 until the very end, and maybe not even then.",
    characters: [
      { name: "Sam Whitlock", role: "New night nurse (the player)", characterType: "protagonist" },
      { name: "Ivy Marsh", role: "Charge nurse, thirty years on nights", characterType: "mentor" },
      { name: "The Patient in Bed 14", role: "Whatever rings the bell", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The bell from Bed 14",
      priority: "critical",
      keyEvents: [
        "The charge nurse warns you never to answer the call bell from Bed 14.",
        "The bell rings at 3:12 a.m. on a ward with only thirteen beds.",
        "You find the corridor that leads to Bed 14.",
        "You survive until the morning shift arrives.",
      ],
    },
    anachronism: { action: "I summon a demon to fight the thing in Bed 14", object: "demon" },
    echoProbe: "shout 'GRELLIX MORVANTO SKIBBLE' down the corridor",
  },

  // A non-native English speaker from Portugal.
  {
    title: "The Voyage of the São Cristóvão",
    genre: "adventure",
    storyline:
      "Year 1643. The young cartographer Inês Valadares-Souto is on the ship São Cristóvão, going from Lisboa to the Spice Islands with a secret map what her father drew before he die. The captain Álvaro Mendes want the map for himself. In the middle of the ocean there is a big storm and the ship is lost, and they arrive to an island that is not in any map.",
    keyTerms: [
      "Inês Valadares-Souto",
      "São Cristóvão",
      "Lisboa",
      "Spice Islands",
      "secret map",
      "Álvaro Mendes",
    ],
    instruction:
      "I want a parrot companion for Inês, it is green and speak only Latin. No romance please, she is focus on the map.",
    characters: [
      {
        name: "Inês Valadares-Souto",
        role: "Cartographer, daughter of a famous map-maker",
        characterType: "protagonist",
      },
      { name: "Álvaro Mendes", role: "Captain of the São Cristóvão", characterType: "antagonist" },
      {
        name: "Tomé Baptista",
        role: "Old sailor and ship's cook",
        characterType: "ally",
        description: "Knew Inês's father; pretends to be deaf when the captain shouts.",
      },
    ],
    plotLine: {
      title: "The island not on any map",
      priority: "critical",
      keyEvents: [
        "Captain Álvaro Mendes tries to steal the secret map.",
        "A storm throws the São Cristóvão off course.",
        "The crew lands on an island that is on no map.",
        "Inês uses her father's map to find the way home.",
      ],
    },
    anachronism: { action: "I use my GPS to find where the island is", object: "GPS" },
    echoProbe: "I tell Tomé Baptista the wibbenzot is hiding in the craskle barrel",
  },

  // A romance reader writing her first small-town story.
  {
    title: "Second Proof",
    genre: "romance",
    storyline:
      "After their restaurant in Chicago closes, pastry chef Rowan Adair moves back to their hometown of Millbrook, Vermont, to run their late grandmother's bakery, Flour & Fern. The only problem is the new coffee shop across the street, owned by the impossibly cheerful Theo Marchetti, who has started selling croissants. What begins as a petty croissant war turns into something warmer over one snowy winter.",
    keyTerms: ["Chicago", "Rowan Adair", "Millbrook", "Flour & Fern", "Theo Marchetti", "croissant war"],
    instruction:
      "Enemies-to-lovers, slow burn, lots of banter. I want a town winter festival with a baking contest as the big set piece.",
    characters: [
      {
        name: "Rowan Adair",
        role: "Burned-out pastry chef",
        characterType: "protagonist",
        description: "Prickly, talented, grieving their grandmother; uses they/them pronouns.",
      },
      {
        name: "Theo Marchetti",
        role: "Owner of the coffee shop across the street",
        characterType: "love_interest",
      },
      { name: "Gloria Pike", role: "Town gossip and loyal bakery regular", characterType: "neutral" },
    ],
    plotLine: {
      title: "The croissant war",
      priority: "critical",
      keyEvents: [
        "Rowan takes over Flour & Fern and finds Theo selling croissants across the street.",
        "The rivalry escalates into a public price war.",
        "Rowan and Theo are forced to team up for the winter festival baking contest.",
        "Rowan decides to stay in Millbrook.",
      ],
    },
    anachronism: { action: "I cast a love spell on Theo's espresso machine", object: "love spell" },
    echoProbe: "ask Theo about the snorkelbun quibbleflour he keeps in the back",
  },

  // A screenwriter, slugline first, protagonist unnamed in the storyline.
  {
    title: "Dead Drop",
    genre: "thriller",
    storyline:
      "BERLIN, PRESENT DAY. A disgraced courier has forty-eight hours to deliver a stolen hard drive to the Kaiser-Wilhelm-Gedächtniskirche before the people who framed her find her first. Nobody she trusts is who they say they are.",
    keyTerms: ["BERLIN", "hard drive", "Kaiser-Wilhelm-Gedächtniskirche"],
    instruction:
      "Short punchy chapters, cliffhanger on every one. Twist: her handler is the one who framed her — reveal it in the last act, not before.",
    characters: [
      {
        name: "Mara Lindqvist",
        role: "Ex-courier for a private intelligence firm",
        characterType: "protagonist",
      },
      { name: "Anton Voss", role: "Mara's handler", characterType: "mentor" },
      {
        name: "Katya Brenner",
        role: "Freelance hacker",
        characterType: "neutral",
        description: "Wants the drive for herself and will sell Mara out if the price is right.",
      },
    ],
    plotLine: {
      title: "Deliver the drive",
      priority: "critical",
      keyEvents: [
        "Mara is framed and goes on the run with the hard drive.",
        "Katya Brenner cracks part of the drive and learns what is on it.",
        "Mara discovers that Anton Voss framed her.",
        "Mara reaches the Kaiser-Wilhelm-Gedächtniskirche before the deadline.",
      ],
    },
    anachronism: { action: "I open a portal to another dimension and step through", object: "portal" },
    echoProbe: "I tell Katya the frindlemop is under the zarquist bridge",
  },

  // A local-history buff from the Great Plains.
  {
    title: "The Dust Year",
    genre: "historical",
    storyline:
      "Cimarron County, Oklahoma, April 1935. After Black Sunday buries the Hollis farm in dust, widow Ada Hollis must decide whether to load her three children into the Model A and head for California, or stay and fight the bank for the only land her family has ever owned. Her neighbor Elmer Kraus has already given up. The banker, Mr. Lyle Pruitt, arrives on Monday with papers to sign.",
    keyTerms: ["Cimarron County", "Black Sunday", "Ada Hollis", "Model A", "Elmer Kraus", "Lyle Pruitt"],
    instruction:
      "Historically accurate please — period language, no modern slang. The ending should be bittersweet, not happy.",
    characters: [
      { name: "Ada Hollis", role: "Widowed farmer and mother of three", characterType: "protagonist" },
      { name: "Lyle Pruitt", role: "Banker holding the mortgage", characterType: "antagonist" },
      { name: "Elmer Kraus", role: "Neighbor leaving for California", characterType: "neutral" },
      {
        name: "Ruthie Hollis",
        role: "Ada's eldest daughter",
        characterType: "ally",
        description: "Twelve years old and sharper than anyone gives her credit for.",
      },
    ],
    plotLine: {
      title: "Stay or go",
      priority: "critical",
      keyEvents: [
        "Black Sunday buries the Hollis farm in dust.",
        "Lyle Pruitt arrives with foreclosure papers.",
        "Ada chooses between the land and California.",
      ],
    },
    anachronism: { action: "I check the weather forecast on my laptop", object: "laptop" },
    echoProbe: "say 'the gromblewick has snuffled all the pintercobs' to Ruthie",
  },

  // A former band director, one sentence.
  {
    title: "Final Bell",
    genre: "drama",
    storyline:
      "In his last year before retirement, music teacher Desmond Achterberg fought to save the Riverside High marching band from budget cuts.",
    keyTerms: ["Desmond Achterberg", "Riverside High", "marching band"],
    instruction:
      "Character-driven, quiet, realistic. No villain — the school board are just people with no money. Include a scene where a former student comes back.",
    characters: [
      { name: "Desmond Achterberg", role: "Music teacher, retiring in June", characterType: "protagonist" },
      { name: "Yvonne Castillo", role: "Principal of Riverside High", characterType: "neutral" },
      { name: "Marcus Bell", role: "Drum major, a senior failing chemistry", characterType: "ally" },
    ],
    plotLine: {
      title: "Save the band",
      priority: "critical",
      keyEvents: [
        "The school board announces the marching band will be cut.",
        "Desmond organises a fundraiser concert.",
        "A former student returns to help.",
        "The band plays its final halftime show.",
      ],
    },
    anachronism: { action: "I wave my magic wand and fill the budget with gold coins", object: "magic wand" },
    echoProbe: "ask Principal Castillo about the plonkwhistle fandergrum in the budget",
  },

  // An office worker who writes comedy sketches.
  {
    title: "Mergers & Acquisitions & Goats",
    genre: "comedy",
    storyline:
      "Barry Pinchbeck is the worst salesman at Dunmore Office Supplies, and he's one bad quarter away from being fired. When a clerical error means the company accidentally buys a goat farm in Wales, Barry is sent to Llanfair Goats Ltd to 'sort it out'. He knows nothing about goats. The goats know nothing about staplers.",
    keyTerms: ["Barry Pinchbeck", "Dunmore Office Supplies", "goat farm", "Wales", "Llanfair Goats Ltd"],
    instruction:
      "Make it silly British humour like The Office. One goat, Gerald, should be Barry's nemesis and eventually his best friend.",
    characters: [
      { name: "Barry Pinchbeck", role: "Hopeless salesman", characterType: "protagonist" },
      { name: "Gerald", role: "A goat with a grudge", characterType: "antagonist" },
      { name: "Siân Pritchard", role: "Farm manager, deeply unimpressed", characterType: "neutral" },
      { name: "Nigel Dunmore", role: "Barry's boss", characterType: "neutral" },
    ],
    plotLine: {
      title: "Save the farm, save the job",
      priority: "critical",
      keyEvents: [
        "A clerical error makes Dunmore Office Supplies the owner of a goat farm.",
        "Barry arrives at Llanfair Goats Ltd and is headbutted by Gerald.",
        "Barry tries to sell goat's cheese to his office clients.",
        "Barry saves both the farm and his job.",
      ],
    },
    anachronism: { action: "I summon a dragon to herd the goats", object: "dragon" },
    echoProbe: "shout 'WAFFLECRUMB ZOOPLE NOOG' at the goats",
  },

  // A romance-with-heat author, tasteful, fade to black.
  {
    title: "The Late Harvest",
    genre: "erotica",
    storyline:
      "Élodie Marchand came back to her family's vineyard in Saint-Émilion to sell it, not to fall for the winemaker. But Luca Ferrante has spent six years coaxing the old vines back to life, and he is not letting Château Marchand go without a fight. Through a hot, sleepless harvest, their arguments over the last vintage turn into something neither of them can ignore.",
    keyTerms: ["Élodie Marchand", "Saint-Émilion", "Luca Ferrante", "Château Marchand", "harvest"],
    instruction:
      "Sensual and slow, with real tension, but fade to black at the bedroom door — nothing explicit. Both leads are adults in their thirties.",
    characters: [
      { name: "Élodie Marchand", role: "Heir to the vineyard, a Paris lawyer", characterType: "protagonist" },
      { name: "Luca Ferrante", role: "Winemaker at Château Marchand", characterType: "love_interest" },
      { name: "Bernard Roux", role: "Notary handling the sale", characterType: "neutral" },
    ],
    plotLine: {
      title: "Sell or stay",
      priority: "critical",
      keyEvents: [
        "Élodie arrives at Château Marchand intending to sell.",
        "She and Luca clash over the last vintage.",
        "A storm threatens the harvest and they work through the night together.",
        "Élodie decides whether to sign the sale papers.",
      ],
    },
    anachronism: { action: "I cast a spell to ripen all the grapes at once", object: "spell" },
    echoProbe: "I tell Luca that the vimbleroot is full of glorptane tonight",
  },

  // Extra: a terse hard-SF fan, one sentence, no protagonist named.
  {
    title: "Crop Signal",
    genre: "sci-fi",
    storyline:
      "A botanist on the Kuiper-Ōno agricultural ring discovers the wheat is growing in patterns that encode a set of coordinates.",
    keyTerms: ["Kuiper-Ōno", "wheat", "coordinates"],
    instruction: "Hard sci-fi feel, no aliens showing up in person. End on an open question.",
    characters: [
      { name: "Dr. Hemi Tūhoe", role: "The ring's only plant scientist", characterType: "protagonist" },
      {
        name: "Administrator Kessler",
        role: "Runs the ring; wants the crop burned",
        characterType: "antagonist",
      },
      { name: "HALCYON", role: "The ring's management AI", characterType: "neutral" },
    ],
    plotLine: {
      title: "Follow the coordinates",
      priority: "critical",
      keyEvents: [
        "The botanist notices the wheat growing in patterns.",
        "The patterns are decoded into coordinates.",
        "Administrator Kessler orders the crop burned.",
        "A shuttle sets out for the coordinates.",
      ],
    },
    anachronism: { action: "I chant an incantation to make the wheat talk", object: "incantation" },
    echoProbe: "ask HALCYON about the skreeblor in hydro bay snickwattle",
  },
];
