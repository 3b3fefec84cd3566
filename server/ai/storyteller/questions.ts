import nlp from "compromise";
import type { Draft } from "./compose";
import { ORDER, say } from "./compose";
import { possessive, type Voice } from "./render";
import { inline, upperFirst } from "./text";

/**
 * A question put to someone ("Ask Tobias where my brother is") gets an answer about what was
 * asked, not a stock line. The player types in the first person; the narration tells it in the
 * story's person, and the person asked answers the player as "you".
 */
const TO_YOU: Record<string, string> = {
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  am: "are",
  "i'm": "you're",
};

/** "where my brother is" in the narration's person: "where your brother is", "where Wren's brother is". */
export function inStoryPerson(question: string, voice: Voice): string {
  if (voice.perspective === "first_person") return question;
  if (voice.perspective === "second_person") {
    return question
      .replace(/\bI was\b/g, "you were")
      .replace(/\b(I|me|my|mine|myself|am|I'm)\b/gi, (w) => TO_YOU[w.toLowerCase()] ?? w);
  }
  const third: Record<string, string> = {
    i: voice.name,
    me: voice.name,
    my: possessive(voice.name),
    mine: possessive(voice.name),
    myself: "themselves",
    am: "is",
    "i'm": `${voice.name} is`,
  };
  return question.replace(/\b(I|me|my|mine|myself|am|I'm)\b/gi, (w) => third[w.toLowerCase()] ?? w);
}

/** The thing asked about, as the one answering says it: "where my brother is" → "your brother". */
function subjectOf(question: string): string {
  const body = question
    .replace(/^(where|why|how|what|who|whom|whether|if|when|which)\s+/i, "")
    .replace(/^(is|are|was|were|did|does|do|has|have)\s+/i, "");
  // "the letters are hidden" → "the letters": the subject stops at its verb.
  const verb =
    /\s+(is|are|was|were|went|has|have|had|lives|live|hides?|hid|did|does|do|can|could|might|will|would|keeps?|kept)\b/i.exec(
      body,
    );
  // Otherwise compromise finds the subject's noun phrase ("the marmalade confessed" → "the marmalade").
  const noun = verb ? "" : (nlp(body).nouns().first().text() as string).replace(/[.,;:!?]+$/, "");
  const subject = verb ? body.slice(0, verb.index) : noun && body.startsWith(noun) ? noun : body;
  return subject.replace(/\b(I|me|my|mine|myself)\b/gi, (w) => TO_YOU[w.toLowerCase()] ?? w);
}

const ASK = [
  "{S} [ask|asks] {npc} {object}.",
  "{S} [turn|turns] to {npc} and [ask|asks] {object}, straight out.",
];

const ANSWERS: Record<string, string[]> = {
  where: [
    '"{topic}?" {npc} glances toward {next}. "Last anyone saw, that trail led there. Start at {next}, and go carefully."',
    '{npc} is quiet for a moment. "{topic}? Not here, not any more. Try {next}; someone there knows more than they let on."',
  ],
  why: [
    '"Why?" {npc} lets the question hang. "Because of {thread}. Everything comes back to that, sooner or later."',
    '{npc} sighs. "You want the why of it? Look at {thread}, and at who gains from it."',
  ],
  who: [
    '{npc} leans closer. "Who? Ask me that again somewhere other than {place}. But if I were you, I would think hard about {foe}."',
    '"Who?" {npc} is slow to answer. "I have a guess, and it has to do with {thread}. I will not say the name out loud."',
  ],
  other: [
    '{npc} thinks about that for a long moment. "{topic}? I can tell you this much: it is tied up with {thread}, and the rest of the answer is at {next}."',
    '{npc} frowns. "I have wondered the same. Whatever the answer is, {thread} is part of it."',
  ],
};

/** Answers that never say the question back: the player's words are not echoed (issue 31). */
const PLAIN_ANSWERS: Record<string, string[]> = {
  where: [
    '{npc} glances toward {next}. "Last anyone saw, that trail led there. Start at {next}, and go carefully."',
    '{npc} is quiet for a moment. "Not here, not any more. Try {next}; someone there knows more than they let on."',
  ],
  other: [
    '{npc} thinks about that for a long moment. "I can tell you this much: it is tied up with {thread}, and the rest of the answer is at {next}."',
    '{npc} frowns. "I have wondered the same. Whatever the answer is, {thread} is part of it."',
  ],
};

/** Fewer than four of the player's words in a row is a mention; four or more is an echo. */
const short = (text: string) => text.trim().split(/\s+/).length < 4;

/** The question and its answer, addressed to `d.npc`. */
export function askQuestion(d: Draft, question: string): void {
  const told = inStoryPerson(question, d.world.voice);
  const subject = subjectOf(question);
  // A short "where/who/why" question is told in the story's person ("where your brother is");
  // any other is told by its subject ("about the marmalade"), never in the player's own words.
  const wh = /^(where|who|whom|why|how|what|when|which)\b/i.test(told) && told.split(/\s+/).length <= 6;
  const object = wh || short(told) ? told : short(subject) && subject ? `about ${subject}` : "a question";
  say(d, ASK, ORDER.lead, true, { object });
  const kind =
    /^(where|why|who|whom)\b/i.exec(question)?.[1]?.toLowerCase().replace("whom", "who") ?? "other";
  const topic = upperFirst(subject) || upperFirst(question);
  const answers = short(topic) ? ANSWERS : { ...ANSWERS, ...PLAIN_ANSWERS };
  say(d, answers[kind] ?? (answers.other as string[]), ORDER.lead, true, { topic });
  d.mentioned.add("npc");
  d.events.push(`asked ${inline(d.npc.name)} ${told}`);
}
