/**
 * What an instruction of absence rules out of the genre's stock (issue 31, ADR 028 sixth session:
 * "no aliens" was kept by the outline while a chapter's threat was "a many-legged alien skittering
 * along the ceiling"). Data: each row is the words an author uses to rule a kind of thing out,
 * and the stock words of that kind. Unlike a setting's clashes, the author's own word does not
 * bring it back: "no aliens" names aliens in order to forbid them.
 */
import { perText } from "./text";

type Absence = { names: RegExp; clashes: RegExp };

export const ABSENCES: Absence[] = [
  {
    names: /^(?:aliens?|extraterrestrials?|xenos?)$/,
    clashes: /\b(aliens?|extraterrestrials?|xeno\w*|many-legged|tentacle[sd]?|too many eyes)\b/,
  },
  {
    names: /^(?:ghosts?|spirits?|hauntings?|the supernatural|supernatural)$/,
    clashes:
      /\b(ghosts?|ghostly|spirits?|spectres?|specters?|spectral|phantoms?|apparitions?|poltergeists?|wraiths?)\b/,
  },
  {
    names: /^(?:magic|spells?|sorcery|wizards?|witchcraft)$/,
    clashes: /\b(magic(?:al)?|spells?|sorcer\w*|wizards?|witch\w*|enchant\w*|runes?|curse[sd]?|hex(?:es)?)\b/,
  },
  {
    names: /^(?:gore|blood|violence)$/,
    clashes: /\b(blood\w*|gore|gory|entrails|severed|corpses?|butcher\w*)\b/,
  },
  {
    names: /^(?:guns?|firearms?|weapons?|shooting)$/,
    clashes: /\b(guns?|pistols?|rifles?|revolvers?|shotguns?|firearms?|bullets?|gunfire)\b/,
  },
];

/** "no aliens", "without any magic or ghosts", "with no blood": the words an author rules out. */
const RULING_OUT = /\b(?:no|without(?:\s+any)?|never\s+any)\s+([a-z]+(?:\s+(?:or|and|nor)\s+[a-z]+)*)/gi;

/** The stock an author's text rules out, one pattern per kind (read once per text). */
export const ruledOut = perText((text: string): RegExp[] => {
  const said = [...text.toLowerCase().matchAll(RULING_OUT)].flatMap((m) =>
    (m[1] as string).split(/\s+(?:or|and|nor)\s+/),
  );
  return ABSENCES.filter((row) => said.some((w) => row.names.test(w))).map((row) => row.clashes);
}, 256);

/** Does the phrase hold stock an instruction of absence in the author's text rules out? */
export const absentByAsking = (phrase: string, text: string): boolean =>
  ruledOut(text).some((re) => re.test(phrase.toLowerCase()));
