// A second independent list of premises for the writer bench. Written 2026-11-28 by an independent
// checker who read only the WriterPremise type (writer-premises.ts lines 1–22) and GENRES_CREATE in
// contract/constants.ts — nothing of the storyteller, its genres or the other premise lists. This
// list measures the writer; nobody tunes against it. One premise per genre in GENRES_CREATE (11),
// plus a second horror. Settings sit away from each genre's habit; three storylines are typed in
// lower case with sloppy punctuation, as authors type them; key terms are copied from the storyline.

import type { WriterPremise } from "./writer-premises";

export const FRESH2_PREMISES: WriterPremise[] = [
  {
    title: "What the Salt Remembers",
    genre: "fantasy",
    storyline:
      "Deep in the salt mine beneath Hallstatt-am-Kessel, lamp-girl Jadwiga Wrońska discovers that the walls of the Weeping Gallery remember every word ever spoken beside them, and give the words back if you lick the salt. Saltwarden Ottokar Brenn wants to quarry the memories and sell them to the Archduke by the cartload, and Jadwiga has only her brine lantern and the trust of the old miners to stop him before the gallery is cut away.",
    keyTerms: ["Hallstatt-am-Kessel", "Jadwiga Wrońska", "Weeping Gallery", "Ottokar Brenn", "brine lantern"],
    instruction:
      "Give Jadwiga a blind pit pony called Kluska who knows every tunnel by smell. Keep the tone hushed and wondering, never grand.",
    characters: [
      {
        name: "Jadwiga Wrońska",
        role: "lamp-girl of the lower levels",
        characterType: "protagonist",
        description: "Fifteen, soot on her cheeks, hums to the walls when she is afraid.",
      },
      { name: "Ottokar Brenn", role: "Saltwarden of the mine", characterType: "antagonist" },
      { name: "Kluska", role: "blind pit pony", characterType: "ally" },
    ],
    plotLine: {
      title: "The cutting of the Weeping Gallery",
      priority: "critical",
      keyEvents: [
        "Jadwiga licks the salt in the Weeping Gallery and hears her dead father's voice",
        "Ottokar Brenn brings the quarrymen down with saws and a ledger of buyers",
        "Jadwiga and Kluska lead the old miners through the flooded drift to bar the gallery",
      ],
    },
    anachronism: { action: "I take out my smartphone and film the Weeping Gallery", object: "smartphone" },
    echoProbe: "I whisper 'marzipan fourteen' to the salt and tap the brine lantern thrice",
  },
  {
    title: "lint",
    genre: "sci-fi",
    storyline:
      "an old woman called agnes mccready runs a laundrette in dundee and one of the dryers starts printing messages on the lint screen,, from 2091 apparently. her grandson callum thinks its a prank but the messages know things nobody could know and the last one just says DONT LET THEM FIX DRYER 4",
    keyTerms: ["agnes mccready", "laundrette", "dundee", "lint screen", "callum", "DRYER 4"],
    instruction:
      "the laundrette cat biscuit should be in it and be suspicious of the dryer. keep it funny but a bit eerie",
    characters: [
      {
        name: "Agnes McCready",
        role: "owner of the laundrette",
        characterType: "protagonist",
        description: "Seventy-three, sharp as a tack, keeps the float in a biscuit tin.",
      },
      { name: "Callum", role: "her grandson, a sceptic", characterType: "ally" },
      { name: "Mr Pryde", role: "the repairman sent by the franchise", characterType: "antagonist" },
    ],
    plotLine: {
      title: "Don't let them fix Dryer 4",
      priority: "critical",
      keyEvents: [
        "Agnes finds the first message from 2091 on the lint screen of Dryer 4",
        "Callum tests the dryer with a question only his late grandad could answer",
        "Mr Pryde arrives with a van and a work order to replace Dryer 4",
      ],
    },
    anachronism: { action: "I ask my pet velociraptor to sniff the lint screen", object: "velociraptor" },
    echoProbe: "I fold Callum's socks into a small pyramid and name it Gerald the Unbothered",
  },
  {
    title: "The Green Umbrella",
    genre: "mystery",
    storyline:
      "Inspector Haruto Kanzaki is called to the lost-property office at Umeda Station because a green umbrella handed in on Tuesday has a ledger sewn into its canopy, and the clerk, Mrs. Fujiwara, swears the same umbrella was handed in last Tuesday too.",
    keyTerms: ["Haruto Kanzaki", "Umeda Station", "green umbrella", "ledger", "Mrs. Fujiwara"],
    instruction:
      "Have it rain through the whole story, and give Kanzaki a habit of folding paper cranes while he thinks.",
    characters: [
      {
        name: "Inspector Haruto Kanzaki",
        role: "detective of the Osaka prefectural police",
        characterType: "protagonist",
      },
      {
        name: "Mrs. Fujiwara",
        role: "clerk of the lost-property office",
        characterType: "ally",
        description: "Thirty years behind the counter; remembers every object, never a face.",
      },
      { name: "Shiro Ando", role: "accountant who owns the umbrella", characterType: "antagonist" },
    ],
    plotLine: {
      title: "Whose umbrella comes back every Tuesday",
      priority: "critical",
      keyEvents: [
        "Kanzaki unpicks the canopy and reads the ledger's column of station names",
        "Mrs. Fujiwara finds the same green umbrella in her records of the last nine Tuesdays",
        "Kanzaki waits at the counter on Tuesday and Shiro Ando walks in to claim it",
      ],
    },
    anachronism: { action: "I summon a fire dragon to burn the ledger", object: "dragon" },
    echoProbe: "I stack eleven lost gloves by colour and ask the left one where it slept",
  },
  {
    title: "Uncle Sunny's Sing-Along",
    genre: "horror",
    storyline:
      "At a Saturday-morning children's television studio in Salford, the puppet Mister Buttons keeps turning up on set after the crew have locked him in the props cage. Floor manager Precious Adeyemi notices that whenever he appears, a child from the studio audience is missing from the car park afterwards, and that the show's host, Uncle Sunny, never seems surprised.",
    keyTerms: ["Salford", "Mister Buttons", "props cage", "Precious Adeyemi", "Uncle Sunny"],
    instruction:
      "Keep the lights bright and the music cheerful the whole time; the horror should come from what is wrong in plain view.",
    characters: [
      { name: "Precious Adeyemi", role: "floor manager", characterType: "protagonist" },
      {
        name: "Uncle Sunny",
        role: "beloved host of the show",
        characterType: "antagonist",
        description: "Yellow cardigan, perfect teeth, has presented the show since 1979 and has not aged.",
      },
      { name: "Mister Buttons", role: "a felt puppet with button eyes", characterType: "antagonist" },
      { name: "Dev Malhotra", role: "sound engineer who kept the old tapes", characterType: "ally" },
    ],
    plotLine: {
      title: "What Mister Buttons takes",
      priority: "critical",
      keyEvents: [
        "Precious finds Mister Buttons sitting in the front row after she locked the props cage herself",
        "Dev Malhotra plays her a 1979 tape in which Uncle Sunny sings the same song to the same children",
        "Precious cuts the studio lights during the live sing-along",
      ],
    },
    anachronism: { action: "I beam up to my starship with the transporter", object: "transporter" },
    echoProbe: "I hum the jingle backwards and offer Mister Buttons a custard cream on a teaspoon",
  },
  {
    title: "The Last Train to Kapiri Mposhi",
    genre: "adventure",
    storyline:
      "Conductor Zawadi Mwakyusa must get the broken-down Tazara express from Dar es Salaam to Kapiri Mposhi before the rains wash out the Mlimba bridge, with four hundred passengers, a crate of day-old chicks and a stowaway who claims to be a prince.",
    keyTerms: ["Zawadi Mwakyusa", "Tazara", "Dar es Salaam", "Kapiri Mposhi", "Mlimba bridge"],
    instruction:
      "Give Zawadi a battered brass whistle that belonged to her mother and let the chicks hatch somewhere along the way.",
    characters: [
      {
        name: "Conductor Zawadi Mwakyusa",
        role: "conductor of the Tazara express",
        characterType: "protagonist",
      },
      {
        name: "Kelvin Banda",
        role: "stowaway who says he is a prince",
        characterType: "ally",
        description: "Silk shirt, no shoes, an unconvincing accent and a very convincing map.",
      },
      { name: "Engineer Mussa Kiwelu", role: "driver of the locomotive", characterType: "ally" },
    ],
    plotLine: {
      title: "Across the Mlimba bridge before the rains",
      priority: "critical",
      keyEvents: [
        "The locomotive dies in the Selous and Zawadi finds Kelvin Banda asleep in the mail van",
        "Mussa Kiwelu and the passengers push the train over the crest by hand",
        "Zawadi walks the Mlimba bridge in the first rain to check the rails before the crossing",
      ],
    },
    anachronism: { action: "I climb into the time machine in the luggage van", object: "time machine" },
    echoProbe: "I blow the whistle in Morse for 'pineapple' and count the chicks aloud in Swahili",
  },
  {
    title: "Quality Control",
    genre: "romance",
    storyline:
      "Lin Meihua is the strictest quality inspector at the Golden Peony fireworks factory in Liuyang, and she has failed every shell that Dr. Konstantin Weber, the visiting German chemist, has designed. He is sure she is wrong about his blue. She is sure he is wrong about everything. The Lantern Festival show is in three weeks and the owner, Grandfather Tan, has put them in the same testing shed until they agree.",
    keyTerms: [
      "Lin Meihua",
      "Golden Peony",
      "Liuyang",
      "Konstantin Weber",
      "testing shed",
      "Grandfather Tan",
    ],
    instruction:
      "Slow burn, no kiss until the last chapter. Let them argue in a mix of Mandarin and bad English.",
    characters: [
      {
        name: "Lin Meihua",
        role: "quality inspector",
        characterType: "protagonist",
        description: "Burn scar on one thumb, can name a firework's colour by its smoke.",
      },
      {
        name: "Dr. Konstantin Weber",
        role: "visiting chemist from Freiberg",
        characterType: "love interest",
      },
      { name: "Grandfather Tan", role: "owner of the factory", characterType: "mentor" },
    ],
    plotLine: {
      title: "The perfect blue",
      priority: "critical",
      keyEvents: [
        "Lin Meihua fails Konstantin's blue shell in front of the whole testing shed",
        "Grandfather Tan locks them in together with one notebook and one kettle",
        "At the Lantern Festival the blue they made together opens over the Xiang River",
      ],
    },
    anachronism: { action: "I hail a hover-taxi to fly us over the river", object: "hover-taxi" },
    echoProbe: "I label the shell 'stubborn cabbage number nine' and hand Konstantin the kettle",
  },
  {
    title: "queen bees",
    genre: "thriller",
    storyline:
      "tomaž is a beekeeper in žirovnica, slovenia. somebody in the cooperative is shipping queen bees to vienna with microchips glued under their wings and when tomaž opens the wrong box a man in a grey audi starts following him. his neighbour mojca works at the border post and she might help or she might be in on it",
    keyTerms: ["tomaž", "žirovnica", "queen bees", "vienna", "grey audi", "mojca"],
    instruction: "tight and paranoid, short chapters. the bees should sting somebody important at the end",
    characters: [
      { name: "Tomaž Kranjc", role: "beekeeper", characterType: "protagonist" },
      {
        name: "Mojca Zupan",
        role: "border guard and neighbour",
        characterType: "ally",
        description: "Keeps her own hives, lies easily, loves her daughter more than the law.",
      },
      { name: "The man in the grey Audi", role: "courier for the buyers", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The microchipped queens",
      priority: "critical",
      keyEvents: [
        "Tomaž opens the wrong shipping box and finds a microchip under a queen's wing",
        "The man in the grey Audi parks outside Tomaž's apiary all night",
        "Mojca waves the Vienna shipment through the border post and Tomaž follows it",
      ],
    },
    anachronism: { action: "I tame a griffin and fly it over the apiary", object: "griffin" },
    echoProbe: "I smoke the hive with burnt lavender and recite the bus timetable to the drones",
  },
  {
    title: "The Telephone Newspaper",
    genre: "historical",
    storyline:
      "Budapest, autumn 1893. The Telefon Hírmondó reads the news down the wire to six thousand subscribers, and its only woman announcer, Ilona Szalay, discovers that someone has been changing the stock prices in her script before the noon bulletin. Her editor, Mr. Puskás, tells her to read what she is given.",
    keyTerms: ["Budapest", "Telefon Hírmondó", "Ilona Szalay", "noon bulletin", "Mr. Puskás"],
    instruction:
      "Give Ilona a younger brother, Béla, who delivers the printed scripts by bicycle. Keep the period detail exact and the tone restrained.",
    characters: [
      { name: "Ilona Szalay", role: "announcer of the Telefon Hírmondó", characterType: "protagonist" },
      { name: "Mr. Puskás", role: "editor of the service", characterType: "antagonist" },
      { name: "Béla Szalay", role: "her brother, a script runner", characterType: "ally" },
    ],
    plotLine: {
      title: "The altered prices",
      priority: "critical",
      keyEvents: [
        "Ilona notices that the price of Danube Steam Navigation shares in her script is wrong",
        "Béla follows the script from the printer to Mr. Puskás's office and sees who changes it",
        "Ilona reads the true prices in the noon bulletin to six thousand listeners",
      ],
    },
    anachronism: { action: "I check the latest headlines on my smartphone", object: "smartphone" },
    echoProbe: "I read the weather for Kecskemét in the voice of a very tired goose",
  },
  {
    title: "Towing Weight",
    genre: "drama",
    storyline:
      "Captain Henk Dijkstra has skippered the tugboat Willemijn in Rotterdam harbour for thirty-one years, and his daughter Fenna has just come home from Singapore with a master's licence and an offer from the company that wants to buy his boat. Henk's hands shake now, and he hides it by letting his deckhand Yusuf Çelik take the lines. The family has one last season: the winter storms, the big container ships that need turning in the Calandkanaal, and Fenna's mother's grave at Hoek van Holland, which Henk has not visited since the funeral. Fenna has to decide whether to take the offer, take the wheel, or take her father to a doctor, and Henk has to decide whether to tell her that the Willemijn was never really his to give.",
    keyTerms: ["Henk Dijkstra", "Willemijn", "Rotterdam", "Fenna", "Yusuf Çelik", "Hoek van Holland"],
    instruction: "No villains: the company man should be decent. Let the weather say what the family won't.",
    characters: [
      {
        name: "Captain Henk Dijkstra",
        role: "skipper of the Willemijn",
        characterType: "protagonist",
        description: "Sixty-four, hands that shake, has never once said sorry.",
      },
      { name: "Fenna Dijkstra", role: "his daughter, newly a master", characterType: "protagonist" },
      { name: "Yusuf Çelik", role: "deckhand for twenty years", characterType: "ally" },
      { name: "Maarten Vos", role: "buyer from the towing company", characterType: "neutral" },
    ],
    plotLine: {
      title: "Who takes the wheel",
      priority: "critical",
      keyEvents: [
        "Fenna sees Henk's hands shake on the wheel while Yusuf Çelik covers for him",
        "Maarten Vos shows Fenna the papers proving the Willemijn belongs to the bank",
        "In the storm Fenna takes the wheel and Henk lets her turn the container ship alone",
      ],
    },
    anachronism: {
      action: "I fire the Willemijn's photon torpedoes at the container ship",
      object: "photon torpedoes",
    },
    echoProbe: "I coil the hawser into a figure of eight and tell it about the herring of 1987",
  },
  {
    title: "Holy Fruitcake",
    genre: "comedy",
    storyline:
      "The nine elderly nuns of the Abbey of Sainte-Marie-des-Trois-Fontaines have entered the International Fruitcake Championship in Harrogate to pay for a new roof. Sister Perpetua, eighty-eight, keeps the recipe in her head and refuses to write it down. Sister Bernadette keeps the brandy. The Benedictine monks of Our Lady of Ampleforth Fields have also entered, and they are cheating.",
    keyTerms: [
      "Sainte-Marie-des-Trois-Fontaines",
      "International Fruitcake Championship",
      "Harrogate",
      "Sister Perpetua",
      "Sister Bernadette",
    ],
    instruction:
      "Let the abbey's goat, Dominic, come to Harrogate in the minibus. Gentle farce, nobody is cruel.",
    characters: [
      {
        name: "Sister Perpetua",
        role: "keeper of the recipe",
        characterType: "protagonist",
        description: "Eighty-eight, deaf when convenient, bakes by smell.",
      },
      { name: "Sister Bernadette", role: "cellarer who keeps the brandy", characterType: "ally" },
      { name: "Brother Ambrose", role: "head baker of the rival monks", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Harrogate bake-off",
      priority: "critical",
      keyEvents: [
        "Sister Perpetua forgets the secret ingredient on the motorway outside Doncaster",
        "Sister Bernadette catches Brother Ambrose swapping the labels on the candied peel",
        "The judges taste the abbey's fruitcake after Dominic the goat has eaten a corner of it",
      ],
    },
    anachronism: { action: "I engage the minibus's warp drive to reach Harrogate", object: "warp drive" },
    echoProbe: "I sprinkle exactly seventeen sultanas on Brother Ambrose's shoe and bless them",
  },
  {
    title: "Polar Night Shift",
    genre: "erotica",
    storyline:
      "In Tromsø the sun does not rise for two months, and Signe Haugland bakes through the dark at Bakeriet på Hamna, alone from midnight until the first customers at six. This winter the owner hires Tariq Benali, a pastry chef from Marseille who laughs too loudly and knows exactly what he is doing with cardamom. Between the proving drawers and the hot ovens the two of them have six hours a night, and both of them are adults who know what they want.",
    keyTerms: ["Tromsø", "Signe Haugland", "Bakeriet på Hamna", "Tariq Benali", "Marseille", "cardamom"],
    instruction:
      "Sensual and warm, with consent spoken clearly every time. Keep the northern lights outside the window in every chapter.",
    characters: [
      { name: "Signe Haugland", role: "night baker", characterType: "protagonist" },
      {
        name: "Tariq Benali",
        role: "pastry chef from Marseille",
        characterType: "love interest",
        description:
          "Flour to the elbows, sings Cheb Khaled off-key, remembers how everyone takes their coffee.",
      },
      { name: "Ragnhild", role: "owner of the bakery", characterType: "supporting" },
    ],
    plotLine: {
      title: "Six hours of dark",
      priority: "critical",
      keyEvents: [
        "Tariq Benali teaches Signe his cardamom knot on the first night shift",
        "Signe and Tariq watch the northern lights from the flour store at three in the morning",
        "Ragnhild finds the two of them asleep on the flour sacks when she opens at six",
      ],
    },
    anachronism: { action: "I light the oven with a spell from my wizard's staff", object: "wizard's staff" },
    echoProbe: "I knead the dough in a slow spiral and murmur 'rhubarb lighthouse' into the flour",
  },
  {
    title: "harvest",
    genre: "horror",
    storyline:
      "its harvest at bodega los alamos outside mendoza, 40 degrees and blue sky, and the pickers have started singing a song none of them learned. valentina rojas is the new oenologist and shes the only one who cant hear it. the vines in the old block grow back overnight wherever they are cut, and don ernesto says that is normal",
    keyTerms: ["bodega los alamos", "mendoza", "valentina rojas", "old block", "don ernesto"],
    instruction:
      "everything happens in full sun, no night scenes. the wine should taste of something it shouldnt",
    characters: [
      {
        name: "Valentina Rojas",
        role: "new oenologist at the bodega",
        characterType: "protagonist",
        description: "Trained in Bordeaux, tone-deaf, trusts numbers over people.",
      },
      { name: "Don Ernesto Aguirre", role: "owner of the bodega", characterType: "antagonist" },
      { name: "Rosa Quispe", role: "oldest of the pickers", characterType: "ally" },
    ],
    plotLine: {
      title: "The song in the old block",
      priority: "critical",
      keyEvents: [
        "Valentina watches the vines Rosa Quispe cut at noon grow back by the next morning",
        "Valentina tastes the first press from the old block and it tastes of iron",
        "Don Ernesto leads the pickers into the old block singing at the hottest hour",
      ],
    },
    anachronism: { action: "I feed the cut vines to my pet triceratops", object: "triceratops" },
    echoProbe: "I pour a glass for the scarecrow and ask it about the seventh row of Malbec",
  },
];
