/**
 * Vocabulary the premise reader sorts noun phrases with (data only; the parsing is
 * compromise's). A head noun in PLACE_HEADS is a setting, in PERSON_HEADS a role; compromise's
 * Actor/Person tags catch the roles this list lacks.
 */
export const PLACE_HEADS = new Set(
  (
    "island isle islet lighthouse harbour harbor port quay pier dock docks coast shore beach cove bay cliff cliffs " +
    "sea ocean lake river marsh fen bog swamp moor heath forest wood woods jungle desert valley vale glen mountain " +
    "mountains peak hill hills cave caves canyon village town city hamlet street alley market square castle keep " +
    "fortress palace tower manor mansion estate house cottage farm farmstead barn mill inn tavern pub hotel abbey " +
    "monastery convent church chapel cathedral temple shrine cemetery graveyard crypt tomb ruins library museum " +
    "gallery school academy university hospital ward asylum prison station colony base outpost ship starship " +
    "spaceship vessel submarine train railway bridge garden gardens orchard greenhouse glasshouse bakery shop " +
    "office factory mine mines kingdom empire realm country province border frontier wasteland tundra archipelago " +
    "planet moon asteroid habitat dome lab laboratory theatre theater circus camp kitchen restaurant café cafe " +
    "diner bar club observatory workshop studio vineyard ranch plantation wharf canal lagoon reef glacier " +
    "bank vault store warehouse bunker mesa strait ferry flat apartment street lane road row quarter district " +
    "sanatorium priory rink lodge foundry steppe dunes plateau fjord sound gulch chateau château villa hall " +
    "teatro arena stadium plaza piazza boulevard avenue embankment terrace vicarage rectory parsonage " +
    "wing room corridor deck cabin tent marquee cellar attic basement loft yard courtyard stable stables chamber " +
    "gate pass cemetery churchyard quarry pit shed boathouse greenhouse jetty slipway lobby foyer newsroom " +
    "portage trail " +
    // Everyday places an author sets a story in, away from the genre's habit (eighth session).
    "launderette laundrette laundromat centre center pool baths lido gym park allotment allotments tunnel " +
    "reservoir parade precinct arcade salon pharmacy depot garage showroom hangar villages towns " +
    "supermarket canteen kiosk stall marina harbourside promenade pavilion clubhouse racecourse laundry " +
    "bakehouse brewery distillery refinery services stacks sacristy vestry " +
    // Everyday institutions of the independent lists' shape (eleventh session): "Holloway Road
    // Crematorium", "St Anne's Hospice", "Bridge Street Surgery".
    "hospice crematorium surgery clinic infirmary college cinema chemist deli nursery kennels parlour " +
    "flats mansions crèche creche hostel smallholding croft homestead clearing crossing landing moorings"
  ).split(" "),
);

/**
 * Place heads that end in -ing ("smallholding", "clearing"): compromise reads them as verbs, so
 * its readers are told they are nouns.
 */
export const ING_PLACES: Record<string, "Noun"> = Object.fromEntries(
  [...PLACE_HEADS].filter((w) => w.endsWith("ing")).map((w) => [w, "Noun"]),
);

/**
 * What an instruction asks of the telling, not of the story's world: "lots of dialogue", "more
 * humour", "short chapters". Never a thing to find or a place to go.
 */
export const STYLE_HEADS = new Set(
  (
    "dialogue dialog banter humour humor jokes romance tension suspense action description descriptions " +
    "detail details twist twists pace pacing tone mood swearing violence gore chapter chapters scene scenes " +
    "word words page pages sentence sentences lot lots plenty ending endings narration narrator prose style"
  ).split(" "),
);

/**
 * Last words that make a capitalised name an establishment ("Rosewood Care Home", "Hope Street
 * Motors", "the Miners' Arms"), though in lower case they name no place.
 */
export const NAMED_PLACE_ENDS = new Set("home motors works arms court cleaners removals taxis".split(" "));

/** Place heads that end a closed compound ("bandroom", "stockroom", "farmhouse", "boatyard"). */
const COMPOUND_PLACE_ENDS = ["room", "house", "shop", "yard", "hall"];
/** Compounds on those ends that are no places. */
const NOT_PLACES = new Set(
  "mushroom headroom legroom elbowroom lanyard halyard dollhouse bridegroom groom".split(" "),
);

/**
 * A head noun that names a place: one of PLACE_HEADS, or a closed compound ending in a place
 * head ("the bandroom", "the stockroom", "the staffroom"), which no word list can hold whole.
 */
