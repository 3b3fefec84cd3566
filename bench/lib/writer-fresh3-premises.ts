// Fresh premises, list 3: written by an independent checker on 2026-11-28, reading only the
// WriterPremise type and GENRES_CREATE — never the writer, its prompts, its ADRs or the other
// premise lists. One per create genre plus a second fantasy. It measures the writer; nobody tunes
// the writer against it (read its figures, never its samples).
import type { WriterPremise } from "./writer-premises";

export const FRESH3_PREMISES: WriterPremise[] = [
  {
    title: "The Number 44",
    genre: "fantasy",
    storyline:
      "Every night at 3:12 the number 44 pulls into bay nine of the Kessler Road Bus Depot with no driver, and anyone who boards it arrives somewhere the maps forgot. Night inspector Halvard Øyen-Marsh has kept a ledger of the missing for eleven years. When his niece Priya boards it with his brass ticket punch in her pocket, he has to follow her to the Hollow Interchange, where the old roads have grown teeth and the timetable is a binding oath.",
    keyTerms: [
      "Kessler Road Bus Depot",
      "Halvard Øyen-Marsh",
      "Priya",
      "brass ticket punch",
      "Hollow Interchange",
    ],
    instruction:
      "Give Halvard a talking umbrella from lost property as a companion. Keep it melancholy but warm, no big battles.",
    characters: [
      {
        name: "Halvard Øyen-Marsh",
        role: "night inspector at the depot",
        characterType: "protagonist",
        description: "Sixty, tidy, keeps a ledger of everyone the number 44 has taken.",
      },
      {
        name: "Priya",
        role: "Halvard's niece",
        characterType: "ally",
        description: "Seventeen and braver than is wise.",
      },
      {
        name: "The Dispatcher",
        role: "keeper of the timetable at the Hollow Interchange",
        characterType: "antagonist",
      },
    ],
    plotLine: {
      title: "Bringing Priya home",
      priority: "critical",
      keyEvents: [
        "Halvard boards the driverless number 44 at bay nine",
        "Halvard finds Priya bound to the timetable at the Hollow Interchange",
        "Halvard punches a return ticket with the brass ticket punch and breaks the Dispatcher's oath",
      ],
    },
    anachronism: { action: "I fire my plasma rifle at the Dispatcher", object: "plasma rifle" },
    echoProbe: "I tell the umbrella 'sprocket lullaby, tangerine ferry' and wait",
  },
  {
    title: "Packets from Above",
    genre: "sci-fi",
    storyline:
      "The seed library at St. Aldric's Parish Hall starts receiving packets postmarked from a weather satellite that burned up decades ago, and Reverend Tamsin Achebe-Cole is the only one who has planted them.",
    keyTerms: [
      "seed library",
      "St. Aldric's Parish Hall",
      "weather satellite",
      "Reverend Tamsin Achebe-Cole",
    ],
    instruction:
      "Add a teenage volunteer who keeps a logbook of what the plants do at night. Quiet English-village tone, not an invasion story.",
    characters: [
      {
        name: "Reverend Tamsin Achebe-Cole",
        role: "vicar and keeper of the seed library",
        characterType: "protagonist",
      },
      {
        name: "Gethin Pryce",
        role: "treasurer of the allotment society",
        characterType: "neutral",
        description: "Suspicious of anything he did not grow himself.",
      },
      {
        name: "Agent Signe Lindqvist",
        role: "investigator from the space agency",
        characterType: "antagonist",
      },
    ],
    plotLine: {
      title: "What grows at night",
      priority: "critical",
      keyEvents: [
        "Tamsin plants the first packet from the weather satellite behind the parish hall",
        "The volunteer's logbook shows the plants turning towards the same point in the sky every night",
        "Tamsin hides the last packet from Agent Signe Lindqvist",
      ],
    },
    anachronism: { action: "I saddle my griffin and fly up to the satellite", object: "griffin" },
    echoProbe: "I read the packet aloud: 'quorum of lanterns, velvet abacus'",
  },
  {
    title: "The Silver Whistle",
    genre: "mystery",
    storyline:
      "At the Harrowgate County Sheepdog Trials the judge, Mrs. Eulalia Brandt-Oyelaran, is found dead in the shepherd's hut with the champion's silver whistle in her hand. Forty farmers, one vet and a great many sheep were on the field. Sergeant Dai Morgan, who only came for the cream teas, has until the final run to work out who blew the whistle.",
    keyTerms: [
      "Harrowgate County Sheepdog Trials",
      "Mrs. Eulalia Brandt-Oyelaran",
      "shepherd's hut",
      "silver whistle",
      "Sergeant Dai Morgan",
    ],
    instruction: "Make the sheepdog Bryn a real help to the sergeant. Cosy mystery with fair clues, no gore.",
    characters: [
      { name: "Sergeant Dai Morgan", role: "off-duty police sergeant", characterType: "protagonist" },
      { name: "Bryn", role: "a retired champion sheepdog", characterType: "companion" },
      {
        name: "Fenella Hask",
        role: "rival breeder",
        characterType: "antagonist",
        description: "Lost to the judge's dog three years running.",
      },
      { name: "Dr. Joseph Mwangi", role: "the trials vet", characterType: "neutral" },
    ],
    plotLine: {
      title: "Who blew the whistle",
      priority: "critical",
      keyEvents: [
        "Dai examines the silver whistle in the shepherd's hut",
        "Dai learns the whistle was switched before the morning runs",
        "Dai names the killer during the final run",
      ],
    },
    anachronism: { action: "I cast a truth spell on all forty farmers", object: "truth spell" },
    echoProbe: "I ask the vet about 'gravy barometers and the oboe ledger'",
  },
  {
    title: "Perennials",
    genre: "horror",
    storyline:
      "It is the hottest Sunday of the year at Greenleaf Garden Centre, and the queue for the café runs out past the water features. Only Małgorzata Wiśniewska, on her first shift at the till, notices that the staff in the green aprons have stopped blinking, and that the manager, Mr. Clive Ashdown, keeps watering the same empty pot.",
    keyTerms: [
      "Greenleaf Garden Centre",
      "Małgorzata Wiśniewska",
      "green aprons",
      "Mr. Clive Ashdown",
      "empty pot",
    ],
    instruction:
      "Daylight horror only, no night scenes. Give Małgorzata a little brother who gets lost among the hedging plants.",
    characters: [
      { name: "Małgorzata Wiśniewska", role: "new till assistant", characterType: "protagonist" },
      { name: "Tomek Wiśniewski", role: "her eight-year-old brother", characterType: "supporting" },
      {
        name: "Mr. Clive Ashdown",
        role: "garden centre manager",
        characterType: "antagonist",
        description: "Smiles with his whole face except the eyes.",
      },
    ],
    plotLine: {
      title: "Out before closing",
      priority: "critical",
      keyEvents: [
        "Małgorzata sees what grows in Mr. Clive Ashdown's empty pot",
        "Małgorzata finds Tomek among the hedging plants",
        "Małgorzata locks the green aprons in the glasshouse before closing time",
      ],
    },
    anachronism: { action: "I teleport us both home with my wrist teleporter", object: "wrist teleporter" },
    echoProbe: "I shout 'marzipan thermostat! colander choir!' at the aprons",
  },
  {
    title: "locked in at nordlicht",
    genre: "adventure",
    storyline:
      "me and my cousin benedikt got locked in the möbelhaus nordlicht after closing and the arrows on the floor keep changing direction. theres a map in the ball pit that shows a showroom called the last kitchen which isnt on any plan and the night guard frau adeyemi-koch says nobody who goes there comes back with the same flatpack",
    keyTerms: ["benedikt", "möbelhaus nordlicht", "ball pit", "the last kitchen", "frau adeyemi-koch"],
    instruction:
      "make it fast and funny like an old treasure hunt film but in a furniture shop. give us an allen key that does something magic",
    characters: [
      { name: "Lio", role: "the narrator, fourteen", characterType: "protagonist" },
      {
        name: "Benedikt",
        role: "Lio's cousin",
        characterType: "ally",
        description: "Reads every assembly manual.",
      },
      { name: "Frau Adeyemi-Koch", role: "night guard", characterType: "mentor" },
      { name: "The Showroom Manager", role: "keeper of the last kitchen", characterType: "antagonist" },
    ],
    plotLine: {
      title: "Find the last kitchen",
      priority: "critical",
      keyEvents: [
        "Lio and Benedikt follow the map from the ball pit through the showrooms",
        "Frau Adeyemi-Koch lets them through the locked warehouse aisles",
        "Lio and Benedikt reach the last kitchen and get out before opening time",
      ],
    },
    anachronism: {
      action: "i call down an orbital strike from my starship on the warehouse",
      object: "starship",
    },
    echoProbe: "i yell 'pumpernickel hovercraft, lingonberry sonata' at the arrows",
  },
  {
    title: "Tank Three",
    genre: "romance",
    storyline:
      "Inês Carvalho-Brennan is the new process engineer at Ravensfield Water Treatment Works, and she hates the night shift. Then the settling tanks start failing every Thursday, and the only one who can read the old control panel is Tobiah Quayle, a laconic pump fitter who has worked there for twenty years and keeps a jar of toffees by the chlorine store. They argue about valves. They argue about toffees. Somewhere between tank three and the outfall, they stop arguing.",
    keyTerms: [
      "Inês Carvalho-Brennan",
      "Ravensfield Water Treatment Works",
      "Tobiah Quayle",
      "jar of toffees",
      "chlorine store",
    ],
    instruction:
      "Slow burn with funny banter. Add a thunderstorm that floods the site and traps them overnight in the control room.",
    characters: [
      { name: "Inês Carvalho-Brennan", role: "process engineer", characterType: "protagonist" },
      {
        name: "Tobiah Quayle",
        role: "pump fitter",
        characterType: "love-interest",
        description: "Says little, fixes everything, shares his toffees with nobody.",
      },
      {
        name: "Regional Director Hollis Pent",
        role: "wants the plant automated",
        characterType: "antagonist",
      },
    ],
    plotLine: {
      title: "Thursdays at tank three",
      priority: "critical",
      keyEvents: [
        "Inês and Tobiah trace the Thursday failures to the old control panel",
        "The thunderstorm floods the site and traps them overnight in the control room",
        "Inês defends Tobiah's job in front of Regional Director Hollis Pent",
      ],
    },
    anachronism: {
      action: "I summon a water elemental to clean the settling tanks",
      object: "water elemental",
    },
    echoProbe: "I hand him a toffee and say 'periwinkle gasket, quantum doily'",
  },
  {
    title: "Spell It Out",
    genre: "thriller",
    storyline:
      "Twelve-year-old Anjali Deshpande-Ruiz is two words from winning the regional spelling bee at Bellweather Civic Centre when she realises the words the pronouncer reads out are a code. Someone in the audience is taking instructions, and the next word will set off something in the car park.",
    keyTerms: ["Anjali Deshpande-Ruiz", "spelling bee", "Bellweather Civic Centre", "pronouncer", "car park"],
    instruction:
      "Real-time tension: the whole story happens in one afternoon. Give her a deaf older brother who reads lips from the balcony.",
    characters: [
      { name: "Anjali Deshpande-Ruiz", role: "spelling bee finalist", characterType: "protagonist" },
      { name: "Rohan Deshpande-Ruiz", role: "her older brother", characterType: "ally" },
      {
        name: "Mr. Ambrose Kettering",
        role: "the pronouncer",
        characterType: "antagonist",
        description: "Retired schoolmaster with a very steady voice.",
      },
      { name: "DC Siobhan Farrelly", role: "detective constable in the audience", characterType: "neutral" },
    ],
    plotLine: {
      title: "The last word",
      priority: "critical",
      keyEvents: [
        "Anjali decodes the pronouncer's word list",
        "Rohan reads the lips of the man in the audience from the balcony",
        "Anjali misspells the trigger word on purpose and the device in the car park is found",
      ],
    },
    anachronism: { action: "I stun the pronouncer with my phaser", object: "phaser" },
    echoProbe: "I spell out 'h-a-d-d-o-c-k gumboot cathedral' very slowly",
  },
  {
    title: "The Night Board",
    genre: "historical",
    storyline:
      "Helsinki, February 1921. Aino Lehtonen works the night board at the Central Telephone Exchange on Korkeavuorenkatu, where every connection passes through her hands. When she overhears a call arranging the sale of the old Imperial cipher books, she must decide whether to tell her supervisor, Mrs. Hedvig Sundqvist, or the Swedish-speaking journalist Karl-Erik Wahlroos, who has been courting her for weeks.",
    keyTerms: [
      "Helsinki",
      "Aino Lehtonen",
      "Central Telephone Exchange",
      "Korkeavuorenkatu",
      "Imperial cipher books",
      "Karl-Erik Wahlroos",
    ],
    instruction:
      "Keep it true to 1921: trams, letters, no radios at home. Add a cat that lives in the exchange's boiler room.",
    characters: [
      { name: "Aino Lehtonen", role: "night switchboard operator", characterType: "protagonist" },
      { name: "Mrs. Hedvig Sundqvist", role: "night supervisor", characterType: "mentor" },
      {
        name: "Karl-Erik Wahlroos",
        role: "journalist",
        characterType: "love-interest",
        description: "Charming, and always a little too interested in her work.",
      },
      {
        name: "Colonel Pyotr Arsenyev",
        role: "émigré officer selling the books",
        characterType: "antagonist",
      },
    ],
    plotLine: {
      title: "The cipher books",
      priority: "critical",
      keyEvents: [
        "Aino overhears the call arranging the sale of the Imperial cipher books",
        "Aino traces the line to a flat near the harbour",
        "Aino interrupts the sale with Karl-Erik Wahlroos",
      ],
    },
    anachronism: { action: "I record the call on my smartphone", object: "smartphone" },
    echoProbe: "I plug in the line and say 'herring astronomy, the kettle has abdicated'",
  },
  {
    title: "Last Lap at Pembury",
    genre: "drama",
    storyline:
      "Pembury Kart Circuit closes at the end of the season, and Gwen Okafor-Bell, who has run it since her father's stroke, has not told him yet. Her brother Declan wants to sell the land to a supermarket; her father still keeps his racing helmet on the office shelf.",
    keyTerms: ["Pembury Kart Circuit", "Gwen Okafor-Bell", "Declan", "racing helmet"],
    instruction:
      "No villains, everyone has a reason. End the season with one last race between Gwen and her father.",
    characters: [
      { name: "Gwen Okafor-Bell", role: "runs the circuit", characterType: "protagonist" },
      { name: "Declan Okafor-Bell", role: "her younger brother", characterType: "rival" },
      {
        name: "Samuel Okafor-Bell",
        role: "their father, the circuit's founder",
        characterType: "supporting",
        description: "Slower since the stroke, still sharp about racing lines.",
      },
    ],
    plotLine: {
      title: "The last race",
      priority: "critical",
      keyEvents: [
        "Gwen tells her father the circuit is closing",
        "Declan signs the first papers with the supermarket",
        "Gwen and her father race one last lap, him in his racing helmet",
      ],
    },
    anachronism: {
      action: "I give my father a healing potion to make him young again",
      object: "healing potion",
    },
    echoProbe: "I tell Declan 'spatula monsoon, the carburettor sings in Latin'",
  },
  {
    title: "vow of silence",
    genre: "comedy",
    storyline:
      "brother anselm has taken a vow of silence at the abbey of saint wenna on the marsh but hes also the only one who knows where the abbots false teeth went before the bishop visits on friday,, so he has to explain it all with mime and the bee hives and a very old goat called marjorie",
    keyTerms: [
      "brother anselm",
      "abbey of saint wenna on the marsh",
      "abbots false teeth",
      "bishop",
      "marjorie",
    ],
    instruction: "slapstick but kind nobody gets hurt. the goat should steal every scene",
    characters: [
      { name: "Brother Anselm", role: "a monk under a vow of silence", characterType: "protagonist" },
      {
        name: "Abbot Ignatius Ferreira-Lowe",
        role: "the abbot, without his teeth",
        characterType: "supporting",
      },
      { name: "Bishop Cordelia Strand", role: "the visiting bishop", characterType: "antagonist" },
      {
        name: "Marjorie",
        role: "a very old goat",
        characterType: "companion",
        description: "Eats everything, regrets nothing.",
      },
    ],
    plotLine: {
      title: "Teeth by Friday",
      priority: "critical",
      keyEvents: [
        "Brother Anselm mimes the missing teeth to the abbot",
        "Marjorie leads the monks to the bee hives",
        "The abbot greets the bishop with his false teeth back in",
      ],
    },
    anachronism: { action: "i scan the bee hives with my neutrino scanner", object: "neutrino scanner" },
    echoProbe: "i mime 'cathedral waffle, trombone of despair' at the abbot",
  },
  {
    title: "Proofing Room",
    genre: "erotica",
    storyline:
      "Every winter night at three, Élodie Marchand-Tremblay lets herself into the Boulangerie Saint-Urbain to start the bread, and every night the new apprentice, Rafael Quintero, is already there, flour to his elbows. The proofing room is the only warm place on the street. Neither of them mentions the note someone left in the bread ledger.",
    keyTerms: [
      "Élodie Marchand-Tremblay",
      "Boulangerie Saint-Urbain",
      "Rafael Quintero",
      "proofing room",
      "bread ledger",
    ],
    instruction:
      "Consenting adults, slow and sensual rather than graphic. Let a snowstorm close the street so they are alone until dawn.",
    characters: [
      { name: "Élodie Marchand-Tremblay", role: "head baker", characterType: "protagonist" },
      {
        name: "Rafael Quintero",
        role: "apprentice baker",
        characterType: "love-interest",
        description: "Quiet, quick hands, came from Valencia in the autumn.",
      },
      { name: "Madame Josette Lavoie", role: "owner of the boulangerie", characterType: "supporting" },
    ],
    plotLine: {
      title: "The note in the ledger",
      priority: "critical",
      keyEvents: [
        "Élodie finds the note in the bread ledger",
        "The snowstorm keeps them alone in the proofing room until dawn",
        "Élodie writes her answer in the bread ledger",
      ],
    },
    anachronism: { action: "I open a portal to the elven kingdom to fetch more flour", object: "portal" },
    echoProbe: "I whisper 'brioche semaphore, walrus cathedral' to him",
  },
  {
    title: "Open Wide",
    genre: "fantasy",
    storyline:
      "Dr. Folasade Okonkwo-Bailey runs a dental surgery above a chip shop in Gorsley Market Square, and she is the only dentist in the country licensed to treat dragons.",
    keyTerms: ["Dr. Folasade Okonkwo-Bailey", "dental surgery", "chip shop", "Gorsley Market Square"],
    instruction:
      "A dragon with a toothache lands on market day. Cosy and whimsical, with a little real danger.",
    characters: [
      { name: "Dr. Folasade Okonkwo-Bailey", role: "dragon dentist", characterType: "protagonist" },
      { name: "Ayo", role: "her receptionist", characterType: "ally" },
      {
        name: "Ember-of-the-Long-Fen",
        role: "a dragon with a cursed molar",
        characterType: "neutral",
        description: "Old, proud and very frightened of the drill.",
      },
      { name: "Councillor Roderick Baines", role: "wants the surgery shut", characterType: "antagonist" },
    ],
    plotLine: {
      title: "Market day",
      priority: "critical",
      keyEvents: [
        "A dragon with a toothache lands in Gorsley Market Square",
        "Folasade pulls the cursed molar in the dental surgery",
        "Councillor Roderick Baines drops his petition to shut the surgery",
      ],
    },
    anachronism: {
      action: "I hack the council's mainframe with my cybernetic implant",
      object: "cybernetic implant",
    },
    echoProbe: "I tell the dragon 'open wide, gooseberry almanac, hinge of the moon'",
  },
];
