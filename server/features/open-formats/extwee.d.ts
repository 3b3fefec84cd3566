// The little of extwee (a test-only Twee parser) the tests use; its own types are not exported.
declare module "extwee" {
  export type ExtweePassage = {
    name: string;
    tags: string[];
    metadata: Record<string, unknown>;
    text: string;
  };
  export type ExtweeStory = {
    name: string;
    IFID: string;
    start: string;
    format: string;
    formatVersion: string;
    tagColors: Record<string, string>;
    passages: ExtweePassage[];
    toTwee(): string;
    toTwine2HTML(): string;
  };
  export function parseTwee(source: string): ExtweeStory;
}
