import { Backpack, Heart, Sparkles } from "lucide-react";

/** A still of the play screen, so a visitor sees what their players will get. */
export function ScenePreview() {
  return (
    <figure
      aria-label="Example of a scene being played"
      className="relative rounded-2xl border border-white/10 bg-ink-900/80 p-6 shadow-2xl shadow-black/40 backdrop-blur"
    >
      <div className="flex items-center justify-between text-sm">
        <span className="font-display text-ember-300">Chapter 2 · The Drowned Chapel</span>
        <span className="flex items-center gap-3 text-ink-200">
          <span className="flex items-center gap-1">
            <Heart aria-hidden className="size-4 text-red-400" /> 84
          </span>
          <span className="flex items-center gap-1">
            <Backpack aria-hidden className="size-4 text-ember-300" /> 3/10
          </span>
        </span>
      </div>
      <blockquote className="mt-4 font-display text-[1.05rem] text-ink-50 leading-relaxed">
        Rain hammers the broken roof as you lift the lantern. Brother Aldric stands by the flooded altar, his
        hands hidden in his sleeves. “You came back,” he says, “though I warned you the bells would wake what
        sleeps below.”
      </blockquote>
      <p className="mt-4 flex items-center gap-2 text-emerald-300 text-sm">
        <Sparkles aria-hidden className="size-4" /> You found the Tarnished Bell Key.
      </p>
      <figcaption className="mt-5 grid gap-2 text-sm">
        {[
          "Ask Aldric what sleeps below",
          "Unlock the crypt with the bell key",
          "Leave the chapel before dark",
        ].map((choice) => (
          <span
            key={choice}
            className="rounded-lg border border-white/10 bg-white/5 px-3.5 py-2.5 text-ink-100"
          >
            {choice}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
