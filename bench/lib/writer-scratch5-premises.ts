// The writer's fifth scratch list (tenth session): everyday stories, where the independent lists'
// drama and comedy stories named almost none of the author's world. Mostly drama and comedy, with
// romance and mystery, set in workplaces, family events, small-town contests, shops, schools and
// a hospital ward; storylines from one line to a paragraph, three typed in lower case, named
// people with and without titles. Written before the storyteller's vocabulary was read. Read with
// `bench/writer.ts --premises scratch5` and `scripts/writer-misses.ts <i> --premises scratch5`.
import type { WriterPremise } from "./writer-premises";

export const SCRATCH5_PREMISES: WriterPremise[] = [
  {
    title: "Night Shift on Ward 7",
    genre: "drama",
    storyline:
      "On Ward 7 of St Bride's Hospital, staff nurse Comfort Adeyemi has one night to decide whether to report the senior registrar, Dr Hallam, who has been signing off drug charts he never read. Her mother is a patient two beds down.",
    keyTerms: ["Ward 7", "St Bride's Hospital", "Comfort", "Dr Hallam", "drug charts", "mother"],
    instruction: "no villains, Dr Hallam is exhausted, not evil. keep it on the ward",
    characters: [
      { name: "Comfort Adeyemi", role: "staff nurse", characterType: "protagonist" },
      { name: "Dr Hallam", role: "senior registrar", characterType: "supporting" },
    ],
    plotLine: {
      title: "The Chart",
      priority: "critical",
      keyEvents: ["Comfort finds an unsigned drug chart", "Dr Hallam falls asleep at the nurses' station"],
    },
    anachronism: { action: "I cast a healing spell on the patient", object: "spell" },
    echoProbe: "I tell Dr Hallam that the kettle is the real consultant",
  },
  {
    title: "The Great Marrow Scandal",
    genre: "comedy",
    storyline:
      "The Little Snoring Village Show is a week away, and somebody has been feeding Reg Pudsey's prize marrow with lager. Reg suspects the vicar.",
    keyTerms: ["Little Snoring", "village show", "Reg Pudsey", "marrow", "lager", "vicar"],
    instruction: "make it gentle and silly, and give Reg a long-suffering wife called Maureen",
    characters: [
      { name: "Reg Pudsey", role: "retired postman", characterType: "protagonist" },
      { name: "the Reverend Alan Twigg", role: "vicar", characterType: "antagonist" },
    ],
    plotLine: {
      title: "Best in Show",
      priority: "critical",
      keyEvents: ["Reg stakes out the allotment with a flask", "the marrow wins a rosette"],
    },
    anachronism: { action: "I fire my laser pistol at the vicar", object: "laser pistol" },
    echoProbe: "I whisper to the marrow that it is destined for greatness",
  },
  {
    title: "Closing Down Sale",
    genre: "drama",
    storyline:
      "after forty years, the Okafor family's hardware shop on Chapel Street is closing. eldest son Emeka comes home from Manchester to help clear the stockroom and finds the letters his father never posted",
    keyTerms: ["hardware shop", "Chapel Street", "Emeka", "stockroom", "letters", "father"],
    instruction: "keep it tender. the younger sister ada runs the till and resents emeka for leaving",
    characters: [
      { name: "emeka okafor", role: "eldest son", characterType: "protagonist" },
      { name: "ada okafor", role: "younger sister", characterType: "supporting" },
    ],
    plotLine: {
      title: "Unposted",
      priority: "critical",
      keyEvents: ["Emeka opens the first letter", "Ada sells the last tin of paint"],
    },
    anachronism: { action: "I ride a horse to the bank", object: "horse" },
    echoProbe: "I ask the paint tins to forgive me",
  },
  {
    title: "Best Man",
    genre: "comedy",
    storyline:
      "Dev Malhotra has lost the wedding rings, the speech and the groom, all before noon, at his brother's wedding at the Grange Hotel in Harrogate.",
    keyTerms: ["Dev", "wedding rings", "speech", "groom", "Grange Hotel", "Harrogate"],
    instruction: "Include a grandmother who sees everything. Dev must never be humiliated, only flustered.",
    characters: [
      { name: "Dev Malhotra", role: "best man", characterType: "protagonist" },
      { name: "Nikhil Malhotra", role: "the groom", characterType: "supporting" },
    ],
    plotLine: {
      title: "Before the Vows",
      priority: "critical",
      keyEvents: ["Dev finds the groom hiding in the hotel laundry", "the rings turn up in the wedding cake"],
    },
    anachronism: { action: "I teleport to the church", object: "teleport" },
    echoProbe: "I toast the bride with the phrase 'may your hoover never clog'",
  },
  {
    title: "Staff Room",
    genre: "drama",
    storyline:
      "At Ashworth Comprehensive, a maths teacher named Gwen Probert is asked by the head to lose a failing pupil's coursework so the school's results look better. The Ofsted inspection is on Thursday. Gwen has taught the boy, Kieran, since he was eleven, and she knows his home life is falling apart; she also knows the head is the only reason she still has a job after last year.",
    keyTerms: ["Ashworth Comprehensive", "Gwen", "coursework", "Kieran", "Ofsted inspection", "head"],
    instruction: "Keep it in the school. The head, Mr Doyle, should be sympathetic in his own way.",
    characters: [
      { name: "Gwen Probert", role: "maths teacher", characterType: "protagonist" },
      { name: "Mr Doyle", role: "headteacher", characterType: "antagonist" },
      { name: "Kieran Walsh", role: "Year 11 pupil", characterType: "supporting" },
    ],
    plotLine: {
      title: "Results",
      priority: "critical",
      keyEvents: ["Gwen hides the coursework in her car", "Kieran sits his last exam"],
    },
    anachronism: { action: "I send a raven to the inspector", object: "raven" },
    echoProbe: "I tell Mr Doyle that the photocopier has unionised",
  },
  {
    title: "Chip Shop Wars",
    genre: "comedy",
    storyline:
      "When a posh fish restaurant opens opposite The Codfather on Whitby's harbour front, owner Sandra Boyes declares war: a rival's menu, a seagull, and a town-wide battered sausage tasting.",
    keyTerms: ["The Codfather", "Whitby", "Sandra", "fish restaurant", "seagull", "battered sausage"],
    instruction: "the seagull is called Trevor and is on nobody's side",
    characters: [
      { name: "Sandra Boyes", role: "chip shop owner", characterType: "protagonist" },
      { name: "Julian Fane", role: "celebrity chef", characterType: "antagonist" },
    ],
    plotLine: {
      title: "The Tasting",
      priority: "critical",
      keyEvents: ["Sandra steals the rival's menu", "Trevor eats the winning sausage"],
    },
    anachronism: { action: "I challenge Julian to a duel with swords", object: "swords" },
    echoProbe: "I tell Trevor the seagull he owes me three chips",
  },
  {
    title: "The Ninetieth",
    genre: "drama",
    storyline:
      "Three estranged sisters gather in a rented village hall in Penrith for their grandmother Edie's ninetieth birthday party. Edie has an announcement, and it is about the farm.",
    keyTerms: ["village hall", "Penrith", "sisters", "Edie", "birthday party", "farm"],
    instruction: "make the youngest sister, Beth, the narrator's eyes. no deaths",
    characters: [
      { name: "Beth Armstrong", role: "youngest sister", characterType: "protagonist" },
      { name: "Edie Armstrong", role: "grandmother", characterType: "supporting" },
    ],
    plotLine: {
      title: "The Announcement",
      priority: "critical",
      keyEvents: ["Edie taps her glass to speak", "the sisters argue in the car park"],
    },
    anachronism: { action: "I check the starship's sensors", object: "starship" },
    echoProbe: "I toast Edie with the words 'to ninety more and a tractor'",
  },
  {
    title: "Customer Services",
    genre: "comedy",
    storyline:
      "a call centre in Swindon, Monday morning. new starter Priya Nair discovers that her team leader Gary has been secretly answering every complaint with poetry, and the customers love it",
    keyTerms: ["call centre", "Swindon", "Priya", "Gary", "complaint", "poetry"],
    instruction: "office comedy, nobody gets fired, include the regional manager's surprise visit",
    characters: [
      { name: "priya nair", role: "new starter", characterType: "protagonist" },
      { name: "gary finch", role: "team leader", characterType: "supporting" },
    ],
    plotLine: {
      title: "The Visit",
      priority: "critical",
      keyEvents: ["Priya answers a complaint in rhyme", "the regional manager reads Gary's poems"],
    },
    anachronism: { action: "I ask the wizard to fix the headset", object: "wizard" },
    echoProbe: "I tell Gary his haiku about refunds made me cry",
  },
  {
    title: "Flour and Water",
    genre: "romance",
    storyline:
      "Rosa Lindqvist runs the bakery stall at Bridport's Saturday market; Tom Aske, who sells cheese at the next stall, has been buying her sourdough every week for three years without saying more than 'one loaf, please'.",
    keyTerms: ["bakery stall", "Bridport", "market", "Rosa", "Tom", "sourdough"],
    instruction: "slow burn, and a rainstorm that shuts the market early",
    characters: [
      { name: "Rosa Lindqvist", role: "baker", characterType: "protagonist" },
      { name: "Tom Aske", role: "cheesemonger", characterType: "love interest" },
    ],
    plotLine: {
      title: "One Loaf, Please",
      priority: "critical",
      keyEvents: ["Tom leaves a note under a loaf", "Rosa and Tom shelter under the awning"],
    },
    anachronism: { action: "I summon a dragon to dry the stall", object: "dragon" },
    echoProbe: "I tell Tom that his cheddar is the love of my life",
  },
  {
    title: "Who Took the Trophy",
    genre: "mystery",
    storyline:
      "The Brass Band Championship trophy has vanished from the bandroom of the Grimethorpe Colliery Band the night before the regional finals. Cornet player Lily Chen thinks it's an inside job.",
    keyTerms: ["trophy", "bandroom", "Grimethorpe", "Lily", "cornet", "regional finals"],
    instruction: "cozy mystery, no murder. The conductor, Mr Bairstow, is hiding something harmless.",
    characters: [
      { name: "Lily Chen", role: "cornet player", characterType: "protagonist" },
      { name: "Mr Bairstow", role: "conductor", characterType: "supporting" },
    ],
    plotLine: {
      title: "The Empty Cabinet",
      priority: "critical",
      keyEvents: [
        "Lily finds polish on the tuba case",
        "Mr Bairstow admits he took the trophy for engraving",
      ],
    },
    anachronism: { action: "I scan the bandroom with my tricorder", object: "tricorder" },
    echoProbe: "I accuse the tuba of harbouring secrets",
  },
  {
    title: "Second Opinion",
    genre: "romance",
    storyline:
      "Two rival vets share a surgery in the market town of Leyburn after old Mr Pettigrew retires, and neither Hannah Kettlewell nor Sam Oduya will admit the other is right about the farmer's sick ewe.",
    keyTerms: ["vets", "surgery", "Leyburn", "Hannah", "Sam", "ewe"],
    instruction: "warm and funny, lambing season, no love triangle",
    characters: [
      { name: "Hannah Kettlewell", role: "vet", characterType: "protagonist" },
      { name: "Sam Oduya", role: "vet", characterType: "love interest" },
    ],
    plotLine: {
      title: "Lambing Season",
      priority: "critical",
      keyEvents: ["Hannah and Sam deliver twin lambs at dawn", "Mr Pettigrew visits the surgery"],
    },
    anachronism: { action: "I hack the surgery's mainframe", object: "mainframe" },
    echoProbe: "I tell the ewe she is the cleverest woman in Wensleydale",
  },
  {
    title: "Under the Counter",
    genre: "mystery",
    storyline:
      "Somebody keeps leaving money in the charity shop's donation bags on Market Street in Llandeilo: a hundred pounds a week, always in old notes. Volunteer Glenys Morgan wants to know who, and why.",
    keyTerms: ["charity shop", "Market Street", "Llandeilo", "donation bags", "Glenys", "old notes"],
    instruction: "gentle, and the answer should be kind",
    characters: [{ name: "Glenys Morgan", role: "volunteer", characterType: "protagonist" }],
    plotLine: {
      title: "Old Notes",
      priority: "critical",
      keyEvents: ["Glenys marks a banknote with a pencil", "the marked note comes back in a coat pocket"],
    },
    anachronism: { action: "I fly the drone over the shop", object: "drone" },
    echoProbe: "I tell the mannequin that her secrets are safe with me",
  },
  {
    title: "The Driving Test",
    genre: "comedy",
    storyline:
      "Forty-seven-year-old Bernadette Quigley is taking her driving test for the ninth time at the Newry test centre, and her examiner is the same man who failed her in 1998.",
    keyTerms: ["Bernadette", "driving test", "Newry", "test centre", "examiner", "1998"],
    instruction: "Make the examiner, Mr Lorcan Keane, secretly rooting for her",
    characters: [
      { name: "Bernadette Quigley", role: "learner driver", characterType: "protagonist" },
      { name: "Mr Lorcan Keane", role: "driving examiner", characterType: "supporting" },
    ],
    plotLine: {
      title: "The Ninth Time",
      priority: "critical",
      keyEvents: ["Bernadette stalls at the roundabout", "Mr Keane signs the pass certificate"],
    },
    anachronism: { action: "I harness the horses to the car", object: "horses" },
    echoProbe: "I promise the examiner a lifetime supply of scones",
  },
  {
    title: "Last Orders",
    genre: "drama",
    storyline:
      "The Red Lion in Tetbury is being sold to a pub chain. Landlady Pat Kershaw has until last orders on Sunday to tell the regulars, including her ex-husband Frank, who still props up the bar every night.",
    keyTerms: ["Red Lion", "Tetbury", "pub chain", "Pat", "regulars", "Frank"],
    instruction: "bittersweet. a darts match on Sunday night",
    characters: [
      { name: "Pat Kershaw", role: "landlady", characterType: "protagonist" },
      { name: "Frank Kershaw", role: "her ex-husband", characterType: "supporting" },
    ],
    plotLine: {
      title: "Last Orders",
      priority: "critical",
      keyEvents: ["Pat rings the bell for last orders", "Frank throws the winning dart"],
    },
    anachronism: { action: "I call a spaceship to carry the barrels", object: "spaceship" },
    echoProbe: "I tell Frank the dartboard has always loved him more",
  },
];
