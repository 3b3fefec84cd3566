/** Settings as data (setting.ts reads them): what each kind of place has, sounds like and holds. */
export type Row = [
  id: string,
  words: RegExp,
  places: string[],
  features: string[],
  items: string[],
  civil: boolean,
];

/** What a setting sounds and smells like: first in line for a scene's senses. */
export const SENSES: Record<string, string[]> = {
  "jungle temple": [
    "insects whine in the wet heat",
    "water drips from every leaf",
    "something large moves through the undergrowth and is gone",
  ],
  hospital: [
    "a monitor beeps somewhere down the corridor",
    "the smell of disinfectant hangs over everything",
    "a trolley wheel squeaks past and fades",
  ],
  glasshouse: [
    "condensation runs down the glass in slow beads",
    "the air is thick and green and warm",
    "a sprinkler ticks over somewhere among the palms",
  ],
  bakery: [
    "the smell of warm bread drifts along the street",
    "a shop bell tinkles and falls still",
    "church bells count the hour across the rooftops",
  ],
  "harbour town": [
    "gulls wheel and complain over the water",
    "the tide sucks at the harbour wall",
    "rigging taps against a mast in the wind",
  ],
  "space station": [
    "the air recyclers sigh in a slow rhythm",
    "a warning light pulses amber down the corridor",
    "the hull ticks as it cools",
  ],
  manor: [
    "a clock ticks somewhere in the panelled dark",
    "the floorboards remember every footstep",
    "rain patters against tall windows",
  ],
  school: [
    "a bell rings somewhere, for a lesson nobody attends",
    "chalk dust hangs in a slant of light",
    "footsteps echo down an empty corridor",
  ],
  castle: [
    "torches gutter in their iron brackets",
    "a banner stirs in a draught from nowhere",
    "boots ring on stone somewhere above",
  ],
  city: [
    "traffic hisses past on wet tarmac",
    "a siren rises and falls a few streets away",
    "neon buzzes and flickers overhead",
  ],
  farm: [
    "a cockerel crows though it is nowhere near dawn",
    "the smell of silage and wet straw hangs in the air",
    "a quad bike buzzes somewhere across the fields",
  ],
  village: ["a dog barks once, far off", "woodsmoke drifts from a chimney", "a cart creaks along the lane"],
  ferry: [
    "the engines thrum up through the deck plates",
    "a tannoy crackles with an announcement nobody can make out",
    "the whole ship leans into a long, slow swell",
  ],
  ship: ["timbers creak with every swell", "the wind thrums in the rigging", "salt spray spatters the deck"],
  museum: [
    "footsteps echo across polished floors",
    "the air conditioning hums to itself",
    "a security light clicks on and off",
  ],
  desert: [
    "wind hisses over the crest of a dune",
    "the heat shivers on the horizon",
    "a camel bell clanks somewhere out of sight",
  ],
  train: [
    "the wheels beat out the same two notes over the joints",
    "a whistle sounds far ahead and the carriage leans into a curve",
    "the lights dim for a tunnel and come back",
  ],
  theatre: [
    "an orchestra tunes somewhere below, one note at a time",
    "dust turns slowly in a shaft of stage light",
    "a door bangs in the wings and someone hushes it",
  ],
};

