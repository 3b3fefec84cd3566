import { premiseOf } from "./server/ai/storyteller/premise";
const P = [
 ["A lighthouse keeper on a tidal island", "Make the keeper a retired clockmaker, and include a drowned brother"],
 ["A beekeeper's apprentice carries a cracked bell across a frozen marsh to the monastery of Saint Oda", "Give her a one-eyed goose as a companion and keep the tone gentle"],
 ["Priya Nair, a hydroponics technician on a mining colony, finds seed vaults emptied the night before the supply ship docks", "Include a malfunctioning maintenance robot and a quarantine"],
 ["Wren, a young lamplighter, must relight the Lantern of Hollow Vale before the longest night.", ""],
];
for (const [s, i] of P) console.log(JSON.stringify(premiseOf({ storyline: s, instructions: i }), null, 0));
