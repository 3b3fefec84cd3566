import type { EventType, ImpactLevel } from "../../../contract/progression";

/**
 * How a scene touched one of the game's characters, as a progression event (ADR 013): its
 * type, its weight, and the storyteller's own sentences for it. The character is the unspoken
 * subject ("Met Wren for the first time at the old mill."), so no line needs to know whether
 * Old Maud is a she. Slots: {hero} the protagonist's name, {at} " at <a place of the story>" or
 * nothing, {thread} the story's open question, {foe} the villain, {level}, {award}. Nothing the
 * player typed ever fills a slot: the creator reads these, and never a player's words.
 */
type Touching = { type: EventType; impact: ImpactLevel; lines: readonly string[] };

export const TOUCHES = {
  // ---- a cast member, by what the protagonist did with them --------------------------------
  met: {
    type: "relationship",
    impact: "minor",
    lines: ["Met {hero} for the first time{at}.", "Crossed paths with {hero} for the first time{at}."],
  },
  firstTalk: {
    type: "relationship",
    impact: "minor",
    lines: [
      "Met {hero}{at}, and the two talked for the first time.",
      "Spoke with {hero} for the first time{at}.",
    ],
  },
  talk: {
    type: "relationship",
    impact: "minor",
    lines: ["Talked with {hero}{at}.", "Spent a while in conversation with {hero}{at}."],
  },
  asked: {
    type: "relationship",
    impact: "minor",
    lines: ["Answered a question from {hero}{at}.", "Shared what was known with {hero}{at}."],
  },
  gift: {
    type: "relationship",
    impact: "moderate",
    lines: ["Was given something by {hero}{at}, and was grateful.", "Received a gift from {hero}{at}."],
  },
  sought: {
    type: "relationship",
    impact: "minor",
    lines: ["Was sought out and found by {hero}{at}.", "Was tracked down by {hero}{at}."],
  },
  fought: {
    type: "relationship",
    impact: "moderate",
    lines: ["Clashed with {hero}{at}.", "Came to a bitter falling-out with {hero}{at}."],
  },
  bested: {
    type: "physical",
    impact: "major",
    lines: ["Was beaten by {hero} in a hard-fought clash{at}.", "Lost a confrontation with {hero}{at}."],
  },
  faced: {
    type: "relationship",
    impact: "moderate",
    lines: ["Came face to face with {hero}{at}.", "Stood against {hero} in the open at last{at}."],
  },
  undone: {
    type: "loss",
    impact: "major",
    lines: [
      "Was undone for good when {hero} saw {thread} settled.",
      "Lost everything as {hero} settled {thread}.",
    ],
  },

  // ---- the protagonist, for what the scene did to them ---------------------------------------
  fell: {
    type: "physical",
    impact: "life-changing",
    lines: ["Fell{at}, hurt past bearing.", "Was struck down{at}, and the journey ended there."],
  },
  finale: {
    type: "achievement",
    impact: "life-changing",
    lines: ["Saw {thread} settled at last{at}.", "Brought the story to its end: {thread} is settled."],
  },
  victory: {
    type: "achievement",
    impact: "major",
    lines: ["Bested {foe}{at}.", "Won a hard-fought clash with {foe}{at}."],
  },
  level: {
    type: "achievement",
    impact: "moderate",
    lines: ["Grew stronger and wiser, reaching level {level}.", "Reached level {level}."],
  },
  hurt: {
    type: "physical",
    impact: "moderate",
    lines: ["Was badly hurt{at}.", "Came away from a rough moment badly hurt{at}."],
  },
  award: {
    type: "achievement",
    impact: "minor",
    lines: ["Earned “{award}”{at}.", "Earned the achievement “{award}”{at}."],
  },
} as const satisfies Record<string, Touching>;

export type Touch = keyof typeof TOUCHES;

/** What the player's action did with someone of the story, as actions.ts records it. */
export type DeedKind = "talk" | "asked" | "gift" | "sought" | "fought" | "bested";