// Features are "first mention|later mentions"; items are "name|type|description".
export const ROWS: Row[] = [
  [
    "hospital",
    /\b(hospital|ward|surgeon|nurse|clinic|infirmary)\b/,
    [
      "the night ward",
      "the operating theatre",
      "the records room",
      "the hospital chapel",
      "the service lift",
    ],
    [
      "a drug cabinet with a broken seal|the drug cabinet",
      "a trolley left at an angle|the trolley",
      "a whiteboard of names, one rubbed out|the whiteboard",
    ],
    [
      "patient file|document|A name, a date, and a signature that does not match.",
      "staff keycard|keycard|Someone else's photo, someone else's access.",
      "bottle of pills|medicine|The label has been peeled half away.",
    ],
    true,
  ],
  [
    "glasshouse",
    /\b(glasshouse|greenhouse|orchids?|conservatory|botanist|botanical)\b/,
    ["the orchid house", "the potting shed", "the palm house", "the boiler room", "the terrace gardens"],
    [
      "a cracked pane high in the roof|the cracked pane",
      "a potting bench dusted with soil|the potting bench",
      "a bed of orchids crushed flat|the crushed orchids",
    ],
    [
      "pair of pruning shears|tool|Freshly cleaned; too freshly.",
      "seed catalogue|document|Pages marked in a neat green hand.",
      "muddy glove|clue|A left glove, far too small for the gardener.",
    ],
    true,
  ],
  [
    "bakery",
    /\b(bakery|bakers?|patisserie|pastry)\b/,
    [
      "the bakery",
      "the café on the corner",
      "the market square",
      "the courtyard behind the shops",
      "the church steps",
    ],
    [
      "a flour-dusted counter|the counter",
      "a bread oven still ticking as it cools|the bread oven",
      "a chalkboard of the day's loaves|the chalkboard",
    ],
    [
      "folded letter|letter|Unsigned, and smelling faintly of orange peel.",
      "jar of starter dough|food|Older than the shop, some say.",
      "spare apron|item|Embroidered with someone else's initials.",
    ],
    true,
  ],
  [
    "harbour town",
    /\b(harbou?r|fishing|fisherman|tide|tidal|sea|quay|coast|lighthouse|island)\b/,
    ["the harbour", "the sea wall", "the fish market", "the lighthouse", "the church on the cliff"],
    [
      "a row of upturned boats|the upturned boats",
      "a tide-bell on a rusted post|the tide-bell",
      "a line of nets hung out to dry|the drying nets",
    ],
    [
      "tide table|document|Someone has circled tonight's low tide.",
      "oilskin lantern|light|Salt-crusted, but it still lights.",
      "carved whalebone charm|item|Worn smooth by a worried thumb.",
    ],
    true,
  ],
  [
    "space station",
    /\b(station|relay|orbital|spaceship|starship|derelict|airlock|generation ship|cryosleep|hydroponic|hydroponics)\b/,
    ["the command deck", "the cargo bay", "the relay chamber", "the crew quarters", "the maintenance shaft"],
    [
      "a bank of dead monitors|the dead monitors",
      "a bulkhead door jammed half open|the bulkhead door",
      "a transmitter still blinking green|the transmitter",
    ],
    [
      "access keycard|keycard|Its magnetic strip is worn almost smooth.",
      "data chip|data|Encrypted, and warm to the touch.",
      "emergency medkit|medkit|Half its seals already broken.",
    ],
    false,
  ],
  [
    "manor",
    /\b(manor|mansion|estate|country house|stately)\b/,
    ["the great hall", "the library", "the servants' stair", "the walled garden", "the gun room"],
    [
      "a portrait whose eyes have been repainted|the portrait",
      "a fireplace swept suspiciously clean|the fireplace",
      "a grandfather clock stopped at ten past nine|the grandfather clock",
    ],
    [
      "brass key|key|Heavy, old and recently oiled.",
      "torn invitation|letter|The guest's name has been torn away.",
      "pocket diary|journal|The last week is missing.",
    ],
    true,
  ],
  [
    "school",
    /\b(school|academy|classroom|headmaster|boarding)\b/,
    ["the empty classroom", "the library", "the gymnasium", "the headmaster's office", "the playing fields"],
    [
      "a blackboard not quite wiped clean|the blackboard",
      "a row of lockers, one dented|the dented locker",
      "a trophy cabinet with a gap on the shelf|the trophy cabinet",
    ],
    [
      "exercise book|book|Full of someone's careful, secret notes.",
      "locker key|key|Number 13, of course.",
      "torn timetable|document|One lesson has been circled twice.",
    ],
    true,
  ],
  [
    "castle",
    /\b(castle|keep|throne|coronation|kingdom|crown|palace|tsar|court)\b/,
    ["the great hall", "the chapel royal", "the barracks yard", "the treasury stair", "the battlements"],
    [
      "a throne draped in black|the throne",
      "a tapestry of an older war|the tapestry",
      "a portcullis chain thick as an arm|the portcullis chain",
    ],
    [
      "signet ring|item|It bears the seal of a house that fell.",
      "sealed letter|letter|The wax is still soft.",
      "guard's whistle|item|Three blasts, and the gates close.",
    ],
    false,
  ],
  [
    "jungle temple",
    /\b(jungle|temple|rainforest|expedition|idol|ruins)\b/,
    ["the riverbank", "the temple steps", "the flooded courtyard", "the idol chamber", "the rope bridge"],
    [
      "a statue with moss for a crown|the statue",
      "a carved doorway half swallowed by roots|the carved doorway",
      "a stone basin full of rainwater|the stone basin",
    ],
    [
      "machete|tool|Notched, but it still clears a path.",
      "coil of rope|tool|Good hemp, well looked after.",
      "explorer's journal|journal|The last expedition's notes; the final pages are torn out.",
    ],
    false,
  ],
  [
    "city",
    // ("a city accountant", "a city girl" come from the city; the story need not be set there.)
    /\b(city(?!\s+[a-z]+(?:er|or|ant|ist|ian|man|woman|boy|girl|folk|slicker|types?)\b)|streets?|alley|rain-soaked|downtown|metropolis)\b/,
    [
      "the all-night diner",
      "the rain-soaked alley",
      "the train station",
      "the rooftop",
      "the back office of a pawn shop",
    ],
    [
      "a payphone with the receiver off the hook|the payphone",
      "a neon sign that flickers|the neon sign",
      "a fire escape slick with rain|the fire escape",
    ],
    [
      "matchbook|clue|From a club that closed years ago.",
      "pawn ticket|ticket|Number 4471. Unclaimed.",
      "torn photograph|photo|One face has been scratched out.",
    ],
    true,
  ],
  [
    "farm",
    /\b(farms?|farmers?|farmyard|smallholding|smallholder|croft|homestead|livestock|paddock|tractor)\b/,
    ["the farmyard", "the barn", "the lower field", "the farmhouse kitchen", "the lane"],
    [
      "a gate tied shut with baler twine|the gate",
      "a water trough green at the edges|the trough",
      "a tractor older than anyone here|the tractor",
    ],
    [
      "pair of wellingtons|tool|Two sizes too big, and caked in mud.",
      "bucket of feed|tool|Everything in the yard knows what it is for.",
      "egg basket|tool|Wicker, and lined with an old tea towel.",
    ],
    true,
  ],
  [
    "village",
    /\b(village|hamlet|valley|shire|farmstead)\b/,
    ["the village green", "the inn", "the old mill", "the churchyard", "the forest edge"],
    [
      "a well with a mossy roof|the well",
      "a notice nailed to the inn door|the notice",
      "a standing stone at the crossroads|the standing stone",
    ],
    [
      "lantern|light|Its glass is smoked but whole.",
      "coil of rope|tool|Good hemp, well looked after.",
      "loaf of bread|food|Still warm from someone's oven.",
    ],
    true,
  ],
  [
    "ship",
    /\b(ship|galleon|voyage|sailors?|captain's|deck|pirates?)\b/,
    ["the main deck", "the captain's cabin", "the hold", "the crow's nest", "the galley"],
    [
      "a ship's wheel lashed in place|the ship's wheel",
      "a chart table weighted with stones|the chart table",
      "a hatch battened from the inside|the hatch",
    ],
    [
      "spyglass|tool|Brass, dented, still true.",
      "sea chart|map|Someone has inked a cross where no island is shown.",
      "ship's biscuit|food|Hard enough to break a tooth.",
    ],
    false,
  ],
  [
    "ferry",
    /\b(ferry|ferries|ferryboat|cruise ship|liner|passenger ship|purser|car deck|crossing)\b/,
    ["the car deck", "the passenger lounge", "the purser's office", "the upper deck", "the cabin corridor"],
    [
      "a life-ring on a bracket, stencilled with the ship's name|the life-ring",
      "a row of bolted-down seats facing the sea|the bolted-down seats",
      "a lost-property locker behind the purser's desk|the lost-property locker",
    ],
    [
      "boarding card|document|Stamped for a crossing that has not sailed yet.",
      "cabin key|key|On a plastic fob with a number worn half away.",
      "passenger manifest|document|Folded small, one line blacked out.",
    ],
    true,
  ],
  [
    "museum",
    /\b(museum|gallery|exhibit|curator|heist)\b/,
    ["the main gallery", "the vault", "the curator's office", "the loading dock", "the security room"],
    [
      "an empty display case|the empty display case",
      "a velvet rope pulled aside|the velvet rope",
      "a camera pointing at the wrong wall|the camera",
    ],
    [
      "visitor pass|pass|Dated yesterday.",
      "floor plan|map|One corridor has been drawn in by hand.",
      "glass cutter|tool|Small, expensive, recently used.",
    ],
    true,
  ],
  [
    "desert",
    /\b(desert|dunes?|sands?|camels?|caravan|oasis|steppe|wadi|salt flats?)\b/,
    ["the dunes", "the oasis", "the caravan camp", "the dry well", "the rock shelter"],
    [
      "a ridge of sand the wind is rewriting|the sand ridge",
      "a well with a rope worn to threads|the well",
      "a cairn of stones marking the track|the cairn",
    ],
    [
      "water skin|food|Half full, and warm.",
      "brass compass|tool|The needle drifts, then settles.",
      "strip of indigo cloth|item|Good against the sun and the sand.",
    ],
    false,
  ],
  [
    "train",
    /\b(night train|sleeper car|sleeper|carriages?|compartments?|railway|conductor|dining car)\b/,
    [
      "the dining car",
      "the sleeper corridor",
      "the luggage van",
      "the observation car",
      "the station platform",
    ],
    [
      "a window black with the passing night|the window",
      "a timetable pinned behind glass|the timetable",
      "a compartment door that will not quite latch|the compartment door",
    ],
    [
      "ticket stub|ticket|Punched twice, by two different conductors.",
      "folded newspaper|document|Today's, with a column cut out.",
      "porter's key|key|It opens every sleeper door on the train.",
    ],
    true,
  ],
  [
    "theatre",
    /\b(opera|theatre|theater|onstage|offstage|backstage|rehearsals?|soprano|baritone|tenor|orchestra|curtain)\b/,
    ["the stage", "the wings", "the dressing rooms", "the orchestra pit", "the stage door"],
    [
      "a rail of costumes under dust sheets|the costume rail",
      "a prompt book open on a stool|the prompt book",
      "a rope from the fly tower, tied off|the fly rope",
    ],
    [
      "programme|document|Tonight's cast, one name inked over.",
      "dressing-room key|key|Number 3, the star's room.",
      "pressed flower|item|Left on a dressing table without a card.",
    ],
    true,
  ],
];
