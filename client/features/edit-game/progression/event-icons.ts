import {
  Briefcase,
  CloudRain,
  Dumbbell,
  Heart,
  type LucideIcon,
  Smile,
  Trophy,
  UserRound,
} from "lucide-react";
import {
  EVENT_TYPES,
  type EventType,
  IMPACT_LEVELS,
  type ImpactLevel,
  scoreTone,
} from "../../../../contract/progression";

/** Spec 002 §9: one icon per event type, and the word shown beside it (never the icon alone). */
export const EVENT_TYPE_META: Record<EventType, { label: string; icon: LucideIcon }> = {
  relationship: { label: "Relationship", icon: Heart },
  job: { label: "Job", icon: Briefcase },
  personal: { label: "Personal", icon: UserRound },
  physical: { label: "Physical", icon: Dumbbell },
  emotional: { label: "Emotional", icon: Smile },
  achievement: { label: "Achievement", icon: Trophy },
  loss: { label: "Loss", icon: CloudRain },
};

export const EVENT_TYPE_OPTIONS = EVENT_TYPES.map((value) => ({
  value,
  label: EVENT_TYPE_META[value].label,
}));

/**
 * Impact badges: the word carries the meaning, the colour only echoes it. Text shades are 700 on
 * light tints and 200 on dark ones, which keeps every pair above 4.5:1.
 */
export const IMPACT_META: Record<ImpactLevel, { label: string; badge: string }> = {
  minor: {
    label: "Minor",
    badge:
      "border-gray-300 bg-gray-50 text-gray-700 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-200",
  },
  moderate: {
    label: "Moderate",
    badge: "border-sky-300 bg-sky-50 text-sky-800 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-200",
  },
  major: {
    label: "Major",
    badge:
      "border-orange-300 bg-orange-50 text-orange-800 dark:border-orange-700 dark:bg-orange-950 dark:text-orange-200",
  },
  "life-changing": {
    label: "Life-changing",
    badge: "border-red-300 bg-red-50 text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200",
  },
};

export const IMPACT_OPTIONS = IMPACT_LEVELS.map((value) => ({ value, label: IMPACT_META[value].label }));

/**
 * Spec 002 §2's score colours (80+ green, 50+ blue, 25+ orange, else grey). The number is always
 * shown, so colour is never the only signal; the bar fill is a 600 shade so it stands 3:1 against
 * its track in both themes.
 */
const TONES = {
  green: { text: "text-emerald-700 dark:text-emerald-300", bar: "bg-emerald-600 dark:bg-emerald-400" },
  blue: { text: "text-sky-700 dark:text-sky-300", bar: "bg-sky-600 dark:bg-sky-400" },
  orange: { text: "text-orange-700 dark:text-orange-300", bar: "bg-orange-600 dark:bg-orange-400" },
  grey: { text: "text-gray-600 dark:text-gray-300", bar: "bg-gray-500 dark:bg-gray-400" },
} as const;

export function scoreClasses(score: number) {
  const tone = scoreTone(score);
  return { tone, ...TONES[tone] };
}
