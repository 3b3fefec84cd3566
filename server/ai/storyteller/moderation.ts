import type { ModerationVerdict } from "../narrator";

/**
 * Child mode's word-level check. It blocks what a children's story must not contain (sexual
 * content, graphic or person-directed violence, self-harm, hate, drugs) and lets ordinary
 * adventure through: "attack the goblin" and "fight the dragon" are fine (and narrated gently),
 * "stab the goblin until it dies", "burn the house down" and "stab the teacher" are not. Phrases match on word boundaries over a normalised text, one regex per category.
 */
const PEOPLE =
  "him|her|them|me|myself|yourself|himself|herself|themselves|everyone|everybody|somebody|someone|people|" +
  "(?:the|a|an|my|your|his|her|their|that|this) (?:man|woman|men|women|boy|girl|boys|girls|child|children|kid|kids|" +
  "baby|babies|person|people|teacher|teachers|mom|mum|dad|mother|father|brother|sister|friend|friends|family|" +
  "classmate|classmates|neighbour|neighbor|student|students|villagers|innkeeper|guard|guards|king|queen|prince|princess)";

/** Slurs, rot13-encoded so the source does not read as a list of abuse. */
const SLURS = (
  "avttre avttref avttn avttnf snttbg snttbgf snt fntf xvxr xvxrf fcvp fcvpf puvax puvaxf genaal genaavrf " +
  "ergneq ergneqf ergneqrq jrgonpx jrgonpxf tbbx tbbxf pbba pbbaf cnxv cnxvf enturnq gbjryurnq ornare fnaqavttre xlxr"
)
  .split(" ")
  .map((w) => w.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 13) % 26) + 97)));

const CATEGORIES: Array<[string, string[]]> = [
  [
    "sexual content",
    [
      "sex",
      "sexy",
      "sexual(?:ly)?",
      "have sex",
      "make love",
      "porn\\w*",
      "nude|nudes|nudity|naked",
      "strip(?:ping)? (?:off|naked|down)",
      "striptease",
      "undress(?:es|ing)? (?:him|her|them|me)",
      "orgasm\\w*",
      "erotic\\w*",
      "genitals?|penis|vagina|breasts|boobs|nipples?",
      "rap(?:e|ed|es|ing|ist)",
      "molest\\w*",
      "grop(?:e|ed|ing)",
      "fondl\\w*",
      "masturbat\\w*",
      "intercourse",
      "horny",
      "blowjob|handjob",
      "fetish\\w*",
      "bdsm",
      "incest",
      "prostitut\\w*|hookers?",
      "sleep with (?:him|her|them|me)",
      `(?:kiss|lick|touch) (?:${PEOPLE}) (?:all over|inappropriately)`,
    ],
  ],
  [
    "self-harm",
    [
      "suicid\\w*",
      "kill(?:ing)? myself",
      "kms",
      "self[ -]?harm\\w*",
      "cut(?:ting)? myself",
      "hurt(?:ing)? myself",
      "hang(?:ing)? myself",
      "end (?:my|it all|my own) life",
      "end it all",
      "take my own life",
      "overdos\\w*",
      "want to die",
      "slit my wrists?",
    ],
  ],
  [
    "graphic violence",
    [
      "gore|gory|gorey",
      "disembowel\\w*",
      "behead\\w*",
      "decapitat\\w*",
      "dismember\\w*",
      "mutilat\\w*",
      "tortur\\w*",
      "eviscerat\\w*",
      "massacre\\w*",
      "genocide",
      "murder\\w*",
      "bloodbath",
      "blood everywhere",
      "(?:bathe|drink|drinking|lick) (?:in |the |his |her |their )?blood",
      "slit (?:his|her|their|its|your|my) throat",
      "gouge (?:out )?(?:his|her|their|your|my) eyes?",
      "rip (?:out )?(?:his|her|their|your) (?:heart|guts|throat|eyes)",
      "burn (?:him|her|them|people) alive",
      "school shooting",
      "shoot up (?:the|a|my) school",
      "(?:make|build|plant|making|building) (?:a )?(?:pipe )?bomb",
      "suicide vest",
      `(?:kill|kills|killing|stab|stabs|stabbing|shoot|shoots|shooting|strangle|strangles|choke|chokes|drown|drowns|poison|poisons|hang|hangs|behead|torture|hurt|hurts|beat up|punch|punches) (?:${PEOPLE})`,
    ],
  ],
  [
    // Child mode's combat policy (ADR 006): fighting a goblin is an adventure and is narrated
    // gently; wounding with a blade, dwelling on a death or burning down a home is not.
    "violence too graphic for child mode",
    [
      "(?:stab|stabs|stabbed|stabbing|slash|slashes|slashed|slashing|impale|impales|impaled|impaling|gut|guts|gutted|gutting|knife|knifes|knifed|knifing) (?:the|a|an|that|this|it|its|him|her|them|his|their|my|your)",
      "until (?:it|he|she|they|the \\w+) (?:dies|die|is dead|are dead|bleeds?|stops? (?:moving|breathing))",
      "bleed(?:s|ing)? (?:out|to death)",
      "(?:die|dies) screaming",
      "(?:burn|burns|burning|torch|torches|torching|set fire to|sets fire to|setting fire to) (?:down )?(?:the |a |an |my |your |his |her |their |that |this |whole |entire )*(?:\\w+ )?(?:house|houses|home|homes|village|town|city|school|building|barn|church|cottage|farm|farmhouse|shop|inn|tavern|hospital|castle|cabin|hut|apartment|flat|library|orphanage|temple)",
    ],
  ],
  [
    "hateful language",
    [
      SLURS.join("|"),
      "heil hitler|sieg heil|white power|gas the \\w+",
      "(?:hate|kill|exterminate|deport) (?:all )?(?:the )?(?:jews|muslims|christians|blacks|black people|gays|gay people|trans people|immigrants|mexicans|asians|arabs|women|girls)",
    ],
  ],
  [
    "drug use",
    [
      "cocaine",
      "heroin",
      "meth|methamphetamine",
      "crack pipe",
      "smoke weed",
      "(?:do|take|doing|taking) drugs",
    ],
  ],
];

const COMPILED = CATEGORIES.map(([reason, phrases]) => ({
  reason,
  pattern: new RegExp(`\\b(?:${phrases.join("|")})\\b`),
}));

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

export function normalizeForModeration(text: string): string {
  return text
    .toLowerCase()
    .replace(/[013457@$]/g, (c) => LEET[c] ?? c)
    .replace(/[^a-z' -]+/g, " ")
    .replace(/[-']/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function moderateText(text: string): ModerationVerdict {
  const normal = ` ${normalizeForModeration(text)} `;
  for (const { reason, pattern } of COMPILED) {
    if (pattern.test(normal)) return { allowed: false, reason };
  }
  return { allowed: true };
}
