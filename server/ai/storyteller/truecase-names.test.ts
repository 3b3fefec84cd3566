import { describe, expect, it } from "vitest";
import { premiseOf } from "./premise";
import { truecase } from "./truecase";

/**
 * Lower-case premises with names from other languages (ADR 028, ninth session): a Dutch hero
 * after her job, an Irish priest with "ó" in his name. Read wrongly, the hero was "Vries", a man,
 * whose role was "tugboat captain femke de"; the priest was no one, and his parish a role.
 */
describe("names typed in lower case after a job, and Irish particles", () => {
  it("leaves a title after a noun as the job's word, and capitalises the name", () => {
    expect(truecase("tugboat captain femke de vries keeps losing her berth. she files a complaint.")).toBe(
      "Tugboat captain Femke de Vries keeps losing her berth. She files a complaint.",
    );
    // A title after a verb or at a sentence's start is still the name's.
    expect(truecase("the crew meets captain okonkwo. then dr amara okafor finds the drones.")).toBe(
      "The crew meets Captain Okonkwo. Then Dr Amara Okafor finds the drones.",
    );
    const p = premiseOf({
      storyline: "tugboat captain femke de vries keeps losing her berth. she files a complaint.",
    });
    expect(p.hero).toMatchObject({ name: "Femke de Vries", role: "tugboat captain" });
  });

  it("capitalises an Irish particle inside a name, and reads the name whole", () => {
    const storyline =
      "father declan ó murchú, parish priest of ballyvourney, starts hearing confessions over the old shortwave radio in the sacristy.";
    expect(truecase(storyline)).toMatch(/^Father Declan Ó Murchú, parish priest of Ballyvourney,/);
    const p = premiseOf({ storyline });
    expect(p.hero).toMatchObject({ name: "Father Declan Ó Murchú", role: "parish priest of Ballyvourney" });
    expect(p.places).toContain("Ballyvourney");
    expect(p.objects.join(" ")).not.toMatch(/declan/i);
  });

  it("capitalises both parts of a double-barrelled name typed in lower case, never a hyphenated word", () => {
    expect(truecase("nurse folasade okonkwo-bailey runs the ward.")).toMatch(/Folasade Okonkwo-Bailey/);
    expect(truecase("the well-known baker ruth okafor-smith lives in a half-built house.")).toBe(
      "The well-known baker Ruth Okafor-Smith lives in a half-built house.",
    );
  });
});