export function placeHead(word: string): boolean {
  const w = word.toLowerCase().replace(/['’]s$/, "");
  if (PLACE_HEADS.has(w)) return true;
  if (NOT_PLACES.has(w)) return false;
  return COMPOUND_PLACE_ENDS.some(
    (end) => w.length >= end.length + 3 && w.endsWith(end) && /^\p{Ll}+$/u.test(w),
  );
}

/**
 * A ship's prefix written in capitals ("MV", "HMS", "MS Halcyon Star", "SS"): the name after it is
 * a craft's. Only in capitals: "Ms Wróbel" is a title (callers test the capitals).
 */
export const shipPrefix = (word: string) =>
  VESSEL_HEADS.has(word.toLowerCase()) || ["ms", "ss", "my", "uss", "sv"].includes(word.toLowerCase());

/** Kinds of site that a name follows ("the listening post Halden Array", "the rig Kvitebjørn"). */
export const SITE_HEADS = new Set("post array platform rig relay beacon".split(" "));

/** First words that make a capitalised run a place's name: "Castle Dunmorrow", "Rue Sainte-Catherine". */
export const PLACE_PREFIXES = new Set(
  "castle hotel fort port mount lake rue via cape isle glen loch saint-agnes teatro villa camp station gare".split(
    " ",
  ),
);

/**
 * Lower-case words inside a proper name ("the Palais des Nations", "Pieter van Duin", "Casa de
 * Moneda"): between two capitalised words they join the name, never end it.
 */
export const NAME_PARTICLES = new Set(
  "of de des du da di del della dei der den van von ten ter la le les y al el bin ibn ap".split(" "),
);
/** A word of a name as written: capitalised, a particle inside it, or its number ("Ward 7"). */
export const nameWord = (w: string) =>
  /^\p{Lu}/u.test(w) || NAME_PARTICLES.has(w) || /^\d{1,4}[A-Za-z]?$/.test(w);
/** A name's words, where "of the" may join two capitalised runs ("the Brotherhood of the Hollow Saint"). */
export const nameRun = (ws: string[]) =>
  ws.every((w, k) => nameWord(w) || (w === "the" && ws[k - 1] === "of" && /^\p{Lu}/u.test(ws[k + 1] ?? "")));

/** Prepositions after which a proper name is where the story happens ("at Kessler Reach"). */
export const LOCATIVE = new Set(
  "at in on to from across into onto near toward towards through over beyond inside outside under behind around above below off within past aboard between".split(
    " ",
  ),
);

/** Plural heads that name a crowd of people, neither a thing nor one person ("the villagers"). */
export const CROWD_HEADS = new Set(
  "villagers patients adults people residents locals guests passengers tourists workers soldiers sailors staff crew townsfolk neighbours neighbors parishioners pilgrims refugees survivors settlers children teenagers students lovers fiddlers actors men women thieves".split(
    " ",
  ),
);

/** Heads that name something that happens, not a thing one can find ("the final duet", "the power cut"). */
export const HAPPENING_HEADS = new Set(
  "tide duet song show performance concert haunting argument meeting funeral wedding party plan cut warning race fight trial storm blizzard flood fire festival dance match game vote speech hearing ceremony celebration reunion rehearsal premiere opening night day week hour moment crack source auction contest finals final show fete fair sale".split(
    " ",
  ),
);

/** Holders named for what they hold: "a box of matches" is said whole, never "a box" (long-names.ts). */
export const CONTAINER_HEADS = new Set(
  "box bottle sprig jar tin bag bunch packet pouch flask vial cup pair set handful sack basket piece sheaf roll scrap slip bundle crate barrel cask twist coil ball loaf stack pile".split(
    " ",
  ),
);

/** Heads that hold what follows "of": "a second set of books", "a tin of tea". */
export const MEASURE_HEADS = new Set(
  "set pair stack box crate bundle bag jar tin bottle handful sack cup chest pile copy piece sheaf roll bolt barrel cask vial flask basket trunk case string map chart list ledger".split(
    " ",
  ),
);

/** People together, named as one: "the Lloyd family", "the stag party" (looked for, never searched like furniture). */
export const GROUP_HEADS = new Set(
  "family families crowd group gang crew team couple guests mourners choir congregation audience".split(" "),
);

/** Craft with names of their own: "the icebreaker Saint Vigor" is no person (premise-names.ts). */
export const VESSEL_HEADS = new Set(
  (
    "icebreaker steamer freighter trawler tanker cruiser liner clipper schooner tug tugboat boat ship yacht " +
    "ketch sloop barge balloon airship zeppelin submarine destroyer frigate ferry dreadnought shuttle rover " +
    "probe lander starship spaceship vessel locomotive engine train car truck van wagon carriage " +
    // A ship's prefix is its kind: "MV Saint Brendan" is a ferry, not a saint.
    "mv hms rms ss uss ms hmy rv sv"
  ).split(" "),
);

export const PERSON_HEADS = new Set(
  (
    "keeper passenger stowaway purser steward stewardess brother sister mother father son daughter aunt uncle cousin grandmother grandfather grandson " +
    "granddaughter wife husband widow widower twin friend king queen prince princess lord lady knight squire " +
    "apprentice detective inspector sergeant constable captain pilot engineer doctor nurse matron orderly surgeon teacher " +
    "student orphan child boy girl man woman stranger thief smuggler pirate sailor fisherman farmer baker " +
    "witch wizard mage priest nun monk abbot healer hunter soldier guard spy courier clockmaker blacksmith " +
    "merchant innkeeper beekeeper lamplighter ghost companion partner rival mentor heir heiress chef " +
    "technician scientist botanist curator journalist reporter musician painter poet writer architect " +
    "dog cat goose horse fox raven crow owl wolf hound mule donkey pony parrot robot android drone dragon mouse rabbit hare bear badger squirrel hedgehog otter frog toad duck hen pig goat deer stag unicorn griffin phoenix troll goblin elf dwarf fairy sprite kitten puppy ferret monkey camel crab seal gull magpie rat weasel stoat mole rooster lamb sheep cow ox bull calf bat husky spaniel terrier collie mastiff poodle beagle retriever " +
    "smith novice coach orderly soprano baritone tenor alto contralto mezzo nanny governess valet butler maid " +
    "steward porter vicar medic guide scout clerk notary lawyer solicitor judge heroine hero sibling twins child children parent cook " +
    "neighbour neighbor landlord landlady editor printer voyageur ferryman surveyor " +
    // Roles of everyday work, as an author titles their people (eighth session).
    "purser deckhand ex-husband ex-wife ex-boyfriend ex-girlfriend enumerator lifeguard caretaker headteacher " +
    "headmaster headmistress manager gardener warden seller vendor developer owner officer driver assistant " +
    "director magistrate treasurer secretary astronomer schoolmistress schoolmaster schoolteacher dinner-lady " +
    "vicar reverend rector curate chaplain councillor mayor receptionist cleaner janitor porter cashier " +
    "shopkeeper grocer butcher stallholder fishmonger foreman mechanic electrician plumber postman postwoman " +
    "midwife pharmacist professor lecturer tutor governor enforcer nephew niece grandson stepmother stepfather"
  ).split(" "),
);

/** Animals and machines: companions, never "an old spymaster". */
export const CREATURE_HEADS = new Set(
  "dog cat goose horse fox raven crow owl wolf hound mule donkey pony parrot robot android drone dragon mouse rabbit hare bear badger squirrel hedgehog otter frog toad duck hen pig goat deer stag unicorn griffin phoenix troll goblin elf dwarf fairy sprite kitten puppy ferret monkey camel crab seal gull magpie rat weasel stoat mole rooster lamb sheep cow ox bull calf bat husky spaniel terrier collie mastiff poodle beagle retriever".split(
    " ",
  ),
);

/** Nouns that name no thing in the story: times, abstractions, the premise's own talk. */
export const EMPTY_HEADS = new Set(
  (
    "night day morning evening week year years time tone mood story tale chapter plot thing things way life " +
    "end beginning one part kind sort lot world everything nothing something anyone someone everyone reader " +
    "genre style voice scene scenes character characters ending past future truth thoughts light trouble heart dark darkness hand inside outside " +
    "climax middle finale page pages depth scenery idioms period there here century decade dawn dusk " +
    "noon midnight summer winter spring autumn season days hours minutes weeks months nights idea side measure heat " +
    "onstage offstage downward points cent trust love hate fear hope chance moment shift shifts " +
    // Particles and leftovers a verb leaves ("steal back", "the rest of the parade").
    "back rest lengths " +
    // Times and leftovers the ninth session found as threads ("for one afternoon", "in the other").
    "afternoon afternoons evenings mornings tonight today tomorrow yesterday weekend fortnight hour month other others " +
    // Words for no thing the tenth session found as threads ("the only reason she has a job", "opens
    // opposite The Codfather", "to help clear the stockroom"). Not "answer": "the headmaster's answer
    // key" is read as one.
    "reason reasons opposite help"
  ).split(" "),
);

/** First words that make a phrase no thing at all: "someone swimming lengths" is a person doing something. */
export const INDEFINITE_PRONOUNS = new Set(
  "someone somebody something anyone anybody anything everyone everybody everything nobody nothing".split(
    " ",
  ),
);

/** Adjectives an author asks for as a tone ("keep it gentle", "a darker tone"). */
export const TONE_WORDS = new Set(
  (
    "gentle cosy cozy dark darker bleak grim hopeful funny humorous comic light lighthearted whimsical eerie " +
    "creepy tense melancholy sad bittersweet romantic warm playful gritty noir quiet slow hopeful tender " +
    "menacing dreamy lyrical brisk fast epic intimate"
  ).split(" "),
);

/** Verbs of an instruction that ask for something to be in the story. */
export const ASKING_VERBS =
  /^(include|add|introduce|feature|give|bring|have|put|show|let|mention|use|set|more|some|plenty|lots)$/;

const ON_HEADS = new Set(
  "island isle islet moor marsh fen heath ship starship spaceship vessel ferry liner yacht barge tugboat steamer train station colony planet moon asteroid coast shore beach frontier border tundra glacier reef farm ranch estate".split(
    " ",
  ),
);
const IN_HEADS = new Set(
  "city town village hamlet forest wood woods jungle desert valley vale glen mountains hills kingdom empire realm country province wasteland archipelago sea ocean".split(
    " ",
  ),
);

const AT_HEADS = new Set(
  "show fair fete festival wedding party concert match race gala ball reunion conference market auction".split(
    " ",
  ),
);

/** The preposition a place takes: on the tidal island, in the village, at the monastery. */
export function placePreposition(phrase: string): "on" | "in" | "at" {
  const head =
    phrase
      .replace(/\s+of\s+.*$/, "")
      .split(/\s+/)
      .pop()
      ?.toLowerCase() ?? "";
  if (ON_HEADS.has(head)) return "on";
  // "at the Little Snoring Village Show": an occasion is attended, not entered.
  if (AT_HEADS.has(head)) return "at";
  if (IN_HEADS.has(head)) return "in";
  // A town or island named bare ("Lisbon", "Skarholm") is a place one is in.
  if (/^[A-Z]/.test(phrase) && !PLACE_HEADS.has(head)) return "in";
  return "at";
}

/** A role of someone the story has lost: remembered, never met ("drowned brother", "late wife"). */
export const GONE = /\b(drowned|dead|late|deceased|murdered|departed)\b/i;

/**
 * The pronoun of the genres' own invented names that compromise's name lists do not know
 * (it knows "Ruth" and "Ray", not "Elowen" or "Caspian"): a hero the author calls "her" is
 * given a name that fits (issue 31).
 */
export const NAME_PRONOUNS: Record<string, "she" | "he"> = Object.fromEntries([
  ...(
    "Wren Maelis Tamsin Elowen Isolde Rhosyn Seren Orla Ysolde Nimue Briony Nova Juno Vega Lyra Imani Zara " +
    "Io Nadia Sable Marlowe"
  )
    .split(" ")
    .map((n) => [n, "she"] as const),
  ..."Aldric Corin Bram Fenwick Garrick Tobin Caspian Edric Hale Kai Orion Cassius Dax Soren Rook Ren Tesla"
    .split(" ")
    .map((n) => [n, "he"] as const),
]);

/** Role heads that say who a person is: "a mute stable boy" is never Harriet (issue 31). */
export const ROLE_PRONOUNS: Record<string, "she" | "he"> = Object.fromEntries([
  ...(
    "woman girl lady sister mother daughter aunt niece grandmother granddaughter wife widow queen princess " +
    "duchess countess empress abbess nun heiress landlady matriarch maid maiden witch sorceress priestess " +
    "actress waitress hostess governess seamstress"
  )
    .split(" ")
    .map((w) => [w, "she"] as const),
  ...(
    "man boy lord brother father son uncle nephew grandfather grandson husband widower king prince duke " +
    "count emperor abbot monk heir landlord patriarch wizard sorcerer priest"
  )
    .split(" ")
    .map((w) => [w, "he"] as const),
]);
