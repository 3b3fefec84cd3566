// Premises for bench/writer.ts (issue 31): written for the bench, two for each genre family the
// storyteller has (server/ai/storyteller/genres/). Each names its key terms — the places, people
// and objects the storyline names — so that coverage can be measured against them; an
// instruction the writer should follow (never paste); a cast; a critical plot line with key
// events; and two typed actions for play: one the world cannot hold, one that must not be echoed.

export type WriterPremise = {
  title: string;
  genre: string;
  storyline: string;
  /** The places, people and objects the premise names, as the author wrote them. */
  keyTerms: string[];
  /** The "additional instructions" an author types into the AI assistant. */
  instruction: string;
  characters: Array<{ name: string; role: string; characterType: string; description?: string }>;
  plotLine: { title: string; priority: "critical" | "major" | "optional"; keyEvents: string[] };
  /** A typed action the world has no place for (a smartphone in a medieval vale), and its object. */
  anachronism: { action: string; object: string };
  /** A typed action whose odd words must not come back as dialogue. */
  echoProbe: string;
};

export const WRITER_PREMISES: WriterPremise[] = [
  {
    title: "The Keeper of Gull Rock",
    genre: "mystery",
    storyline:
      "A lighthouse keeper on a tidal island finds the lamp logbook rewritten in another hand, and the causeway floods before anyone can leave.",
    keyTerms: ["lighthouse", "keeper", "tidal island", "logbook", "causeway", "lamp"],
    instruction: "Make the keeper a retired clockmaker, and include a drowned brother",
    characters: [
      { name: "Morwenna Tallis", role: "Lighthouse keeper", characterType: "protagonist" },
      { name: "Abel Tallis", role: "Her drowned brother", characterType: "ally" },
    ],
    plotLine: {
      title: "The rewritten logbook",
      priority: "critical",
      keyEvents: [
        "Morwenna finds a page of the logbook torn out",
        "the causeway bell rings at low tide with no one on it",
        "Abel's pocket watch turns up in the lamp room",
      ],
    },
    anachronism: { action: "Pull out my smartphone and call the coastguard", object: "smartphone" },
    echoProbe: "Say that the herring are wearing hats tonight",
  },
  {
    title: "Ledger of the Silent Bank",
    genre: "noir",
    storyline:
      "A night clerk at the Halloway Savings Bank notices a vault ledger that balances to the penny on the night the manager vanished.",
    keyTerms: ["Halloway Savings Bank", "clerk", "vault", "ledger", "manager"],
    instruction: "Give the clerk a sister who works at the newspaper, and keep the tone wry",
    characters: [
      { name: "Desmond Achebe", role: "Night clerk", characterType: "protagonist" },
      { name: "Odette Achebe", role: "Newspaper typesetter", characterType: "ally" },
    ],
    plotLine: {
      title: "The balanced ledger",
      priority: "critical",
      keyEvents: [
        "Desmond finds the manager's hat in the vault",
        "Odette sets a headline that was never filed",
        "the ledger shows a deposit dated tomorrow",
      ],
    },
    anachronism: { action: "Cast a spell of unlocking on the vault door", object: "spell" },
    echoProbe: "Tell the guard the moon owes me eleven dollars",
  },
  {
    title: "The Salt Witch of Merrow Vale",
    genre: "fantasy",
    storyline:
      "In a medieval vale, a young miller must carry a salt-bound witch's heart to the standing stones before the harvest moon.",
    keyTerms: ["vale", "miller", "witch", "heart", "standing stones", "harvest moon"],
    instruction: "Make the miller afraid of horses, and include a talking crow",
    characters: [
      { name: "Tobin Ashgrove", role: "Young miller", characterType: "protagonist" },
      { name: "Corvin", role: "A talking crow", characterType: "companion" },
    ],
    plotLine: {
      title: "The heart's journey",
      priority: "critical",
      keyEvents: [
        "the witch's heart beats inside its salt jar",
        "Corvin steals a key from the reeve",
        "the standing stones hum under the harvest moon",
      ],
    },
    anachronism: { action: "Pull out my smartphone and take a photo", object: "smartphone" },
    echoProbe: "Shout that purple turnips rule the kingdom",
  },
  {
    title: "The Glass Crown",
    genre: "fairy-tale",
    storyline:
      "A goose girl learns that the glass crown in the palace well will choose the next queen, and the king's steward means to break it.",
    keyTerms: ["goose girl", "glass crown", "palace", "well", "queen", "steward"],
    instruction: "Make the steward secretly kind, and add a grandmother who tells riddles",
    characters: [
      { name: "Elske Brun", role: "Goose girl", characterType: "protagonist" },
      { name: "Steward Malory", role: "The king's steward", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The crown chooses",
      priority: "critical",
      keyEvents: [
        "Elske sees the glass crown shine under the well water",
        "the steward locks the well with an iron grate",
        "a riddle opens the grate at dawn",
      ],
    },
    anachronism: { action: "Drive my car to the palace gates", object: "car" },
    echoProbe: "Sing that the geese are plotting a coup",
  },
  {
    title: "Orbit of the Quiet Station",
    genre: "sci-fi",
    storyline:
      "An engineer on Meridian Station discovers the reactor is being cooled by a colony of crystal organisms that are starting to speak.",
    keyTerms: ["Meridian Station", "engineer", "reactor", "crystal organisms", "colony"],
    instruction: "Give the engineer a stammer, and include a station cat named Pickle",
    characters: [
      { name: "Ravi Okonkwo", role: "Reactor engineer", characterType: "protagonist" },
      { name: "Commander Hale", role: "Station commander", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The crystals speak",
      priority: "critical",
      keyEvents: [
        "the reactor hums a tune Ravi's mother sang",
        "Commander Hale orders the coolant vented",
        "the crystal colony spells Ravi's name in frost",
      ],
    },
    anachronism: { action: "Saddle a horse and ride to the reactor", object: "horse" },
    echoProbe: "Tell the computer that bananas are a kind of moon",
  },
  {
    title: "Rain on Neon Row",
    genre: "cyberpunk",
    storyline:
      "A courier in the flooded city of Neon Row carries a memory chip that holds the last honest vote count, and every gang wants it.",
    keyTerms: ["courier", "Neon Row", "memory chip", "vote count", "gang"],
    instruction: "Make the courier a former nurse, and keep the violence off the page",
    characters: [
      { name: "Juno Reyes", role: "Courier", characterType: "protagonist" },
      { name: "Mister Sable", role: "Gang broker", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The honest count",
      priority: "critical",
      keyEvents: [
        "the memory chip burns warm in Juno's glove",
        "Mister Sable offers a trade on the rooftop",
        "the vote count plays on every screen",
      ],
    },
    anachronism: { action: "Draw my longbow and loose a flaming arrow at the drone", object: "longbow" },
    echoProbe: "Whisper that the pigeons are union members",
  },
  {
    title: "The House on Harrow Lane",
    genre: "horror",
    storyline:
      "A widow inherits the house on Harrow Lane and finds the nursery door locked from the inside every morning.",
    keyTerms: ["widow", "house", "Harrow Lane", "nursery", "door"],
    instruction: "Make the widow a former surgeon, and never show the ghost directly",
    characters: [
      { name: "Agnes Pellow", role: "Widow", characterType: "protagonist" },
      { name: "Father Quint", role: "Parish priest", characterType: "mentor" },
    ],
    plotLine: {
      title: "The locked nursery",
      priority: "critical",
      keyEvents: [
        "Agnes hears a lullaby behind the nursery door",
        "Father Quint refuses to enter the house",
        "the nursery key is found in Agnes's own coat",
      ],
    },
    anachronism: { action: "Summon a dragon to burn the house down", object: "dragon" },
    echoProbe: "Yell that the teapot knows my real name",
  },
  {
    title: "The Bells of Saint Oda",
    genre: "gothic",
    storyline:
      "A bell-ringer at the abbey of Saint Oda hears the bells toll thirteen and finds a novice missing from the cloister.",
    keyTerms: ["bell-ringer", "abbey", "Saint Oda", "bells", "novice", "cloister"],
    instruction: "Include a blind abbess who hears lies, and make the bells older than the abbey",
    characters: [
      { name: "Brother Anselm", role: "Bell-ringer", characterType: "protagonist" },
      { name: "Abbess Hild", role: "Blind abbess", characterType: "mentor" },
    ],
    plotLine: {
      title: "The thirteenth toll",
      priority: "critical",
      keyEvents: [
        "the bells toll thirteen at midnight",
        "the novice's sandal is found in the bell tower",
        "Abbess Hild names the liar at vespers",
      ],
    },
    anachronism: { action: "Check the security cameras on my laptop", object: "laptop" },
    echoProbe: "Announce that the candles have gone on strike",
  },
  {
    title: "Letters to the Orchard",
    genre: "romance",
    storyline:
      "A cider maker in a failing orchard answers letters left in an old oak by a stranger who signs them only as the Lark.",
    keyTerms: ["cider maker", "orchard", "letters", "oak", "the Lark"],
    instruction: "Make the Lark the new vet in town, and include a stubborn old goat",
    characters: [
      { name: "Hattie Rowan", role: "Cider maker", characterType: "protagonist" },
      { name: "Samir Dale", role: "The new vet", characterType: "love-interest" },
    ],
    plotLine: {
      title: "Who is the Lark",
      priority: "critical",
      keyEvents: [
        "a letter in the oak mentions Hattie's late father",
        "Samir treats the goat and quotes a letter by mistake",
        "the orchard's first pressing in years",
      ],
    },
    anachronism: { action: "Teleport to the oak with my hover boots", object: "hover boots" },
    echoProbe: "Tell him that the cabbages are jealous of us",
  },
  {
    title: "Two Tickets to Lisbon",
    genre: "romantic-comedy",
    storyline:
      "Two rival travel writers are booked into the same tram-side flat in Lisbon and must write one shared guidebook by Friday.",
    keyTerms: ["travel writers", "flat", "Lisbon", "guidebook", "tram"],
    instruction: "Give one writer a fear of heights, and include a landlady who sings fado",
    characters: [
      { name: "Clara Voss", role: "Travel writer", characterType: "protagonist" },
      { name: "Teo Marques", role: "Rival travel writer", characterType: "love-interest" },
    ],
    plotLine: {
      title: "The shared guidebook",
      priority: "critical",
      keyEvents: [
        "Clara and Teo argue over the guidebook's first chapter",
        "the tram breaks down on the steepest hill",
        "the guidebook goes to print with both names",
      ],
    },
    anachronism: { action: "Summon a fire spirit to cook dinner", object: "fire spirit" },
    echoProbe: "Declare that sardines are my emotional support fish",
  },
  {
    title: "The Mapmaker's Winter",
    genre: "historical",
    storyline:
      "In 1812, a mapmaker's apprentice crosses the frozen Dvina river with the only true map of the retreat routes.",
    keyTerms: ["mapmaker", "apprentice", "Dvina", "river", "map", "retreat"],
    instruction: "Make the apprentice a girl disguised as a boy, and include a loyal mule",
    characters: [
      { name: "Anya Lind", role: "Mapmaker's apprentice", characterType: "protagonist" },
      { name: "Colonel Brandt", role: "Cavalry officer", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The true map",
      priority: "critical",
      keyEvents: [
        "the map is sewn into Anya's coat lining",
        "Colonel Brandt searches the ferry house",
        "the ice on the Dvina cracks under the wagons",
      ],
    },
    anachronism: { action: "Use my GPS to find the ford", object: "GPS" },
    echoProbe: "Tell the colonel his horse is a poet",
  },
  {
    title: "Dust over Red Mesa",
    genre: "western",
    storyline:
      "A schoolteacher in the town of Red Mesa keeps the deed to the only well while the railroad company's men ride in.",
    keyTerms: ["schoolteacher", "Red Mesa", "deed", "well", "railroad company"],
    instruction: "Make the schoolteacher a former cardsharp, and include a mute stable boy",
    characters: [
      { name: "Lottie Crane", role: "Schoolteacher", characterType: "protagonist" },
      { name: "Mr. Voight", role: "Railroad agent", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The deed to the well",
      priority: "critical",
      keyEvents: [
        "Mr. Voight offers to buy the schoolhouse",
        "the deed goes missing from the bible on Lottie's desk",
        "the town gathers at the well at noon",
      ],
    },
    anachronism: { action: "Call an airstrike on the railroad camp", object: "airstrike" },
    echoProbe: "Tell the sheriff that cacti can read",
  },
  {
    title: "The Last Ferry to Skarholm",
    genre: "adventure",
    storyline:
      "A ferry pilot must get the last ferry to Skarholm across a storm-bound strait with a stolen museum compass aboard.",
    keyTerms: ["ferry pilot", "ferry", "Skarholm", "strait", "compass", "museum"],
    instruction: "Include a stowaway child, and make the compass point to the pilot's lost father",
    characters: [
      { name: "Ingrid Hale", role: "Ferry pilot", characterType: "protagonist" },
      { name: "Bram Kessler", role: "Museum thief", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The stolen compass",
      priority: "critical",
      keyEvents: [
        "the compass needle swings away from north",
        "Bram Kessler is found in the engine room",
        "the ferry reaches Skarholm's harbour lights",
      ],
    },
    anachronism: { action: "Cast a spell to calm the storm", object: "spell" },
    echoProbe: "Scream that the waves are paying taxes",
  },
  {
    title: "Ash Kingdom",
    genre: "post-apocalyptic",
    storyline:
      "After the ash fall, a seed keeper walks from the bunker at Cold Hollow to the last greenhouse with a tin of living seeds.",
    keyTerms: ["seed keeper", "bunker", "Cold Hollow", "greenhouse", "seeds"],
    instruction: "Make the seed keeper an old botanist, and include a dog that found her",
    characters: [
      { name: "Wren Ashby", role: "Seed keeper", characterType: "protagonist" },
      { name: "Marshal Dorne", role: "Scavenger chief", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The living seeds",
      priority: "critical",
      keyEvents: [
        "the seed tin is dented but sealed",
        "Marshal Dorne demands the seeds as toll",
        "the greenhouse glass is still whole",
      ],
    },
    anachronism: { action: "Ride a dragon over the ash plain", object: "dragon" },
    echoProbe: "Tell the scavengers that clouds are just shy sheep",
  },
  {
    title: "The Bakery on Fig Street",
    genre: "slice-of-life",
    storyline:
      "A retired postman opens a bakery on Fig Street and learns every neighbour's secret from what they order.",
    keyTerms: ["postman", "bakery", "Fig Street", "neighbour", "order"],
    instruction: "Make the postman a widower, and include a teenage apprentice who hates bread",
    characters: [
      { name: "Walter Finch", role: "Retired postman", characterType: "protagonist" },
      { name: "Priya Sen", role: "Teenage apprentice", characterType: "ally" },
    ],
    plotLine: {
      title: "The secret orders",
      priority: "critical",
      keyEvents: [
        "a neighbour orders a wedding cake for one",
        "Priya burns the first batch of sourdough",
        "Fig Street holds a street party at the bakery",
      ],
    },
    anachronism: { action: "Cast a fireball at the oven", object: "fireball" },
    echoProbe: "Tell the customer that croissants are French moons",
  },
  {
    title: "Exam Week",
    genre: "coming-of-age",
    storyline:
      "A shy student at Hillcrest Academy finds the headmaster's answer key in the library and must decide who to tell.",
    keyTerms: ["student", "Hillcrest Academy", "headmaster", "answer key", "library"],
    instruction: "Make the student a chess champion, and include a best friend who is moving away",
    characters: [
      { name: "Milo Park", role: "Student", characterType: "protagonist" },
      { name: "Dana Okafor", role: "Best friend", characterType: "ally" },
    ],
    plotLine: {
      title: "The answer key",
      priority: "critical",
      keyEvents: [
        "the answer key falls out of a library atlas",
        "Dana says she is moving away after exams",
        "the headmaster calls Milo to his office",
      ],
    },
    anachronism: { action: "Summon a griffin to fly me home", object: "griffin" },
    echoProbe: "Tell the teacher that pencils dream of forests",
  },
];
