import { ParsePool } from "./server/parsing/parse-pool";
import { HttpError } from "./server/errors";
const p = new ParsePool();
try {
  const r = await p.run({ kind: "story-export", format: "html", game: { id: "x", title: "T", description: null, genre: "g", storyline: "" }, storyBeats: null, author: "", homeUrl: "http://x" }, () => new HttpError(500, "x"));
  console.log(r.length);
} catch (e) { console.error("ERR", e); }
await p.close();
