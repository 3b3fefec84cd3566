import { type Family, words } from "./types";

/**
 * Romance, romantic drama and erotica. Conflicts are fought with words. Anything warmer than
 * friendship lives in `darkBeats` (never in child mode), and even there the story fades to
 * black: tasteful, never explicit.
 */
export const romance: Family = {
  id: "romance",
  genres: [
    "romance",
    "romantic-drama",
    "erotica",
    "romantic-comedy",
    "rom-com",
    "love-story",
    "regency-romance",
  ],
  places: [
    "the seaside bookshop",
    "the rooftop terrace",
    "the vineyard at sunset",
    "the little bakery on the corner",
    "the wedding marquee",
    "the harbour wall",
    "the flower market",
    "the old cinema",
    "the lakeside cabin",
    "the gallery opening",
    "the rain-soaked bus shelter",
    "the dance hall",
  ],
  items: [
    {
      name: "handwritten note",
      type: "note",
      description: "Folded twice, the handwriting careful and a little shy.",
    },
    { name: "pressed violet", type: "charm", description: "Pressed between two pages a long time ago." },
    { name: "spare umbrella", type: "tool", description: "Large enough for two, if two stand close." },
    {
      name: "concert ticket",
      type: "ticket",
      description: "For Saturday night. There is a second one somewhere.",
    },
    { name: "silver bracelet", type: "jewel", description: "A tiny charm shaped like a key hangs from it." },
    { name: "box of chocolates", type: "food", description: "Half eaten, which says something." },
    { name: "old love letter", type: "letter", description: "Written decades ago, and never sent." },
    {
      name: "polaroid photograph",
      type: "photo",
      description: "Two people laughing at something outside the frame.",
    },
    { name: "mixtape", type: "keepsake", description: "The track list is written in two different hands." },
    { name: "thermos of hot chocolate", type: "drink", description: "Still warm, and made exactly right." },
    {
      name: "wedding invitation",
      type: "document",
      description: "Cream card, gold edges, and a name that stings.",
    },
    { name: "borrowed scarf", type: "keepsake", description: "It still smells faintly of cedar and rain." },
  ],
  senses: [
    "somewhere a band is playing something slow",
    "the evening light turns everything gold",
    "rain patters softly against the window",
    "the scent of jasmine drifts from a nearby garden",
    "laughter spills out of an open doorway",
    "fairy lights sway in the breeze",
    "the sea sighs against the harbour wall",
    "coffee and cinnamon perfume the air",
    "a church bell counts the hour across the rooftops",
    "the first stars prick through a violet sky",
  ],
  features: [
    { a: "a bench with two names carved into it", the: "the bench" },
    { a: "a jukebox in the corner", the: "the jukebox" },
    { a: "a noticeboard of lost-and-found notes", the: "the noticeboard" },
    { a: "a window seat piled with cushions", the: "the window seat" },
    { a: "a wishing fountain", the: "the fountain" },
    { a: "a piano nobody plays any more", the: "the piano" },
  ],
  threats: [
    { a: "a jealous former flame", the: "the former flame" },
    { a: "a gossip with a sharp tongue", the: "the gossip" },
    { a: "a meddling relative", the: "the relative" },
    { a: "a rival suitor with a perfect smile", the: "the rival suitor" },
    { a: "a disapproving parent", the: "the parent" },
  ],
  gentleThreats: [
    { a: "a mischievous puppy that steals a shoe", the: "the puppy" },
    { a: "a gossiping parrot", the: "the parrot" },
    { a: "a sudden rain shower", the: "the rain shower" },
    { a: "a grumpy café cat", the: "the café cat" },
  ],
  npcs: [
    { a: "a matchmaking aunt", the: "the aunt" },
    { a: "a florist who knows everyone's business", the: "the florist" },
    { a: "a barista with opinions", the: "the barista" },
    { a: "a best friend with a plan", the: "the best friend" },
    { a: "an elderly neighbour with stories to tell", the: "the neighbour" },
    { a: "a wedding planner on the edge", the: "the wedding planner" },
  ],
  mysteries: [
    "the letter that was never sent",
    "the promise made at the harbour",
    "the broken engagement",
    "the secret admirer",
    "the summer no one talks about",
    "the unanswered question",
  ],
  titleNouns: words("Heart Promise Summer Letter Dance Glance Harbour Rain Bloom Serenade Spark Song"),
  titleAdjectives: words("Golden Secret Second Last Unspoken Sweet Stolen Borrowed Midsummer Tender"),
  firstNames: words(
    "Eliza Theo Rosa Gabriel Juliet Finn Amara Luca Daisy Noah Celeste Mateo Poppy Elliot Leila Rhys Mira Oscar Sienna Jude",
  ),
  lastNames: words(
    "Bellamy Hart Ashford Delacroix Rowe Winslow Sinclair Moreau Fairfax Everly Lane Hawthorne",
  ),
  foes: ["the ex who came back", "Lady Ashcombe", "the developer who wants the harbour", "the rival heir"],
  gentleFoes: ["the Grumpy Landlord", "the Meddling Matchmaker", "Mrs. Pickering Next Door"],
  conflict: "social",
  beats: {
    arrival: [
      "{place} is lovelier than {S} remembered, which is not helpful at all. {sense}.",
      "{S} [arrive|arrives] at {place} a little early and a little breathless. {sense}.",
      "Evening settles over {place} like a shawl. {sense}, and {sense2}.",
      "{S} [pause|pauses] at the edge of {place}, heart doing something complicated. {sense}.",
    ],
    discovery: [
      "Tucked beside {thefeature} is {aitem}, left there as if for someone in particular.",
      "{S} [find|finds] {aitem} and [recognise|recognises] it at once; the memories come flooding back.",
      "There, on {thefeature}, is {aitem}. It was not there this morning.",
    ],
    encounter: [
      "Across {place}, {threat} has spotted {O} and is already on the way over.",
      "The mood changes in an instant: {threat} has arrived.",
      "{S} [hear|hears] a familiar voice and [wince|winces]: {threat}.",
    ],
    dialogue: [
      "{npc} is waiting by {thefeature}, pretending to read, not reading at all.",
      "{npc} looks up, and for a long moment nobody says anything.",
      "{npc} slides onto the seat alongside with two cups and an apologetic smile.",
    ],
    setback: [
      "A misunderstanding blooms out of nothing, and by the time it is cleared up, the moment has passed.",
      "A message arrives at the worst possible time, and everything has to be rearranged around it.",
      "{foe} has been talking, and now half of {place} is looking at {O} sideways.",
      "The rain arrives without warning and ruins every plan for the evening.",
    ],
    revelation: [
      "It turns out {thread} was never what it seemed, and the truth is both kinder and harder.",
      "An old photograph explains everything about {thread}, and {S} [have|has] to sit down.",
      "{S} [realise|realises], with a jolt, that {thread} has been about {O} all along.",
    ],
    respite: [
      "{S} [walk|walks] along the water as the lights come on one by one, and for a while nothing hurts.",
      "A long, slow afternoon, a good book and no decisions to make: it is exactly what was needed.",
      "Somebody has saved a slice of cake and a seat by the window, and it feels like being known.",
    ],
    climax: [
      "All the unsaid things have gathered in {place}, and tonight they will be said, whatever {foe} does.",
      "{foe} has made a last move, and now there is only one way to answer: honestly.",
      "It all comes down to a single question, asked at {place}, about {thread}, with {foe} watching.",
    ],
  },
  darkBeats: {
    dialogue: [
      "The conversation drops to a murmur, and the space between {O} and {npc} shrinks to almost nothing.",
    ],
    respite: [
      "A kiss, at last, unhurried and certain. Whatever happens after that, the door closes gently on the rest of the night.",
    ],
    climax: [
      "When the words run out, there is only the warmth of a hand in {P} hand, and a kiss that says the rest, whatever {foe} may think.",
    ],
  },
  lines: [
    '"You look like someone with something to say," {npc} says, smiling. "Go on, then."',
    '"Everyone in town knows about {thread}," {npc} says. "Everyone except the two people it concerns."',
    '"Don\'t let {foe} decide how this ends," {npc} says firmly. "It\'s your story, {hero}."',
    '"Some things only happen once," {npc} says, looking out at the water. "The trick is noticing them."',
    '"I kept it, you know," {npc} says quietly. "All this time, I kept it."',
    '"Meet me at {next} tomorrow," {npc} says. "There is something you should see."',
  ],
  lore: [
    "Half the couples in town say their story started at {place}; the other half are lying.",
    "Someone has scratched two initials into the wood here, and someone else has tried to scratch them out.",
    "There is an old saying about {place}: what is promised here gets kept, one way or another.",
    "Summer after summer, the same songs drift across {place}, and they never wear out.",
    "A faded photograph behind the counter shows {place} fifty years ago, looking exactly the same.",
  ],
  roles: {
    protagonist: [
      "bookshop owner",
      "wedding photographer",
      "chef returning to a home town",
      "violinist",
      "architect",
    ],
    antagonist: [
      "scheming ex-fiancé",
      "disapproving matriarch",
      "property developer",
      "rival for the same heart",
    ],
    mentor: ["wise grandmother", "retired matchmaker", "café owner who has seen it all"],
    ally: ["best friend and co-conspirator", "chatty florist", "younger sibling"],
    rival: ["charming rival", "old flame"],
    "love-interest": [
      "brooding lighthouse keeper",
      "new doctor in town",
      "childhood sweetheart",
      "charming musician",
    ],
    companion: ["scruffy rescue dog", "opinionated cat"],
  },
  flavours: {
    erotica: {
      darkBeats: {
        dialogue: [
          "Every glance lingers a little longer than it should, and nobody pretends otherwise any more.",
        ],
        respite: [
          "The evening slows to the pace of a heartbeat. A kiss, then another, and the story discreetly draws the curtains.",
        ],
        climax: [
          "Desire and honesty arrive together, and what follows is private; the story waits politely outside the door.",
        ],
      },
    },
  },
};
