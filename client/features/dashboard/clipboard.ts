import { toast } from "../../ui/toast-store";

/** Spec 000 §8: a copy that fails says so; `success` is the toast of a copy that worked. */
export async function copyText(
  text: string,
  success: { title: string; description: string },
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ ...success, variant: "success" });
    return true;
  } catch {
    toast({ title: "Copy Failed", description: "Could not copy to clipboard", variant: "destructive" });
    return false;
  }
}

export const COPIED = { title: "Copied!", description: "URL copied to clipboard" };
export const SHARE_COPIED = {
  title: "Share URL Copied!",
  description: "Anyone can play this game using this link, no login required.",
};

/** Spec 000 §9: the share URL is the origin plus /play/{slug}. */
export function playUrl(slug: string): string {
  return `${window.location.origin}/play/${slug}`;
}
