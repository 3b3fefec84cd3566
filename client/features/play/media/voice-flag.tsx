import type { JSX } from "react";

/**
 * The flags of Choose Voice (spec 000 §3), drawn rather than typed: flag emoji show as two
 * letters on Windows and as empty boxes where no emoji font is installed.
 */

function UnitedStates() {
  const stripes = [0, 2, 4, 6, 8, 10, 12];
  return (
    <>
      <rect width="19" height="13" fill="#fff" />
      {stripes.map((y) => (
        <rect key={y} y={y} width="19" height="1" fill="#b22234" />
      ))}
      <rect width="8" height="7" fill="#3c3b6e" />
      {[1.5, 3.5, 5.5].map((y) =>
        [1.5, 4, 6.5].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="0.45" fill="#fff" />),
      )}
    </>
  );
}

function UnitedKingdom() {
  return (
    <>
      <rect width="19" height="13" fill="#012169" />
      <path d="M0 0 19 13M19 0 0 13" stroke="#fff" strokeWidth="2.6" />
      <path d="M0 0 19 13M19 0 0 13" stroke="#c8102e" strokeWidth="0.9" />
      <path d="M9.5 0v13M0 6.5h19" stroke="#fff" strokeWidth="4" />
      <path d="M9.5 0v13M0 6.5h19" stroke="#c8102e" strokeWidth="2.2" />
    </>
  );
}

const FLAGS: Record<string, { name: string; Draw: () => JSX.Element }> = {
  "en-US": { name: "American English", Draw: UnitedStates },
  "en-GB": { name: "British English", Draw: UnitedKingdom },
};

/** The language a voice speaks, named for screen readers. */
export function languageName(languageCode: string): string {
  return FLAGS[languageCode]?.name ?? languageCode;
}

/** en-US and en-GB get their flag; any other language shows its code. */
export function VoiceFlag({ languageCode }: { languageCode: string }) {
  const flag = FLAGS[languageCode];
  if (!flag) {
    return (
      <span className="rounded bg-ink-100 px-1.5 py-0.5 font-mono text-ink-700 text-xs dark:bg-ink-800 dark:text-ink-200">
        {languageCode}
      </span>
    );
  }
  return (
    <svg
      role="img"
      aria-label={flag.name}
      viewBox="0 0 19 13"
      className="h-3.5 w-auto shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgba(0,0,0,0.12)]"
    >
      <title>{flag.name}</title>
      <flag.Draw />
    </svg>
  );
}
