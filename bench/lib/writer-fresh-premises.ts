// Fresh premises for bench/writer.ts (issue 31), written 2026-11-27 by the independent checker
// ("fresh" helper) without reading the storyteller (server/ai/storyteller/**), the other premise
// lists, ADR 028 or scripts/writer-*. Only the WriterPremise type and GENRES_CREATE were seen.
// Rules: this list measures the writer, it is not a target. Nobody who works on the storyteller
// reads it or tunes the writer against it; a change that only helps these premises is overfitting.
// If the figures here fall short, fix the writer in general, then write another fresh list.
// One premise per genre in GENRES_CREATE plus one extra; settings away from each genre's default,
// lengths from one line to a paragraph, some typed lower-case or sloppily, a few unusual names.

import type { WriterPremise } from "./writer-premises";

export const FRESH_PREMISES: WriterPremise[] = [
  {
    title: "The Warm Bead",
    genre: "fantasy",
    storyline:
      "In the canal city of Vetrano Basso the glassblowers' guild keeps the last breath of every citizen inside a blown bead. Apprentice Ilse Marrow finds a warm bead in the Drowned Chapel, one that should have gone cold forty years ago, and Guildmistress Odile Brancato orders it smashed. Ilse runs with it instead.",
    keyTerms: ["Vetrano Basso", "Ilse Marrow", "Guildmistress Odile Brancato", "Drowned Chapel", "warm bead"],
    instruction:
      "Give Ilse a companion, a mute gondolier called Pell who owes her mother a debt, and let the bead hum when it is near water.",
    characters: [
      {
        name: "Ilse Marrow",
        role: "glassblower's apprentice",
        characterType: "protagonist",
        description: "Seventeen, burn scars on both wrists, cannot leave a locked door alone.",
      },
      {
        name: "Odile Brancato",
        role: "Guildmistress of the glassblowers",
        characterType: "antagonist",
        description: "Keeps the register of beads and knows whose breath this one is.",
      },
      { name: "Brother Anselm", role: "keeper of the Drowned Chapel", characterType: "neutral" },
    ],
    plotLine: {
      title: "Whose breath is in the bead",
      priority: "critical",
      keyEvents: [
        "Ilse lifts the warm bead from the flooded altar of the Drowned Chapel",
        "Guildmistress Odile Brancato seals the canals of Vetrano Basso to find her",
        "Ilse learns the warm bead holds the breath of a woman who is still alive",
      ],
    },
    anachronism: { action: "I scan the bead with my handheld X-ray scanner", object: "X-ray scanner" },
    echoProbe: "I flurbish the glimmerwock against the snooter pane",
  },
  {
    title: "hollow reach",
    genre: "sci-fi",
    storyline:
      "year 2141. the kelp farm hollow reach sits 300m down off the tasman shelf. biologist dr amara okonkwo finds the harvest drones planting a strain she never designed, in rows that spell out numbers. station chief Rudd says leave it, the quota comes first",
    keyTerms: ["hollow reach", "dr amara okonkwo", "harvest drones", "Rudd", "tasman shelf"],
    instruction:
      "add a pressure leak in the third act and a pet octopus in the lab that amara talks to. keep the science plausible, no aliens",
    characters: [
      { name: "Amara Okonkwo", role: "marine biologist", characterType: "protagonist" },
      {
        name: "Rudd",
        role: "station chief",
        characterType: "antagonist",
        description: "ex-navy, forty days from retirement, counts everything",
      },
      { name: "Jun Takahara", role: "drone technician", characterType: "ally" },
    ],
    plotLine: {
      title: "the numbers in the kelp",
      priority: "critical",
      keyEvents: [
        "dr amara okonkwo films the harvest drones planting the unknown strain",
        "Rudd wipes the drone logs of hollow reach",
        "the numbers turn out to be depths on the tasman shelf where the seabed is failing",
      ],
    },
    anachronism: { action: "I cast a fireball spell at the drones", object: "fireball spell" },
    echoProbe: "I jibble the wozzard and say plinkety fraum to the kelp",
  },
  {
    title: "The Key to the Chart Room",
    genre: "mystery",
    storyline:
      "On the overnight coastal ferry MS Hjalmar Brun, somewhere between Bodø and the Lofoten Islands, the purser Tove Haldane is found locked inside the chart room, unharmed but unable to remember six hours of her night. The only key is on Captain Signe Rask's belt. Retired Detective Inspector Walter Achebe, travelling north to scatter his wife's ashes, is asked by the captain to find out who turned it before the ship docks at Svolvær in the morning.",
    keyTerms: [
      "MS Hjalmar Brun",
      "Tove Haldane",
      "chart room",
      "Captain Signe Rask",
      "Detective Inspector Walter Achebe",
      "Svolvær",
    ],
    instruction:
      "Include a child passenger who draws everyone on board in a sketchbook, and let one of the drawings be the clue that solves it.",
    characters: [
      {
        name: "Walter Achebe",
        role: "retired Detective Inspector",
        characterType: "protagonist",
        description: "Sixty-eight, slow, polite, never forgets a face.",
      },
      { name: "Signe Rask", role: "Captain of the MS Hjalmar Brun", characterType: "neutral" },
      { name: "Tove Haldane", role: "purser", characterType: "ally" },
      { name: "Emil Strand", role: "first mate", characterType: "antagonist" },
    ],
    plotLine: {
      title: "Who turned the key",
      priority: "critical",
      keyEvents: [
        "Walter Achebe examines the lock of the chart room",
        "Tove Haldane remembers the smell of diesel and a voice she knew",
        "Captain Signe Rask's key is proved to have been copied before the MS Hjalmar Brun reaches Svolvær",
      ],
    },
    anachronism: { action: "I cast a truth spell on the captain", object: "truth spell" },
    echoProbe: "I wazzle the gorbin and shout snickerplat into the fog",
  },
  {
    title: "The Deep End",
    genre: "horror",
    storyline:
      "Summer of 1976, the hottest on record. Lifeguard Dev Kaur opens Sunnybank Leisure Centre at six every morning, and every morning the deep end is a little deeper. The centre manager, Mrs Philippa Grole, says the lane rope has stretched. It hasn't.",
    keyTerms: ["Dev Kaur", "Sunnybank Leisure Centre", "deep end", "Mrs Philippa Grole", "lane rope"],
    instruction:
      "Make it a slow creeping dread in bright sunshine, no gore, and add a lost-property box that keeps filling with children's swimming badges from the 1950s.",
    characters: [
      {
        name: "Dev Kaur",
        role: "lifeguard",
        characterType: "protagonist",
        description: "Nineteen, county swimming champion, afraid of nothing in the water until now.",
      },
      { name: "Philippa Grole", role: "centre manager", characterType: "antagonist" },
      { name: "Tomasz Wierzbicki", role: "night cleaner", characterType: "ally" },
    ],
    plotLine: {
      title: "How deep the deep end goes",
      priority: "critical",
      keyEvents: [
        "Dev Kaur measures the deep end against the lane rope at dawn",
        "Mrs Philippa Grole locks the plant room of Sunnybank Leisure Centre",
        "Dev dives to the bottom of the deep end and finds a door",
      ],
    },
    anachronism: { action: "I film the pool on my smartphone and post it online", object: "smartphone" },
    echoProbe: "I boffle the squinch and yodel trumblewick at the diving board",
  },
  {
    title: "Night Mail over the Andes",
    genre: "adventure",
    storyline:
      "1931. Air-mail pilot Consuelo Ibarra flies the night route from Mendoza to Santiago in a rattling Latécoère biplane. Forced down on the Glacier of the Seven Brothers with three sacks of mail and one injured passenger, the cartographer Aurelio Fenn, she has four days to walk them both out before the winter storm closes the pass.",
    keyTerms: [
      "Consuelo Ibarra",
      "Latécoère biplane",
      "Glacier of the Seven Brothers",
      "Aurelio Fenn",
      "sacks of mail",
    ],
    instruction:
      "Have them find an abandoned mountain hut with a dead man's diary in it, and let Fenn's hand-drawn maps save them at least once.",
    characters: [
      {
        name: "Consuelo Ibarra",
        role: "air-mail pilot",
        characterType: "protagonist",
        description: "Called Connie by the mechanics; has never lost a sack of mail.",
      },
      {
        name: "Aurelio Fenn",
        role: "cartographer",
        characterType: "ally",
        description: "Broken ankle, sharp tongue, knows the passes on paper only.",
      },
    ],
    plotLine: {
      title: "Walking out",
      priority: "critical",
      keyEvents: [
        "Consuelo Ibarra lands the Latécoère biplane on the Glacier of the Seven Brothers",
        "Aurelio Fenn draws a route down from memory",
        "Consuelo carries the sacks of mail over the pass as the storm breaks",
      ],
    },
    anachronism: {
      action: "I call a rescue helicopter on the satellite phone",
      object: "satellite phone",
    },
    echoProbe: "I grizzle the flonk and mutter wabbajoo at the propeller",
  },
  {
    title: "Overdue",
    genre: "romance",
    storyline:
      "Summer, 1962. Morag Fairbairn drives the council's mobile library round the glens of Wester Ross, same stops, same Tuesdays, for eleven years. This summer a private book bus run by a soft-spoken Welshman called Gethin Pryce has started turning up at her stops first.",
    keyTerms: ["Morag Fairbairn", "mobile library", "Wester Ross", "Gethin Pryce", "book bus"],
    instruction:
      "I want a rivalry that turns into something warmer, a lost first edition they both hunt for, and a breakdown on a single-track road in the rain.",
    characters: [
      { name: "Morag Fairbairn", role: "mobile librarian", characterType: "protagonist" },
      {
        name: "Gethin Pryce",
        role: "owner of the book bus",
        characterType: "protagonist",
        description: "Reads poetry aloud to sheep when he thinks no one is listening.",
      },
      { name: "Mrs Elspeth Munro", role: "postmistress at Kinlochewe", characterType: "mentor" },
    ],
    plotLine: {
      title: "The same stops",
      priority: "critical",
      keyEvents: [
        "Morag Fairbairn finds the book bus parked at her Tuesday stop",
        "Gethin Pryce lends Morag the one book the mobile library never had",
        "the two of them are stranded together on the road through Wester Ross",
      ],
    },
    anachronism: { action: "I send Gethin a text message", object: "text message" },
    echoProbe: "I splorn the tibbet and whisper glumphy noo to the bus",
  },
  {
    title: "Blue Heron 7",
    genre: "thriller",
    storyline:
      "Nnamdi Ekwueme-Hart works nights as a crane operator at Felixstowe Container Terminal. From his cab forty metres up he watches a container marked BLUE HERON 7 opened on the quay, and one of the men looks straight up at him. By morning his supervisor, Gary Stott, says that container was never unloaded.",
    keyTerms: ["Nnamdi Ekwueme-Hart", "Felixstowe Container Terminal", "BLUE HERON 7", "Gary Stott", "crane"],
    instruction:
      "Add a sister who works in customs and doesn't trust him, and a ticking clock: the ship sails again at 6 a.m. on Friday.",
    characters: [
      { name: "Nnamdi Ekwueme-Hart", role: "crane operator", characterType: "protagonist" },
      { name: "Gary Stott", role: "night shift supervisor", characterType: "antagonist" },
      {
        name: "Precious Ekwueme-Hart",
        role: "Border Force officer",
        characterType: "ally",
        description: "Nnamdi's older sister; plays everything by the book.",
      },
    ],
    plotLine: {
      title: "What was in the container",
      priority: "critical",
      keyEvents: [
        "Nnamdi Ekwueme-Hart sees BLUE HERON 7 opened from the crane cab",
        "Gary Stott changes the manifest at Felixstowe Container Terminal",
        "Nnamdi lowers BLUE HERON 7 back onto the quay in front of the police",
      ],
    },
    anachronism: { action: "I summon a dragon to tear open the container", object: "dragon" },
    echoProbe: "I klomp the snazzering widdlebox and hoot frimp at the quay",
  },
  {
    title: "The Missing Page",
    genre: "historical",
    storyline:
      "Samarkand, 1424. Farrukh Sherzod copies star tables at the great observatory for Mirzo Ulugh Beg. When a page of the new star catalogue goes missing from the Meridian Hall, the master of the library, Khoja Ismat, accuses Farrukh's sister Dilnoza, who sells ink in the Registan bazaar. Farrukh has until the next new moon to find the page.",
    keyTerms: [
      "Samarkand",
      "Farrukh Sherzod",
      "Mirzo Ulugh Beg",
      "Meridian Hall",
      "Khoja Ismat",
      "Registan bazaar",
    ],
    instruction:
      "Include an astrolabe that belonged to Farrukh's father, and a scene at night on the great sextant while the stars are measured.",
    characters: [
      {
        name: "Farrukh Sherzod",
        role: "copyist at the observatory",
        characterType: "protagonist",
        description: "Twenty, careful hands, better at numbers than at people.",
      },
      { name: "Dilnoza", role: "ink seller", characterType: "ally" },
      { name: "Khoja Ismat", role: "master of the library", characterType: "antagonist" },
      { name: "Mirzo Ulugh Beg", role: "prince and astronomer", characterType: "mentor" },
    ],
    plotLine: {
      title: "The star catalogue",
      priority: "critical",
      keyEvents: [
        "Khoja Ismat has Dilnoza taken from the Registan bazaar",
        "Farrukh Sherzod finds ink from the wrong seller on a copy in the Meridian Hall",
        "Farrukh lays the missing page before Mirzo Ulugh Beg",
      ],
    },
    anachronism: { action: "I take a photo of the star tables with my phone", object: "phone" },
    echoProbe: "I zindle the pompaloo and sing grobbit to the astrolabe",
  },
  {
    title: "Okafor & Daughters",
    genre: "drama",
    storyline:
      "After their father's stroke, the Okafor sisters, Adaeze, a barrister in London, and Chidinma, who never left, must decide whether to sell Okafor & Daughters Driving School in Port Talbot to the franchise that has been circling it for years. The last pupil on the books is seventy-year-old Mr Len Bevan, who wants to pass his test before his wife's eyesight goes completely.",
    keyTerms: ["Adaeze", "Chidinma", "Okafor & Daughters Driving School", "Port Talbot", "Mr Len Bevan"],
    instruction:
      "Put their father's old dual-control Vauxhall at the centre, and end on Len's driving test, whatever the sisters decide.",
    characters: [
      { name: "Adaeze Okafor", role: "barrister", characterType: "protagonist" },
      {
        name: "Chidinma Okafor",
        role: "driving instructor",
        characterType: "protagonist",
        description: "Stayed in Port Talbot, runs the school, resents being thanked for it.",
      },
      { name: "Len Bevan", role: "learner driver", characterType: "neutral" },
    ],
    plotLine: {
      title: "Sell or stay",
      priority: "critical",
      keyEvents: [
        "Adaeze comes home to Port Talbot with the franchise's offer in her bag",
        "Chidinma gives Mr Len Bevan a lesson in the rain while Adaeze watches",
        "Mr Len Bevan sits his test in the last car of Okafor & Daughters Driving School",
      ],
    },
    anachronism: { action: "I open a portal to London with my wand", object: "wand" },
    echoProbe: "I thrumble the quazzit and bellow yimyam at the gearstick",
  },
  {
    title: "scarecrow trouble",
    genre: "comedy",
    storyline:
      "the gorsefield scarecrow festival is a week off and the vicar, Reverend Doreen Pouncey, has entered a scarecrow that looks exactly like parish council chairman clive ambler. clive wants it banned, the WI want it to win, someone keeps moving it at night",
    keyTerms: ["gorsefield scarecrow festival", "Reverend Doreen Pouncey", "clive ambler", "scarecrow", "WI"],
    instruction:
      "add a goat that eats the judges' clipboard and a village fete ending where everything goes wrong at once",
    characters: [
      { name: "Doreen Pouncey", role: "vicar of Gorsefield", characterType: "protagonist" },
      { name: "Clive Ambler", role: "parish council chairman", characterType: "antagonist" },
      { name: "Bev Tull", role: "chair of the WI", characterType: "ally" },
    ],
    plotLine: {
      title: "who keeps moving the scarecrow",
      priority: "critical",
      keyEvents: [
        "the scarecrow turns up on clive ambler's doorstep",
        "Reverend Doreen Pouncey stakes out the churchyard at night",
        "the gorsefield scarecrow festival judges the scarecrow while the real clive stands next to it",
      ],
    },
    anachronism: { action: "I fire my laser blaster at the scarecrow", object: "laser blaster" },
    echoProbe: "i snorgle the fribbet and chant wumpa wumpa at the vicar",
  },
  {
    title: "The Night Shift at Padaria Estrela",
    genre: "erotica",
    storyline:
      "Lisbon, 1958. Inês Calado works the night shift at Padaria Estrela in the Alfama, alone with the ovens from midnight until five. The new flour supplier, a quiet Cape Verdean miller named Tito Fortes, begins delivering at two in the morning instead of six, and stays for coffee, and then for longer.",
    keyTerms: ["Inês Calado", "Padaria Estrela", "Alfama", "Tito Fortes", "ovens"],
    instruction:
      "Slow burn, sensual but tasteful, fade to black before anything explicit, and include a summer storm that knocks the power out one night.",
    characters: [
      {
        name: "Inês Calado",
        role: "night baker",
        characterType: "protagonist",
        description: "Thirty-four, widowed young, sings fado under her breath while she kneads.",
      },
      { name: "Tito Fortes", role: "flour miller", characterType: "protagonist" },
      { name: "Dona Amélia", role: "owner of the bakery", characterType: "neutral" },
    ],
    plotLine: {
      title: "Two in the morning",
      priority: "critical",
      keyEvents: [
        "Tito Fortes carries the first sacks into Padaria Estrela at two in the morning",
        "Inês Calado teaches Tito to shape the bread by the light of the ovens",
        "they walk up through the Alfama together at dawn",
      ],
    },
    anachronism: { action: "I heat a frozen pizza in the microwave", object: "microwave" },
    echoProbe: "I plimber the doosh and murmur vonkel vonkel to the dough",
  },
  {
    title: "Last Tram from Tycho",
    genre: "sci-fi",
    storyline:
      "Lunar tram conductor Yzolde Prr-Vantas finds a stowaway child on the last tram out of Tycho Junction.",
    keyTerms: ["Yzolde Prr-Vantas", "stowaway child", "last tram", "Tycho Junction"],
    instruction:
      "make the child carry a sealed oxygen canister she won't let anyone open, and give it a hopeful ending",
    characters: [
      { name: "Yzolde Prr-Vantas", role: "tram conductor", characterType: "protagonist" },
      {
        name: "Qiyu",
        role: "stowaway child",
        characterType: "ally",
        description: "about nine, says very little",
      },
      { name: "Inspector Haukur Brisk", role: "transit inspector", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The last tram",
      priority: "critical",
      keyEvents: [
        "Yzolde Prr-Vantas finds the stowaway child under a seat of the last tram",
        "Inspector Haukur Brisk boards the last tram at Tycho Junction",
        "the stowaway child opens the canister at the end of the line",
      ],
    },
    anachronism: { action: "I cast a sleep spell on the inspector", object: "sleep spell" },
    echoProbe: "I wobblefrob the skint and gargle pimbly at the airlock",
  },
];
