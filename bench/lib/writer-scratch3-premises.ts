// The writer's third scratch list (eighth session): one premise per genre of GENRES_CREATE and an
// extra, each set away from its genre's habit (a horror at a leisure centre, a drama in a
// launderette, a thriller on a ferry), storylines from one line to a paragraph, some typed in
// lower case, titled people, long place names, a dated year. Read with
// `bench/writer.ts --premises scratch3` and `scripts/writer-misses.ts <i> --premises scratch3`.
import type { WriterPremise } from "./writer-premises";

export const SCRATCH3_PREMISES: WriterPremise[] = [
  {
    title: "The Glasshouse Oracle",
    genre: "fantasy",
    storyline:
      "In the municipal glasshouses of Upper Bramwell Botanic Gardens, head gardener Odile Fenwick discovers that the century cactus speaks prophecy when it flowers. The Guild of Wardens wants the seed pod before the frost.",
    keyTerms: ["glasshouse", "Upper Bramwell", "Odile", "century cactus", "Guild of Wardens", "seed pod"],
    instruction: "give Odile a grumpy hedgehog familiar called Thistle, and keep it cosy",
    characters: [
      { name: "Odile Fenwick", role: "head gardener", characterType: "protagonist" },
      { name: "Warden Crake", role: "guild enforcer", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Flowering",
      priority: "critical",
      keyEvents: ["The century cactus flowers at midnight", "Warden Crake seizes the seed pod"],
    },
    anachronism: { action: "I order a taxi on my phone", object: "phone" },
    echoProbe: "I tell Thistle that cactus tea tastes of pennies",
  },
  {
    title: "Allotment 14",
    genre: "sci-fi",
    storyline:
      "a hydroponic allotment on the generation ship Long Patience grows the only strawberries for nine hundred people. when the pollinator drones start dying, allotment warden teodor vass finds the seed ledger has been altered",
    keyTerms: ["allotment", "Long Patience", "Teodor", "pollinator drones", "seed ledger", "strawberries"],
    instruction: "no aliens. include a teenage apprentice called Mina",
    characters: [{ name: "teodor vass", role: "allotment warden", characterType: "protagonist" }],
    plotLine: {
      title: "Blight",
      priority: "major",
      keyEvents: ["teodor finds the altered seed ledger", "the pollinator drones stop flying"],
    },
    anachronism: { action: "I saddle my horse and ride to the next village", object: "horse" },
    echoProbe: "I announce that strawberries are a form of government",
  },
  {
    title: "Stain on the Rota",
    genre: "mystery",
    storyline:
      "At St Aldhelm's Primary School in Market Oakley, the caretaker Mr Desmond Achebe finds the headteacher's trophy cabinet smashed on the morning of the Ofsted inspection.",
    keyTerms: ["St Aldhelm's", "Market Oakley", "Mr Achebe", "trophy cabinet", "headteacher", "inspection"],
    instruction: "make the dinner lady a suspect and keep it light",
    characters: [
      { name: "Mr Desmond Achebe", role: "caretaker", characterType: "protagonist" },
      { name: "Mrs Gloria Pym", role: "headteacher", characterType: "supporting" },
    ],
    plotLine: {
      title: "Who Broke It",
      priority: "critical",
      keyEvents: ["Mr Achebe finds a glove by the trophy cabinet", "Mrs Pym cancels the inspection"],
    },
    anachronism: { action: "I cast a spell of seeing", object: "spell" },
    echoProbe: "I declare that the mop is the real headteacher",
  },
  {
    title: "Deep End",
    genre: "horror",
    storyline:
      "The Kingsmead Leisure Centre closes at ten. Lifeguard Shanice Obi stays behind to lock the wave machine room, and hears someone swimming lengths in the drained pool.",
    keyTerms: [
      "Kingsmead Leisure Centre",
      "Shanice",
      "wave machine",
      "drained pool",
      "lifeguard",
      "changing rooms",
    ],
    instruction: "include the night manager Gary, and nothing supernatural until the last chapter",
    characters: [{ name: "Shanice Obi", role: "lifeguard", characterType: "protagonist" }],
    plotLine: {
      title: "Lengths",
      priority: "critical",
      keyEvents: ["Shanice sees wet footprints leave the drained pool", "The wave machine starts by itself"],
    },
    anachronism: { action: "I draw my longbow", object: "longbow" },
    echoProbe: "I tell the pool that I only do backstroke",
  },
  {
    title: "The Cartographer's Canal",
    genre: "adventure",
    storyline:
      "Narrowboat captain Hester Quayle and her deckhand must take the Margaret Ann through the Standedge Tunnel before the reservoir is drained, carrying a surveyor's map that shows a lost lock.",
    keyTerms: ["narrowboat", "Hester", "Margaret Ann", "Standedge Tunnel", "reservoir", "lost lock"],
    instruction: "the deckhand is her nephew Rafferty, who is afraid of the dark",
    characters: [{ name: "Hester Quayle", role: "narrowboat captain", characterType: "protagonist" }],
    plotLine: {
      title: "Through the Hill",
      priority: "major",
      keyEvents: ["The Margaret Ann enters the Standedge Tunnel", "Hester finds the lost lock"],
    },
    anachronism: { action: "I fire my blaster at the lock gate", object: "blaster" },
    echoProbe: "I insist the tunnel owes us rent",
  },
  {
    title: "Second Service",
    genre: "romance",
    storyline:
      "Sous-chef Ines Carvalho and rival pastry chef Julian Morrow are forced to share the cramped kitchen of Fallowfield Village Hall to cater the harvest supper.",
    keyTerms: ["Ines", "Julian", "Fallowfield Village Hall", "kitchen", "harvest supper", "pastry"],
    instruction: "slow burn; add a meddling vicar, the Reverend Amos Tull",
    characters: [
      { name: "Ines Carvalho", role: "sous-chef", characterType: "protagonist" },
      { name: "Julian Morrow", role: "pastry chef", characterType: "love interest" },
    ],
    plotLine: {
      title: "The Supper",
      priority: "critical",
      keyEvents: [
        "Julian burns the pastry for the harvest supper",
        "Ines and Julian dance in the village hall",
      ],
    },
    anachronism: { action: "I teleport to the kitchen", object: "teleport" },
    echoProbe: "I whisper that the oven is jealous",
  },
  {
    title: "Crossing at Night",
    genre: "thriller",
    storyline:
      "On the overnight ferry MV Saint Brendan from Rosslare to Cherbourg, off-duty customs officer Niamh Garvey sees a lorry driver pass a package to the purser. By morning the driver is missing and the car deck is sealed.",
    keyTerms: ["Saint Brendan", "Niamh", "car deck", "purser", "lorry driver", "package"],
    instruction: "keep the violence off the page, and give Niamh an ex-husband on board",
    characters: [
      { name: "Niamh Garvey", role: "customs officer", characterType: "protagonist" },
      { name: "Purser Lucas Brandt", role: "purser", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Package",
      priority: "critical",
      keyEvents: ["Niamh opens the package on the car deck", "The purser locks Niamh in a cabin"],
    },
    anachronism: { action: "I summon a dragon", object: "dragon" },
    echoProbe: "I tell the purser that seagulls run the ferry",
  },
  {
    title: "The Census Taker",
    genre: "historical",
    storyline:
      "April 1911. Enumerator Walter Pryce walks the slate quarry villages above Blaenau Ffestiniog collecting census schedules, and finds a household that lists a daughter the parish register says died in 1899.",
    keyTerms: ["census", "Walter", "Blaenau Ffestiniog", "slate quarry", "parish register", "household"],
    instruction: "include a Welsh-speaking schoolmistress who translates for him",
    characters: [{ name: "Walter Pryce", role: "census enumerator", characterType: "protagonist" }],
    plotLine: {
      title: "The Missing Daughter",
      priority: "major",
      keyEvents: ["Walter reads the parish register", "Walter meets the daughter at the slate quarry"],
    },
    anachronism: { action: "I check my smartwatch", object: "smartwatch" },
    echoProbe: "I tell the quarry that I am the king of slate",
  },
  {
    title: "Spin Cycle",
    genre: "drama",
    storyline:
      "a launderette owner, mrs irene kowalczyk, has to decide whether to sell the suds & bubbles launderette to the developer who bought the rest of the parade",
    keyTerms: ["launderette", "Irene", "Suds & Bubbles", "developer", "parade"],
    instruction: "give her an estranged son, Piotr, who wants her to sell",
    characters: [{ name: "mrs irene kowalczyk", role: "launderette owner", characterType: "protagonist" }],
    plotLine: {
      title: "The Offer",
      priority: "critical",
      keyEvents: ["the developer makes a final offer", "Irene hangs the closing notice in the launderette"],
    },
    anachronism: { action: "I cast a healing spell on the dryer", object: "spell" },
    echoProbe: "I say the dryers are singing opera",
  },
  {
    title: "The Bowls Club Heist",
    genre: "comedy",
    storyline:
      "Retired magistrate Dame Philippa Hartley-Crane plans to steal back the silver trophy of the Lower Wimbourne Crown Green Bowls Club from the rival club at Nether Stowcombe, with a getaway mobility scooter.",
    keyTerms: [
      "Philippa",
      "silver trophy",
      "Lower Wimbourne",
      "bowls club",
      "Nether Stowcombe",
      "mobility scooter",
    ],
    instruction: "her accomplice is the club treasurer, Mr Bartholomew Ince, who cannot keep a secret",
    characters: [
      { name: "Dame Philippa Hartley-Crane", role: "retired magistrate", characterType: "protagonist" },
    ],
    plotLine: {
      title: "The Trophy",
      priority: "major",
      keyEvents: [
        "Philippa hides the silver trophy in the mobility scooter",
        "Nether Stowcombe calls the police",
      ],
    },
    anachronism: { action: "I ride my dragon over the green", object: "dragon" },
    echoProbe: "I tell the bowls that they are disappointing me",
  },
  {
    title: "Night Market",
    genre: "erotica",
    storyline:
      "At the Saturday night market in Penhallow harbour car park, the lantern seller Tamsin Rowe keeps finding notes tucked under her stall from the man who runs the oyster van.",
    keyTerms: ["night market", "Penhallow", "Tamsin", "lantern", "oyster van", "notes"],
    instruction: "consenting adults only, tender rather than explicit",
    characters: [
      { name: "Tamsin Rowe", role: "lantern seller", characterType: "protagonist" },
      { name: "Kit Mallory", role: "oyster seller", characterType: "love interest" },
    ],
    plotLine: {
      title: "Notes",
      priority: "major",
      keyEvents: ["Tamsin reads the last note by lantern light", "Kit closes the oyster van early"],
    },
    anachronism: { action: "I fire a laser at the stall", object: "laser" },
    echoProbe: "I tell Kit that oysters are just wet opinions",
  },
  {
    title: "The Observatory Debt",
    genre: "mystery",
    storyline:
      "Professor Ezinne Adeyemi, director of the Coldharbour Hill Observatory, is found locked inside the dome with the telescope pointed at nothing. Her assistant, Dr Lionel Sharpe, inherits her debts and her unpublished comet.",
    keyTerms: ["Coldharbour Hill", "observatory", "Ezinne", "dome", "telescope", "Dr Sharpe"],
    instruction: "the detective is a retired astronomer, Miss Harriet Voss",
    characters: [
      { name: "Miss Harriet Voss", role: "retired astronomer", characterType: "protagonist" },
      { name: "Dr Lionel Sharpe", role: "assistant", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Comet",
      priority: "critical",
      keyEvents: ["Miss Voss reads the telescope's last log", "Dr Sharpe burns the comet notes"],
    },
    anachronism: { action: "I fire my laser pistol at the dome", object: "laser" },
    echoProbe: "I declare that the comet is a liar",
  },
];
