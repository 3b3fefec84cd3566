import type { ToastInput } from "../../../ui/toast-store";

/** Spec 000 §5 and §8: the narration and picture toasts, word for word. */
export const mediaToasts = {
  audioFailed: (): ToastInput => ({
    variant: "destructive",
    title: "Audio Generation Failed",
    description: "Could not generate audio narration. You can still read the text.",
  }),
  previewFailed: (): ToastInput => ({
    variant: "destructive",
    title: "Preview Failed",
    description: "Could not play voice preview. Please try again.",
  }),
  imageFailed: (): ToastInput => ({
    variant: "destructive",
    title: "Image Generation Failed",
    description: "Could not generate scene image. The text adventure continues without images.",
  }),
  noImage: (): ToastInput => ({
    variant: "destructive",
    title: "No Image Available",
    description: "Please generate a scene image first before downloading.",
  }),
  imageDownloaded: (): ToastInput => ({
    variant: "success",
    title: "Image Downloaded",
    description: "The scene image is saved to your downloads.",
  }),
  imageDownloadFailed: (): ToastInput => ({
    variant: "destructive",
    title: "Download Failed",
    description: "Could not save the scene image.",
  }),
  imageDownloadAttempted: (): ToastInput => ({
    title: "Download Attempted",
    description: "If nothing was saved, right-click the image and choose Save Image As.",
  }),
};
