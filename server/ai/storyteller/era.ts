import { PERIOD_YEARS } from "./genres/eras";
import { perText } from "./text";

/**
 * The year a story is set in, read from the author's own text (issue 31): "a mill town in 1887",
 * "the 1920s", "a Victorian orphanage". Undefined when the text names no time; the genre's
 * world decides then. A year the text only mentions in passing ("founded in 1650") still dates
 * the story's world no later than that, which is what ruling out anachronisms needs.
 */
// A year the text sets the story in: "in 1887", "the 1920s", "summer of 1952", "year 1350" — not
// any number ("room 1408", "1500 diamonds").
const YEAR =
  /\b(?:(?:in|since|during|circa|c\.|around|year|the|(?:summer|winter|spring|autumn|year) of)\s+(?:the\s+)?(?:early\s+|late\s+|mid-?)?(1[0-9]{3}|20[0-9]{2})|(1[0-9]{3}|20[0-9]{2})s)\b/gi;
// A dateline: "Summer, 1962.", "March 1931:", "1424. Samarkand." — a year standing as its own
// phrase at a sentence's start, after a month or a season or nothing at all.
const DATELINE =
  /(?:^|[.!?]\s+)(?:(?:(?:early|late|high)\s+)?(?:spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december)\s*,?\s+)?(1[0-9]{3}|20[0-9]{2})\s*(?:[.,:;—–-]|$)/gim;
// A named period that sets the story: "a Victorian orphanage", "medieval vale"; never a word as
// loose as "ancient" ("an ancient evil" in a high school is today).
const PERIOD = new RegExp(`\\b(${Object.keys(PERIOD_YEARS).join("|")})\\b`, "i");

export const storyYear = perText((text: string): number | undefined => {
  // The latest year named: a story "in 1952" about a ward built in 1890 is set in 1952.
  let latest: number | undefined;
  for (const m of [...text.matchAll(YEAR), ...text.matchAll(DATELINE)]) {
    const year = Number(m[1] ?? m[2]);
    if (year >= 1000 && year <= 2100 && (latest === undefined || year > latest)) latest = year;
  }
  if (latest !== undefined) return latest;
  const period = PERIOD.exec(text)?.[1]?.toLowerCase();
  return period ? PERIOD_YEARS[period] : undefined;
}, 512);
