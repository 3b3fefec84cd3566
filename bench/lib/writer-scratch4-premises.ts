// The writer's fourth scratch list (ninth session): one premise per genre of GENRES_CREATE and a
// second horror, each set away from its genre's habit (a fantasy at a motorway services, a sci-fi
// in an Irish parish, a thriller at an agricultural show, a romance in a container port),
// storylines from one line to a paragraph, three typed in lower case, hyphenated, accented and
// titled names (Ms Agnieszka Wróbel, Mr Emlyn Pugh-Jenkins, Zofia Kępińska). Written before the
// storyteller's vocabulary was read. Read with `bench/writer.ts --premises scratch4` and
// `scripts/writer-misses.ts <i> --premises scratch4`.
import type { WriterPremise } from "./writer-premises";

export const SCRATCH4_PREMISES: WriterPremise[] = [
  {
    title: "One Wish a Night",
    genre: "fantasy",
    storyline:
      "At Sandbach services on the M6, night cashier Bartholomew Oyelaran-Price discovers that the broken vending machine by the toilets grants one wish a night. A fox who claims to be an exiled duke wants it smashed before dawn.",
    keyTerms: ["Sandbach services", "Bartholomew", "vending machine", "wish", "fox", "duke"],
    instruction: "make the fox pompous, and give Bartholomew a sister in the army called Tolu",
    characters: [
      { name: "Bartholomew Oyelaran-Price", role: "night cashier", characterType: "protagonist" },
      { name: "the Duke of the Verges", role: "a fox in exile", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Third Wish",
      priority: "critical",
      keyEvents: ["Bartholomew wishes the car park empty", "The fox jams a crisp packet into the coin slot"],
    },
    anachronism: { action: "I ask Alexa to call the police", object: "Alexa" },
    echoProbe: "I tell the fox that custard creams are legal tender",
  },
  {
    title: "Static",
    genre: "sci-fi",
    storyline:
      "father declan ó murchú, parish priest of ballyvourney, starts hearing confessions over the old shortwave radio in the sacristy. they come from a weather satellite that went silent in 1989",
    keyTerms: ["Ballyvourney", "Father Declan", "confessions", "shortwave radio", "sacristy", "satellite"],
    instruction: "keep it quiet and strange, no robots. the housekeeper mrs twomey knows more than she says",
    characters: [{ name: "father declan ó murchú", role: "parish priest", characterType: "protagonist" }],
    plotLine: {
      title: "The Last Penitent",
      priority: "critical",
      keyEvents: [
        "the satellite confesses to a crime",
        "Father Declan climbs the church tower with an aerial",
      ],
    },
    anachronism: { action: "I summon a dragon to carry the aerial", object: "dragon" },
    echoProbe: "I absolve the satellite of all its orbits",
  },
  {
    title: "Slit Ribbons",
    genre: "mystery",
    storyline:
      "In Tbilisi, the pointe shoes of the lead dancer at Madame Nino Kharadze's ballet studio are found slit the night before the gala. Sergeant Levan Beridze has until curtain up to find out who did it.",
    keyTerms: ["Tbilisi", "pointe shoes", "Madame Kharadze", "ballet studio", "gala", "Levan"],
    instruction: "Levan has never seen a ballet. Include a jealous understudy.",
    characters: [
      { name: "Levan Beridze", role: "police sergeant", characterType: "protagonist" },
      { name: "Madame Nino Kharadze", role: "ballet mistress", characterType: "supporting" },
    ],
    plotLine: {
      title: "Curtain Up",
      priority: "critical",
      keyEvents: [
        "Levan finds ribbon threads in the rosin box",
        "The understudy is seen leaving the wardrobe room",
      ],
    },
    anachronism: { action: "I cast a truth spell on the dancers", object: "spell" },
    echoProbe: "I arrest the piano for suspicious humming",
  },
  {
    title: "Greensleeves",
    genre: "horror",
    storyline:
      "Ice-cream van driver Kezia Nwachukwu-Hart hears her chimes start playing on their own on the Beechwood estate at three in the morning. The children who follow the tune come back without their shadows.",
    keyTerms: ["ice-cream van", "Kezia", "chimes", "Beechwood estate", "children", "shadows"],
    instruction: "set it in a heatwave. no gore please",
    characters: [
      { name: "Kezia Nwachukwu-Hart", role: "ice-cream van driver", characterType: "protagonist" },
    ],
    plotLine: {
      title: "The Tune",
      priority: "critical",
      keyEvents: ["Kezia unplugs the chimes and they keep playing", "A boy with no shadow buys a 99"],
    },
    anachronism: { action: "I load my flintlock pistol", object: "flintlock" },
    echoProbe: "I tell the chimes they are out of tune in B flat",
  },
  {
    title: "Overdue",
    genre: "adventure",
    storyline:
      "Two retired librarians, Ms Agnieszka Wróbel and her neighbour Mr Tobias Lund, follow a 1930s overdue notice down into the flooded basement stacks beneath Leeds Central Library, where a lost reading room is said to hold a cartographer's atlas of places that were never built.",
    keyTerms: ["Agnieszka", "Tobias", "overdue notice", "basement stacks", "Leeds Central Library", "atlas"],
    instruction: "Make Tobias afraid of water. Give them a rival: a property developer who wants the atlas.",
    characters: [
      { name: "Ms Agnieszka Wróbel", role: "retired librarian", characterType: "protagonist" },
      { name: "Mr Tobias Lund", role: "retired librarian", characterType: "ally" },
    ],
    plotLine: {
      title: "The Reading Room",
      priority: "major",
      keyEvents: [
        "Agnieszka finds the old card catalogue under the water",
        "Tobias opens the reading room door",
      ],
    },
    anachronism: { action: "I teleport us to the surface", object: "teleport" },
    echoProbe: "I fine the river for late return",
  },
  {
    title: "Heavy Lift",
    genre: "romance",
    storyline:
      "tugboat captain femke de vries keeps losing her berth to containers dropped by the new crane operator at the port of rotterdam. she files a complaint. he sends stroopwafels.",
    keyTerms: ["Femke", "tugboat", "crane operator", "containers", "Rotterdam", "berth"],
    instruction: "slow burn, give him a name, and a dog on the tug",
    characters: [{ name: "femke de vries", role: "tugboat captain", characterType: "protagonist" }],
    plotLine: {
      title: "Complaint Filed",
      priority: "critical",
      keyEvents: ["Femke climbs the crane to deliver the complaint in person", "a storm closes the port"],
    },
    anachronism: { action: "I send a raven to the harbour master", object: "raven" },
    echoProbe: "I tell him his stroopwafels are an act of war",
  },
  {
    title: "Best in Show",
    genre: "thriller",
    storyline:
      "During judging at the Little Harrowden Agricultural Show, retired accountant Hyacinth Moss-Bannerman realises the prize-winning marrow has a microchip inside it, and that the show secretary will kill to get it back.",
    keyTerms: ["Little Harrowden", "Hyacinth", "marrow", "microchip", "show secretary", "agricultural show"],
    instruction: "the show secretary is called Roger Dunmore and he has a shotgun licence",
    characters: [
      { name: "Hyacinth Moss-Bannerman", role: "retired accountant", characterType: "protagonist" },
      { name: "Roger Dunmore", role: "show secretary", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Marrow",
      priority: "critical",
      keyEvents: ["Hyacinth steals the marrow from the produce tent", "Roger follows her into the beer tent"],
    },
    anachronism: { action: "I fire a laser at the tent", object: "laser" },
    echoProbe: "I accuse the marrow of tax evasion",
  },
  {
    title: "Honey Cake",
    genre: "historical",
    storyline:
      "Kraków, 1912. At the Jama Michalika café, a young pastry cook, Zofia Kępińska, finds coded letters baked into a regular customer's order of honey cake.",
    keyTerms: ["Kraków", "Jama Michalika", "Zofia", "coded letters", "honey cake", "pastry cook"],
    instruction: "include the Austrian police and a painter who drinks too much",
    characters: [{ name: "Zofia Kępińska", role: "pastry cook", characterType: "protagonist" }],
    plotLine: {
      title: "The Cipher",
      priority: "critical",
      keyEvents: ["Zofia decodes the first letter by candlelight", "The customer does not come on Thursday"],
    },
    anachronism: { action: "I check the news on my phone", object: "phone" },
    echoProbe: "I tell the cake it has been very brave",
  },
  {
    title: "Last Load",
    genre: "drama",
    storyline:
      "Maureen Achterberg has run the Hollins Road recycling centre for thirty years. She knows every regular and every skip. Then the council announces it is closing the site, and she finds out her son Gavin signed the demolition contract.",
    keyTerms: ["Maureen", "Hollins Road", "recycling centre", "council", "Gavin", "contract"],
    instruction: "Gavin isnt a villain, he needs the money. Keep it to the family.",
    characters: [
      { name: "Maureen Achterberg", role: "site manager", characterType: "protagonist" },
      { name: "Gavin Achterberg", role: "her son", characterType: "supporting" },
    ],
    plotLine: {
      title: "The Contract",
      priority: "critical",
      keyEvents: ["Maureen finds the contract in Gavin's van", "The last skip leaves Hollins Road"],
    },
    anachronism: { action: "I ride my horse to the town hall", object: "horse" },
    echoProbe: "I tell the skip it was always my favourite",
  },
  {
    title: "Wrong Room",
    genre: "comedy",
    storyline:
      "Aberystwyth funeral director Mr Emlyn Pugh-Jenkins double-books the chapel of rest: a stag party from Swansea in one room, the grieving Lloyd family in the other. He must keep them apart for one afternoon.",
    keyTerms: ["Aberystwyth", "Emlyn", "chapel of rest", "stag party", "Lloyd family", "funeral"],
    instruction: "farce. the groom is in a banana costume the whole time",
    characters: [{ name: "Mr Emlyn Pugh-Jenkins", role: "funeral director", characterType: "protagonist" }],
    plotLine: {
      title: "Two Rooms",
      priority: "critical",
      keyEvents: ["The stag party wheels the coffin into the car park", "Mrs Lloyd sings karaoke"],
    },
    anachronism: { action: "I fly the hearse into orbit", object: "orbit" },
    echoProbe: "I tell the banana that grief is a journey",
  },
  {
    title: "Songs for Secrets",
    genre: "erotica",
    storyline:
      "At a late-night piano bar on the Corniche in Alexandria, the singer Yasmin El-Sayed and a visiting architect, Théo Marchand, trade one song for one secret until the bar closes.",
    keyTerms: ["Alexandria", "piano bar", "Yasmin", "Théo", "Corniche", "secret"],
    instruction: "tasteful, adults only, the sea should be there all the time",
    characters: [
      { name: "Yasmin El-Sayed", role: "singer", characterType: "protagonist" },
      { name: "Théo Marchand", role: "architect", characterType: "love interest" },
    ],
    plotLine: {
      title: "Last Song",
      priority: "major",
      keyEvents: ["Théo tells the secret he came to Alexandria to bury", "Yasmin sings in French"],
    },
    anachronism: { action: "I draw my sword", object: "sword" },
    echoProbe: "I tell the piano that it sings better than I do",
  },
  {
    title: "Not In Service",
    genre: "horror",
    storyline:
      "the N29 night bus keeps stopping at a stop that isnt on the route, wood green depot (disused). driver pradeep raghunathan has been told never to open the doors there. tonight a passenger in a wet coat rings the bell, and the ticket machine prints a fare in shillings",
    keyTerms: ["N29", "night bus", "Pradeep", "Wood Green", "ticket machine", "passenger"],
    instruction: "make it slow, and give pradeep a daughter waiting up for him",
    characters: [{ name: "pradeep raghunathan", role: "bus driver", characterType: "protagonist" }],
    plotLine: {
      title: "The Fare",
      priority: "critical",
      keyEvents: ["Pradeep opens the doors at Wood Green depot", "the ticket machine prints his own name"],
    },
    anachronism: { action: "I cast a fireball at the depot", object: "fireball" },
    echoProbe: "I tell the passenger that shillings are accepted on Tuesdays",
  },
];
