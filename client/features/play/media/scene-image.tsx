import { useQuery } from "@tanstack/react-query";
import { Download, ImageOff, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import type { GenerateImageRequest, ImageStyle } from "../../../../contract/media";
import { SCENE_TEXT_MAX } from "../../../../contract/media-constants";
import type { SessionData } from "../../../../contract/play";
import { Skeleton } from "../../../ui/skeleton";
import { toast } from "../../../ui/toast-store";
import { downloadImage, imageFileName } from "./image-download";
import { generateImage } from "./media-api";
import { mediaToasts } from "./media-toasts";

/**
 * What the picture is drawn for: the session's current scene (the server reads its prose and the
 * game's world itself, issue 28 F3) in the chosen style. Spec 000 §7's fields are still sent.
 */
export function sceneImageRequest(session: SessionData, imageStyle: ImageStyle): GenerateImageRequest {
  const { game } = session;
  return {
    sessionToken: session.sessionToken,
    sceneText: session.currentScene.slice(0, SCENE_TEXT_MAX),
    gameTitle: game.title,
    gameGenre: game.genre,
    childMode: game.childMode,
    imageStyle,
  };
}

/**
 * A style is drawn once the picker has rested on it this long: arrowing through the picker
 * passes every style, and each would otherwise be a picture drawn and thrown away.
 */
export const STYLE_SETTLE_MS = 300;

/** `value`, once it has stopped changing for `ms`; its first value at once. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const overlayButton =
  "absolute top-3 right-3 inline-flex size-10 cursor-pointer items-center justify-center rounded-lg border border-white/25 bg-ink-950/60 text-white backdrop-blur transition-colors hover:bg-ink-950/80 focus-visible:outline-2 focus-visible:outline-ember-400 focus-visible:outline-offset-2 [&_svg]:size-4";

/**
 * The scene image area (spec 000 §2, §4): drawn for the scene on screen in the chosen style. A
 * new scene or (settled) style is a new query; the old one is dropped at once (gcTime 0) and its
 * request aborted if still out, so turning images off and on again, or going back to a style,
 * draws afresh as the spec says.
 */
export default function SceneImage({
  session,
  imageStyle,
  alt,
}: {
  session: SessionData;
  imageStyle: ImageStyle;
  /** The scene's title, as the page shows it. */
  alt: string;
}) {
  const request = sceneImageRequest(session, useSettled(imageStyle, STYLE_SETTLE_MS));
  const image = useQuery({
    queryKey: ["scene-image", request],
    queryFn: ({ signal }) => generateImage(request, signal),
    gcTime: 0,
  });
  const failed = image.isError;
  useEffect(() => {
    if (failed) toast(mediaToasts.imageFailed());
  }, [failed]);

  const src = image.data ?? null;
  const fileName = imageFileName(session.game.title, session.currentSceneNumber);
  return (
    <figure
      className="relative aspect-[3/2] overflow-hidden border-ink-100 border-b bg-ink-100 dark:border-ink-800 dark:bg-ink-800"
      aria-busy={image.isFetching}
      data-testid="scene-image-area"
    >
      {src ? (
        <img src={src} alt={`Scene illustration: ${alt}`} className="size-full object-cover" />
      ) : failed ? (
        <div className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center text-ink-600 text-sm dark:text-ink-300">
          <ImageOff aria-hidden className="size-6" />
          <p>No picture for this scene.</p>
          <button
            type="button"
            onClick={() => void image.refetch()}
            className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border border-ink-300 px-3 font-medium text-ink-800 hover:bg-white focus-visible:outline-2 focus-visible:outline-ember-500 dark:border-ink-600 dark:text-ink-100 dark:hover:bg-ink-700"
          >
            <RotateCcw aria-hidden className="size-4" />
            Try again
          </button>
        </div>
      ) : (
        <>
          <Skeleton className="size-full rounded-none" />
          <figcaption className="absolute inset-x-0 bottom-3 text-center text-ink-600 text-sm dark:text-ink-300">
            Drawing the scene…
          </figcaption>
        </>
      )}
      <button
        type="button"
        className={overlayButton}
        onClick={() => downloadImage(src, fileName)}
        aria-label="Download image"
        title="Download image"
      >
        <Download aria-hidden />
      </button>
    </figure>
  );
}
