import { Backpack, Heart, Sparkles } from "lucide-react";
import { Link } from "wouter";

/** A still of the play screen, so a visitor sees what their players will get. */
export function ScenePreview({ href }: { href: string }) {
  return (
    <figure
      aria-label="Example of a scene being played"
      className="relative rounded-2xl border border-white/10 bg-ink-900/80 p-6 shadow-2xl shadow-black/40 backdrop-blur"
    >
      <div className="flex items-center justify-between text-sm">
        <span className="font-display text-ember-300">Chapter 2 · Bells Under Water</span>
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
      {/* Not buttons: a picture of choices. The one way in is the demo itself. */}
      <ul aria-label="The player's choices in this scene" className="mt-5 grid gap-1.5 text-sm">
        {[
          "Ask Aldric what sleeps below",
          "Unlock the crypt with the bell key",
          "Leave the chapel before dark",
        ].map((choice) => (
          <li key={choice} className="flex items-center gap-2 text-ink-200">
            <span aria-hidden className="text-ember-400">
              ›
            </span>
            {choice}
          </li>
        ))}
      </ul>
      <figcaption className="mt-5 border-white/10 border-t pt-4 text-ink-300 text-sm">
        An example scene from Chapter 2 of{" "}
        <Link href={href} className="font-semibold text-ember-300 underline-offset-4 hover:underline">
          The Lantern of Hollow Vale
        </Link>
        , the demo anyone can play.
      </figcaption>
    </figure>
  );
}
