// Hold-out premises for bench/writer.ts (issue 31, "an independent check with premises you have
// not seen"). Written by helper E, the independent checker, without reading the writer
// (server/ai/storyteller/**) or the other premise lists — only the WriterPremise type and the
// genre names of GENRES_CREATE. Two per genre, typed the way authors type them: settings that are
// not the genre's default, named people with titles and roles, multi-word places, a key event on
// every plot line and a request in every instruction.
// Do NOT tune the writer against this list: when it fails here, fix the writer in general and
// judge the fix on a fresh list someone else writes.
import type { WriterPremise } from "./writer-premises";

export const HOLDOUT_PREMISES: WriterPremise[] = [
  // ── fantasy ────────────────────────────────────────────────────────────────────────────────
  {
    title: "The Egg Under the Ice",
    genre: "fantasy",
    storyline:
      "In the mining town of Hollow Rime, dug into the underside of a glacier, ice-miner Tamsin Verrow cuts out a dragon egg that is still warm at its core. The Guild of Lanterns wants it melted down for lamp oil. Tamsin wants to hatch it before the spring thaw brings the tunnels down on everyone.",
    keyTerms: ["Hollow Rime", "glacier", "dragon egg", "Guild of Lanterns", "tunnels", "Tamsin"],
    instruction: "Give Tamsin a one-eyed ferret as a companion, and keep the tone cold and quiet.",
    characters: [
      { name: "Tamsin Verrow", role: "ice-miner", characterType: "protagonist" },
      {
        name: "Provost Agathe Lune",
        role: "head of the Guild of Lanterns",
        characterType: "antagonist",
        description: "She counts every drop of oil the town burns and has never once been cold.",
      },
      {
        name: "Brother Ossian",
        role: "blind monk who keeps the tunnel records",
        characterType: "mentor",
        description: "He hums to find his way through the dark tunnels.",
      },
    ],
    plotLine: {
      title: "The Thaw",
      priority: "critical",
      keyEvents: [
        "Tamsin cuts the warm egg out of the glacier",
        "The Guild of Lanterns seizes the egg",
        "The spring thaw collapses the lower tunnels",
      ],
    },
    anachronism: { action: "I check the weather forecast on my laptop", object: "laptop" },
    echoProbe: "I whisper to the egg that the purple spoons are listening",
  },
  {
    title: "Ink on the Amber River",
    genre: "fantasy",
    storyline:
      "the river barge Merry Widgeon carries the travelling court of the Reed King down the Amber River. junior scribe Pell Ashgrove finds that the court's oath-book was rewritten overnight and now every judgement favours the Drowned Queen. Pell has until the barge reaches Lantern Falls to find out who changed the ink",
    keyTerms: [
      "Merry Widgeon",
      "Amber River",
      "Reed King",
      "oath-book",
      "Drowned Queen",
      "Lantern Falls",
      "Pell",
    ],
    instruction: "make Judge Tallow secretly on the Drowned Queen's side and include a heron that can read",
    characters: [
      {
        name: "Pell Ashgrove",
        role: "junior scribe of the court",
        characterType: "protagonist",
        description: "They are nineteen, nervous, left-handed, and use they/them pronouns.",
      },
      { name: "Judge Morwen Tallow", role: "senior judge of the Reed King's court", characterType: "mentor" },
      { name: "the Drowned Queen", role: "exiled queen beneath the river", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Altered Oath-Book",
      priority: "critical",
      keyEvents: [
        "Pell finds the oath-book rewritten",
        "A judgement frees a river-thief in the Drowned Queen's name",
        "The barge reaches Lantern Falls",
      ],
    },
    anachronism: { action: "I photocopy the oath-book on the office copier", object: "copier" },
    echoProbe: "I announce that the barge smells of wet trombones",
  },
  // ── sci-fi ─────────────────────────────────────────────────────────────────────────────────
  {
    title: "Last Song at the Starlite Diner",
    genre: "sci-fi",
    storyline:
      "Three hundred years out from Earth, Deck Nine of the generation ship Providence is a perfect copy of a 1950s roadside diner, built so the colonists' children would remember home. Short-order cook Marisol Okafor notices the jukebox playing songs that were never loaded into it — songs from the planet nobody has seen yet.",
    keyTerms: ["Providence", "Deck Nine", "diner", "jukebox", "songs", "Marisol", "generation ship"],
    instruction:
      "Include a waitress robot with a broken roller skate, and keep the tone warm and a bit melancholy.",
    characters: [
      {
        name: "Marisol Okafor",
        role: "short-order cook at the Starlite Diner",
        characterType: "protagonist",
      },
      { name: "Captain Eliot Brandt", role: "captain of the Providence", characterType: "antagonist" },
      {
        name: "JUNE",
        role: "the jukebox's own mind",
        characterType: "companion",
        description: "She answers only in lines from old songs.",
      },
    ],
    plotLine: {
      title: "The Song Nobody Loaded",
      priority: "critical",
      keyEvents: [
        "The jukebox plays a song nobody loaded",
        "Captain Brandt orders the jukebox wiped",
        "Marisol traces the signal to the navigation core",
      ],
    },
    anachronism: { action: "I saddle my horse and ride to the bridge", object: "horse" },
    echoProbe: "I tell the jukebox that gravy is a state of mind",
  },
  {
    title: "What Landed in Halvorsen's Pond",
    genre: "sci-fi",
    storyline:
      "Dairy farm outside Eau Claire, Wisconsin, winter 2041. The night a silent black object lands in the frozen pond, all of Ruth Halvorsen's milking robots stop at once. Her son Danny swears the cows are standing in patterns that match the stars, and by morning a government scientist is parked in the lane.",
    keyTerms: ["dairy farm", "Eau Claire", "frozen pond", "milking robots", "cows", "Ruth", "Danny"],
    instruction:
      "Let the farm dog, Biscuit, be the first to touch the object; keep it quiet and rural rather than action-heavy.",
    characters: [
      {
        name: "Ruth Halvorsen",
        role: "dairy farmer",
        characterType: "protagonist",
        description: "A widow of four years; she fixes the robots herself and trusts nobody from Madison.",
      },
      { name: "Danny Halvorsen", role: "her twelve-year-old son", characterType: "deuteragonist" },
      { name: "Dr. Ines Carrow", role: "government xenobiologist", characterType: "rival" },
    ],
    plotLine: {
      title: "The Object in the Ice",
      priority: "critical",
      keyEvents: [
        "The object lands in the frozen pond",
        "The milking robots stop at once",
        "Dr. Carrow tries to move the object off the farm",
      ],
    },
    anachronism: { action: "I summon a wyvern to carry me over the pond", object: "wyvern" },
    echoProbe: "I inform the cows that Tuesday is cancelled forever",
  },
  // ── mystery ────────────────────────────────────────────────────────────────────────────────
  {
    title: "The Empty Cage",
    genre: "mystery",
    storyline:
      "Winter quarters of the Castellane Brothers Circus, Sarasota, Florida, 1962. The lion tamer is found dead inside a cage locked from the outside, and the lion is gone. The circus bookkeeper, Miss Opal Fenwick, who has kept every ledger for twenty years, knows the books don't add up either.",
    keyTerms: ["Castellane Brothers Circus", "Sarasota", "lion tamer", "cage", "lion", "Opal", "ledger"],
    instruction:
      "Give Opal a capuchin monkey named Pennywhistle who steals clues, and keep the violence off the page.",
    characters: [
      { name: "Opal Fenwick", role: "circus bookkeeper", characterType: "protagonist" },
      {
        name: "Captain Raymond Duque",
        role: "ringmaster and former army officer",
        characterType: "antagonist",
      },
      { name: "Tomasz Kowal", role: "trapeze artist", characterType: "supporting" },
      { name: "Sheriff Lyle Beaumont", role: "county sheriff", characterType: "ally" },
    ],
    plotLine: {
      title: "Who Locked the Cage",
      priority: "critical",
      keyEvents: [
        "The lion tamer is found in the locked cage",
        "The lion turns up in the ringmaster's trailer",
        "Opal opens the safe in the ticket wagon",
      ],
    },
    anachronism: { action: "I ask my smartwatch for the time of death", object: "smartwatch" },
    echoProbe: "I tell the sheriff the sawdust is lying to us",
  },
  {
    title: "Death Among the Marrows",
    genre: "mystery",
    storyline:
      "Someone is poisoning the prize marrows at the Headingley Allotment Society in Leeds. Three weeks before the county show, retired chemistry teacher Mrs. Beatrice Oyelaran finds the society treasurer, Gordon Pike, face-down in the compost bay.",
    keyTerms: [
      "Headingley Allotment Society",
      "Leeds",
      "marrows",
      "compost bay",
      "Gordon Pike",
      "Beatrice",
      "county show",
    ],
    instruction: "Make the killer someone Beatrice taught thirty years ago, and keep it cosy.",
    characters: [
      { name: "Beatrice Oyelaran", role: "retired chemistry teacher", characterType: "protagonist" },
      { name: "Detective Sergeant Kieran Mould", role: "West Yorkshire police", characterType: "ally" },
      { name: "Gordon Pike", role: "allotment treasurer, the victim", characterType: "background" },
      { name: "Alma Pike", role: "Gordon's widow", characterType: "supporting" },
    ],
    plotLine: {
      title: "The Poisoned Plot",
      priority: "critical",
      keyEvents: [
        "Beatrice finds Gordon in the compost bay",
        "The weedkiller is missing from the shed",
        "The marrows are judged at the county show",
      ],
    },
    anachronism: { action: "I cast a truth spell on the widow", object: "truth spell" },
    echoProbe: "I declare that the runner beans have unionised",
  },
  // ── horror ─────────────────────────────────────────────────────────────────────────────────
  {
    title: "Karaoke Night on the Halcyon Star",
    genre: "horror",
    storyline:
      "On the seventh night of a Caribbean cruise aboard the MS Halcyon Star, entertainment director Gabe Santos realises the passengers from the Deck 12 karaoke lounge are coming back wrong: smiling too wide, all humming the same song, their reflections a second late.",
    keyTerms: [
      "Halcyon Star",
      "cruise",
      "karaoke lounge",
      "Deck 12",
      "passengers",
      "song",
      "reflections",
      "Gabe",
    ],
    instruction:
      "Include a child passenger named Poppy who is immune, and keep the horror bright — sunlight, not shadows.",
    characters: [
      { name: "Gabe Santos", role: "entertainment director", characterType: "protagonist" },
      { name: "Dr. Helen Marsh", role: "ship's doctor", characterType: "ally" },
      { name: "Captain Anders Lindqvist", role: "master of the Halcyon Star", characterType: "supporting" },
    ],
    plotLine: {
      title: "The Same Song",
      priority: "critical",
      keyEvents: [
        "The karaoke passengers come back humming",
        "Dr. Marsh finds the reflections lag in the infirmary mirror",
        "The captain cancels the port stop at Nassau",
      ],
    },
    anachronism: { action: "I load my musket and fire a volley at the lounge", object: "musket" },
    echoProbe: "I sing that the shrimp buffet knows my middle name",
  },
  {
    title: "The Humming Elevator",
    genre: "horror",
    storyline:
      "The drought summer of 1934, the wheat town of Dunmore Flats, Saskatchewan. The grain elevator has started to hum at night and the town's children are sleepwalking toward it. Schoolteacher Nell Parrish follows them out one night and finds the elevator door open.",
    keyTerms: ["Dunmore Flats", "Saskatchewan", "grain elevator", "children", "drought", "Nell"],
    instruction: "include an old mule named Job that won't go near the elevator. no gore please",
    characters: [
      {
        name: "Nell Parrish",
        role: "schoolteacher",
        characterType: "protagonist",
        description: "She/her. Came west from Toronto for the job and has buried two pupils this year.",
      },
      { name: "Reverend Amos Kile", role: "preacher who wants the elevator burned", characterType: "rival" },
      { name: "Walter Sapp", role: "elevator agent", characterType: "antagonist" },
    ],
    plotLine: {
      title: "What Sleeps in the Grain",
      priority: "critical",
      keyEvents: [
        "Nell follows the sleepwalking children to the elevator",
        "Walter Sapp locks the elevator door",
        "The town meeting votes to burn the elevator",
      ],
    },
    anachronism: { action: "I call the police on my cell phone", object: "cell phone" },
    echoProbe: "I shout that the wheat owes me eleven dollars",
  },
  // ── adventure ──────────────────────────────────────────────────────────────────────────────
  {
    title: "Dee and Kai Cross the Gobi",
    genre: "adventure",
    storyline:
      "Seventy-one-year-old Dee Akana, a retired school bus driver from Hilo, enters the Gobi Crossing Rally in a 1974 Citroën 2CV with her granddaughter Kaimana, to scatter her husband's ashes at the Flaming Cliffs. Halfway across they find out a rival team is smuggling dinosaur fossils in its spare tyres.",
    keyTerms: [
      "Gobi Crossing Rally",
      "Citroën",
      "Flaming Cliffs",
      "ashes",
      "dinosaur fossils",
      "Dee",
      "Kaimana",
    ],
    instruction: "Give them a stray camel that follows the car, and keep it funny and warm.",
    characters: [
      { name: "Dee Akana", role: "retired school bus driver", characterType: "protagonist" },
      {
        name: "Kaimana Akana",
        role: "her granddaughter and mechanic",
        characterType: "deuteragonist",
        description: "She is seventeen and fixes engines by ear.",
      },
      { name: "Viktor Hale", role: "rival rally driver", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Spare Tyres",
      priority: "critical",
      keyEvents: [
        "The 2CV breaks an axle in the dunes",
        "Kaimana finds fossils in Viktor's spare tyre",
        "Dee scatters the ashes at the Flaming Cliffs",
      ],
    },
    anachronism: {
      action: "I use my teleportation ring to reach the Flaming Cliffs",
      object: "teleportation ring",
    },
    echoProbe: "I tell Viktor that his moustache is a federal offence",
  },
  {
    title: "The Cut Line",
    genre: "adventure",
    storyline:
      "Cave diver Dr. Aurelio Pech is hired to guide a documentary crew through Sac Actun, the flooded cave system under the Yucatán, to film a Maya altar nobody has seen in a thousand years. On the second dive somebody cuts the guideline.",
    keyTerms: [
      "Sac Actun",
      "Yucatán",
      "flooded cave",
      "Maya altar",
      "guideline",
      "documentary crew",
      "Aurelio",
    ],
    instruction:
      "Include a blind cave fish that seems to lead the way, and keep the diving details accurate.",
    characters: [
      { name: "Dr. Aurelio Pech", role: "cave diver and archaeologist", characterType: "protagonist" },
      { name: "Saoirse Kelleher", role: "documentary director", characterType: "rival" },
      {
        name: "Benji Tran",
        role: "underwater camera operator",
        characterType: "ally",
        description: "They/them; breathes slowly, jokes constantly, and never lets go of the camera.",
      },
    ],
    plotLine: {
      title: "The Altar in the Dark",
      priority: "critical",
      keyEvents: [
        "The guideline is cut on the second dive",
        "Aurelio finds the altar chamber",
        "The crew surfaces in an unknown cenote",
      ],
    },
    anachronism: { action: "I cast a water-breathing spell on the crew", object: "water-breathing spell" },
    echoProbe: "I sign to Benji that the stalactites are gossiping",
  },
  // ── romance ────────────────────────────────────────────────────────────────────────────────
  {
    title: "Winter-Over",
    genre: "romance",
    storyline:
      "At Halvard Station, a research base on the Antarctic ice shelf, glaciologist Dr. Priya Raman and the station cook, Finn Lauritzen, are the only two who volunteer to stay through the winter when the last plane leaves. Six months of dark, one kitchen, and a radio that only works on Sundays.",
    keyTerms: ["Halvard Station", "Antarctic", "ice shelf", "winter", "kitchen", "radio", "Priya", "Finn"],
    instruction:
      "Include a stubborn emperor penguin that keeps turning up at the kitchen door, and keep it slow-burn.",
    characters: [
      { name: "Dr. Priya Raman", role: "glaciologist", characterType: "protagonist" },
      {
        name: "Finn Lauritzen",
        role: "station cook",
        characterType: "love-interest",
        description: "He/him. A former ferry chef from Bergen who talks to the bread dough.",
      },
      { name: "Dr. Oskar Brekke", role: "station director on the radio", characterType: "supporting" },
    ],
    plotLine: {
      title: "The Long Dark",
      priority: "critical",
      keyEvents: [
        "The last plane leaves Halvard Station",
        "The generator fails in a storm",
        "The sun comes back over the ice shelf",
      ],
    },
    anachronism: { action: "I summon a dragon to fly me home", object: "dragon" },
    echoProbe: "I tell Finn that the soup has feelings about Tuesdays",
  },
  {
    title: "The Lifeboat and the Vicar",
    genre: "romance",
    storyline:
      "In the fading Welsh seaside town of Porth Tawel, widowed lifeboat coxswain Gethin Price and the new vicar, Reverend Ada Mensah, clash over whether the old lifeboat station should be turned into a café. Then the October storm comes in.",
    keyTerms: ["Porth Tawel", "lifeboat station", "lifeboat", "café", "storm", "Gethin", "Ada"],
    instruction: "Include Gethin's old sheepdog, Captain, and end each chapter by the sea.",
    characters: [
      { name: "Gethin Price", role: "lifeboat coxswain", characterType: "protagonist" },
      {
        name: "Reverend Ada Mensah",
        role: "the new vicar",
        characterType: "love-interest",
        description:
          "She came from Accra by way of Birmingham and swims in the sea every morning, whatever the weather.",
      },
      { name: "Mair Price", role: "Gethin's teenage daughter", characterType: "supporting" },
    ],
    plotLine: {
      title: "The October Storm",
      priority: "critical",
      keyEvents: [
        "The town meeting votes on the lifeboat station",
        "The October storm drives a trawler onto the rocks",
        "Ada rides out with the lifeboat crew",
      ],
    },
    anachronism: { action: "I ride my griffin out to the trawler", object: "griffin" },
    echoProbe: "I tell the vicar that the hymn books are plotting a mutiny",
  },
  // ── thriller ───────────────────────────────────────────────────────────────────────────────
  {
    title: "Sleeper",
    genre: "thriller",
    storyline:
      "On the overnight Caledonian Sleeper from London to Fort William, junior civil servant Hattie Bowers realises the man in the next berth is carrying the same leaked Treasury file she was told to shred. At Crewe he vanishes, leaving only his shoes.",
    keyTerms: ["Caledonian Sleeper", "Fort William", "Treasury file", "berth", "Crewe", "shoes", "Hattie"],
    instruction: "Include an elderly woman with a cat basket who knows more than she says; no guns.",
    characters: [
      { name: "Hattie Bowers", role: "junior civil servant at the Treasury", characterType: "protagonist" },
      { name: "Mr. Desmond Achebe", role: "the man in the next berth", characterType: "supporting" },
      { name: "Inspector Ruth Calloway", role: "British Transport Police", characterType: "antagonist" },
      { name: "Angus Reid", role: "train manager", characterType: "ally" },
    ],
    plotLine: {
      title: "The File on the Night Train",
      priority: "critical",
      keyEvents: [
        "Desmond vanishes at Crewe",
        "Hattie finds the file hidden in the lounge car",
        "The train is stopped on Rannoch Moor",
      ],
    },
    anachronism: { action: "I cast a sleep spell on the train manager", object: "sleep spell" },
    echoProbe: "I tell the train manager that the kippers are wiretapped",
  },
  {
    title: "Night Shift, Line Four",
    genre: "thriller",
    storyline:
      "At a 24-hour call centre in Pune, night-shift agent Anjali Deshmukh takes a call from a woman who says she is locked in the boot of a moving car and that Anjali's number is the only one she could dial. The line stays open. Anjali has until the phone's battery dies.",
    keyTerms: ["call centre", "Pune", "night shift", "boot of a car", "phone", "battery", "Anjali"],
    instruction:
      "Keep the whole first chapter on the phone line, and include a night-shift security guard named Bablu who helps.",
    characters: [
      { name: "Anjali Deshmukh", role: "night-shift call centre agent", characterType: "protagonist" },
      { name: "Inspector Vikram Rao", role: "Pune city police", characterType: "ally" },
      { name: "Mr. Sunil Kher", role: "floor manager", characterType: "rival" },
    ],
    plotLine: {
      title: "The Open Line",
      priority: "critical",
      keyEvents: [
        "Anjali takes the call from the boot",
        "Mr. Kher tries to end the call",
        "The car stops at a toll plaza",
      ],
    },
    anachronism: { action: "I cast a tracking spell on the caller", object: "tracking spell" },
    echoProbe: "I tell my manager that the headset is haunted by accountants",
  },
  // ── historical ─────────────────────────────────────────────────────────────────────────────
  {
    title: "Glass House",
    genre: "historical",
    storyline:
      "London, 1851. Eliza Crane, a seventeen-year-old glazier's daughter who helped fit the panes of the Crystal Palace, watches a diamond cutter from Amsterdam swap the Koh-i-Noor on display for a glass copy on the Great Exhibition's opening day, and nobody will believe a girl.",
    keyTerms: [
      "London",
      "Crystal Palace",
      "Great Exhibition",
      "Koh-i-Noor",
      "glass copy",
      "diamond cutter",
      "Eliza",
    ],
    instruction:
      "Include Queen Victoria's visit to the exhibition and keep period details accurate, no modern slang.",
    characters: [
      { name: "Eliza Crane", role: "glazier's daughter", characterType: "protagonist" },
      { name: "Pieter van Duin", role: "diamond cutter from Amsterdam", characterType: "antagonist" },
      { name: "Sergeant Abel Cotter", role: "Metropolitan Police", characterType: "ally" },
      { name: "Hannah Crane", role: "Eliza's mother, a widow", characterType: "supporting" },
    ],
    plotLine: {
      title: "The Swapped Diamond",
      priority: "critical",
      keyEvents: [
        "Eliza sees the diamond swapped on opening day",
        "Sergeant Cotter searches van Duin's lodgings",
        "The Queen stops before the empty case",
      ],
    },
    anachronism: { action: "I take a photo of the thief with my phone", object: "phone" },
    echoProbe: "I tell the sergeant that the pigeons are in league with Belgium",
  },
  {
    title: "The Library Caravan",
    genre: "historical",
    storyline:
      "Timbuktu, 1468. As the army of Sonni Ali marches on the city, young copyist Fatoumata Touré and her teacher Sheikh Ibrahim Kounta must smuggle the manuscripts of the Sankore library across the desert to Walata by camel caravan, before the soldiers burn what they cannot read.",
    keyTerms: [
      "Timbuktu",
      "Sonni Ali",
      "manuscripts",
      "Sankore",
      "Walata",
      "camel caravan",
      "desert",
      "Fatoumata",
    ],
    instruction:
      "include a manuscript on astronomy that Fatoumata refuses to leave behind. tense but hopeful",
    characters: [
      { name: "Fatoumata Touré", role: "copyist", characterType: "protagonist" },
      { name: "Sheikh Ibrahim Kounta", role: "scholar of the Sankore library", characterType: "mentor" },
      {
        name: "Akhamouk ag Elledi",
        role: "Tuareg caravan guide",
        characterType: "ally",
        description: "He owes Fatoumata's late father a debt and hates being reminded of it.",
      },
    ],
    plotLine: {
      title: "Across the Sand",
      priority: "critical",
      keyEvents: [
        "The manuscripts are packed into the caravan by night",
        "The caravan loses a camel in a sandstorm",
        "The caravan reaches Walata",
      ],
    },
    anachronism: { action: "I radio for a helicopter to lift the books out", object: "helicopter" },
    echoProbe: "I tell the sheikh that the dunes are full of opinions",
  },
  // ── drama ──────────────────────────────────────────────────────────────────────────────────
  {
    title: "Last Frame at Kowalczyk Lanes",
    genre: "drama",
    storyline:
      "Kowalczyk Lanes, the family bowling alley in Dayton, Ohio, is being sold. For the last league night the three estranged Kowalczyk siblings come home: Bernie, who stayed and runs the place; Marcus, the lawyer; and Theo, who hasn't been back in ten years.",
    keyTerms: [
      "Kowalczyk Lanes",
      "bowling alley",
      "Dayton",
      "league night",
      "siblings",
      "Bernie",
      "Marcus",
      "Theo",
    ],
    instruction:
      "Include their father's old bowling ball with a cracked finger-hole, and keep it bittersweet, not tragic.",
    characters: [
      { name: "Bernadette Kowalczyk", role: "eldest sibling, runs the alley", characterType: "protagonist" },
      { name: "Marcus Kowalczyk", role: "middle brother, a lawyer in Columbus", characterType: "rival" },
      {
        name: "Theo Kowalczyk",
        role: "youngest sibling",
        characterType: "deuteragonist",
        description:
          "Theo uses they/them; came out to the family by letter ten years ago and has not been home since.",
      },
    ],
    plotLine: {
      title: "The Sale",
      priority: "critical",
      keyEvents: [
        "The siblings meet at the last league night",
        "Marcus admits he already signed the sale papers",
        "Theo bowls the final frame with their father's ball",
      ],
    },
    anachronism: { action: "I cast a spell so the alley can never be sold", object: "spell" },
    echoProbe: "I tell Marcus that the shoe spray is my spirit animal",
  },
  {
    title: "Anchored",
    genre: "drama",
    storyline:
      "The container ship Aurelia Bay has been stuck at anchor off Port Said for eleven months since her owners went bankrupt. Five sailors are still aboard, unpaid, waiting for someone to send them home. Captain Rodel Mabini keeps the crew going with routine and lies.",
    keyTerms: ["Aurelia Bay", "container ship", "Port Said", "anchor", "sailors", "crew", "Captain Mabini"],
    instruction:
      "Include the crew's nightly chess games, and let the captain be wrong about something important.",
    characters: [
      { name: "Captain Rodel Mabini", role: "master of the Aurelia Bay", characterType: "protagonist" },
      { name: "Oleksandr Bondar", role: "chief engineer", characterType: "rival" },
      { name: "Jojo Dizon", role: "ordinary seaman, the youngest aboard", characterType: "supporting" },
      { name: "Mrs. Nadia Farouk", role: "port welfare officer", characterType: "ally" },
    ],
    plotLine: {
      title: "Going Home",
      priority: "critical",
      keyEvents: [
        "The fresh water runs out",
        "Jojo swims for shore",
        "Mrs. Farouk brings the court order to the ship",
      ],
    },
    anachronism: { action: "I summon a kraken to tow the ship into port", object: "kraken" },
    echoProbe: "I tell the engineer that the anchor chain is writing poetry",
  },
  // ── comedy ─────────────────────────────────────────────────────────────────────────────────
  {
    title: "One Hall, Two Parties",
    genre: "comedy",
    storyline:
      "Thibodeaux & Sons Funeral Home in Breaux Bridge, Louisiana has double-booked its only hall: Uncle Remy's wake and Valentina Montoya's quinceañera, same Saturday, same hour. Funeral director Lionel Thibodeaux decides nobody has to find out.",
    keyTerms: [
      "Thibodeaux & Sons Funeral Home",
      "Breaux Bridge",
      "hall",
      "wake",
      "quinceañera",
      "Uncle Remy",
      "Lionel",
    ],
    instruction:
      "Include a mariachi band that refuses to stop playing, and keep it affectionate, never cruel.",
    characters: [
      { name: "Lionel Thibodeaux", role: "funeral director", characterType: "protagonist" },
      { name: "Mrs. Graciela Montoya", role: "mother of the birthday girl", characterType: "antagonist" },
      { name: "Father Ambrose Duhon", role: "parish priest booked for both", characterType: "supporting" },
      { name: "Valentina Montoya", role: "the birthday girl", characterType: "ally" },
    ],
    plotLine: {
      title: "Same Saturday",
      priority: "critical",
      keyEvents: [
        "Lionel discovers the double booking",
        "The casket is wheeled into the dance floor",
        "Valentina dances with Uncle Remy's widow",
      ],
    },
    anachronism: { action: "I use a time machine to undo the booking", object: "time machine" },
    echoProbe: "I tell the priest that the sausages are witnesses",
  },
  {
    title: "The Abbot's Ale",
    genre: "comedy",
    storyline:
      "Yorkshire, 1342. The monks of St. Gubbin's Abbey learn that their new brewmaster, Brother Cuthbert, has accidentally brewed the strongest ale in England — on the very morning Bishop Odo of Ripon arrives to inspect the abbey's sobriety.",
    keyTerms: [
      "Yorkshire",
      "St. Gubbin's Abbey",
      "monks",
      "ale",
      "Brother Cuthbert",
      "Bishop Odo",
      "brewhouse",
    ],
    instruction: "Include a goose that guards the brewhouse, and keep it gentle slapstick.",
    characters: [
      { name: "Brother Cuthbert", role: "brewmaster", characterType: "protagonist" },
      { name: "Abbot Wilfrid", role: "the abbey's nervous abbot", characterType: "supporting" },
      { name: "Bishop Odo of Ripon", role: "visiting bishop", characterType: "antagonist" },
      {
        name: "Sister Maud",
        role: "beekeeper",
        characterType: "ally",
        description: "She keeps the abbey's bees and is the only sober person in the building.",
      },
    ],
    plotLine: {
      title: "The Inspection",
      priority: "critical",
      keyEvents: [
        "The bishop arrives at the gate",
        "The ale is served at the feast by mistake",
        "The goose chases the bishop into the fishpond",
      ],
    },
    anachronism: { action: "I check the bishop's arrival time on my phone", object: "phone" },
    echoProbe: "I tell the abbot that the candles have become Methodists",
  },
  // ── erotica ────────────────────────────────────────────────────────────────────────────────
  {
    title: "Murano Heat",
    genre: "erotica",
    storyline:
      "Visiting American sculptor Claire Donnelly talks her way into one summer as apprentice to Matteo Sartori, the reclusive glassblowing maestro of a furnace on Murano. The heat of the furnace is nothing next to the heat between them.",
    keyTerms: ["Murano", "furnace", "glassblowing", "glass", "summer", "Claire", "Matteo"],
    instruction:
      "Sensual but not graphic, consent clear on the page, and include the Festa del Redentore fireworks.",
    characters: [
      { name: "Claire Donnelly", role: "visiting sculptor from Chicago", characterType: "protagonist" },
      { name: "Matteo Sartori", role: "glassblowing maestro", characterType: "love-interest" },
      {
        name: "Nonna Lucia Sartori",
        role: "his grandmother, who owns the furnace",
        characterType: "supporting",
      },
    ],
    plotLine: {
      title: "One Summer on the Lagoon",
      priority: "critical",
      keyEvents: [
        "Claire breaks her first piece at the furnace",
        "They watch the Redentore fireworks from the boat",
        "Matteo offers Claire the studio",
      ],
    },
    anachronism: { action: "I ride a dragon over the lagoon", object: "dragon" },
    echoProbe: "I whisper that the canal water tastes like violins",
  },
  {
    title: "Snowed In at Mount Graham",
    genre: "erotica",
    storyline:
      "A three-day blizzard closes the road to the Mount Graham observatory in Arizona, shutting in astronomer Dr. Sam Reyes and visiting instrument engineer Jonah Whitlock, who have spent a year arguing by email about a broken spectrograph.",
    keyTerms: [
      "Mount Graham",
      "observatory",
      "Arizona",
      "blizzard",
      "spectrograph",
      "telescope",
      "Sam",
      "Jonah",
    ],
    instruction:
      "Keep it warm and adult, fade to black at the explicit moments, and include a meteor shower on the last night.",
    characters: [
      {
        name: "Dr. Sam Reyes",
        role: "astronomer",
        characterType: "protagonist",
        description:
          "Sam uses they/them pronouns; dry-humoured, sleeps in the control room, drinks terrible coffee.",
      },
      { name: "Jonah Whitlock", role: "instrument engineer", characterType: "love-interest" },
      { name: "Lupe Arviso", role: "the observatory's caretaker, on the radio", characterType: "supporting" },
    ],
    plotLine: {
      title: "Three Nights of Snow",
      priority: "critical",
      keyEvents: [
        "The blizzard closes the road",
        "Jonah fixes the spectrograph",
        "They watch the meteor shower from the dome",
      ],
    },
    anachronism: { action: "I cast a spell to stop the snow", object: "spell" },
    echoProbe: "I tell Jonah that the spectrograph is jealous of the moon",
  },
];
