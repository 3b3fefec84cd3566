import type { ImageStyle } from "../../../contract/media";

/** What a picture is drawn for: the game's world and who plays it (spec 000 §4). */
export type IllustrateOptions = {
  title: string;
  genre: string;
  childMode: boolean;
  style: ImageStyle;
};

/**
 * The AI layer's image port (ARCHITECTURE.md §4): a scene's text in, PNG bytes at IMAGE_SIZE
 * out. Adapters throw AiConfigurationError (503) when selected but unusable and AiModelError
 * when the provider fails.
 */
export type Illustrator = {
  /** Names the adapter in the media cache's key: another provider never answers from its cache. */
  readonly id: string;
  illustrate(sceneText: string, options: IllustrateOptions): Promise<Buffer>;
};
