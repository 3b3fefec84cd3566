import { toast } from "../../../ui/toast-store";
import { mediaToasts } from "./media-toasts";

/** How long "Download Failed" stays up before the fallback's note replaces it (one toast at a time). */
export const FALLBACK_DELAY_MS = 1500;

/** `{game title} - Scene {n}.png` (spec 000 §5). */
export function imageFileName(gameTitle: string, sceneNumber: number): string {
  return `${gameTitle} - Scene ${sceneNumber}.png`;
}

function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!match?.[2]) throw new Error("Not a base64 data URL");
  const bytes = Uint8Array.from(atob(match[2]), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: match[1] });
}

function clickLink(href: string, fileName: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Saves the scene image (spec 000 §5, §8). The file is built from the picture's bytes; if that
 * fails, the picture's own address is offered to the browser instead, and the player is told how
 * to save it by hand should that not work either.
 */
export function downloadImage(src: string | null, fileName: string) {
  if (!src) {
    toast(mediaToasts.noImage());
    return;
  }
  try {
    const url = URL.createObjectURL(dataUrlToBlob(src));
    clickLink(url, fileName);
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast(mediaToasts.imageDownloaded());
  } catch (error) {
    console.error("Could not save the scene image", error);
    toast(mediaToasts.imageDownloadFailed());
    setTimeout(() => {
      try {
        clickLink(src, fileName);
      } catch {
        // The note below says what to do by hand.
      }
      toast(mediaToasts.imageDownloadAttempted());
    }, FALLBACK_DELAY_MS);
  }
}
