/**
 * The bot-to-number wizard's number step, its pure rules (docs/features/wizards.md): buying offers the
 * countries of the wizard's region only (the catalogue's platformRegion), and "Existing phone number"
 * lists the numbers not routed yet first and never starts on one already routed elsewhere. Against the
 * platform: tests/unit/app/wizards-loaders.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCountry } from "../../../contract/wire/phoneOrders";
import { countriesOfRegion } from "../../../app/features/wizards/buy-step.server";
import { orderPicks, type PickChoice } from "../../../app/features/wizards/entity-steps.server";
import { catalogCountries } from "../../../platform/services/phones/catalog";

const country = (code: string, platformRegion: string): CatalogCountry => ({
  code,
  name: code,
  dialCode: "1",
  regionKind: null,
  requiresDocuments: false,
  offered: true,
  platformRegion,
});

describe("countriesOfRegion", () => {
  it("keeps the countries served from the region, in the catalogue's order", () => {
    const all = [country("US", "us-east"), country("GB", "eu-west"), country("CA", "us-east")];
    expect(countriesOfRegion(all, "us-east").map((c) => c.code)).toEqual(["US", "CA"]);
    expect(countriesOfRegion(all, "eu-west").map((c) => c.code)).toEqual(["GB"]);
  });

  it("offers nothing for a region no country is served from, or no region at all", () => {
    const all = [country("US", "us-east")];
    expect(countriesOfRegion(all, "ap-southeast")).toEqual([]);
    expect(countriesOfRegion(all, undefined)).toEqual([]);
  });

  it("splits the embedded catalogue by region: every offered country in exactly one", () => {
    const offered = catalogCountries(false);
    const byRegion = ["eu-west", "us-east", "ap-southeast"].map((r) =>
      countriesOfRegion(offered, r).map((c) => c.code),
    );
    expect(byRegion).toEqual([["GB", "DE", "FR", "NL"], ["US"], ["AU"]]);
  });
});

const pick = (id: string, regionId: string | null, routedTo: string | null = null): PickChoice => ({
  id,
  label: id,
  regionId,
  routedTo,
});

describe("orderPicks", () => {
  it("lists the records not routed yet first, then the routed ones, each group the wizard's region first", () => {
    const picks = [
      pick("us-routed", "us-east", "Sales bot"),
      pick("eu-routed", "eu-west", "Support bot"),
      pick("us-free", "us-east"),
      pick("eu-free", "eu-west"),
    ];
    const { picks: ordered } = orderPicks(picks, "eu-west", undefined);
    expect(ordered.map((p) => p.id)).toEqual(["eu-free", "us-free", "eu-routed", "us-routed"]);
  });

  it("starts on the first record not routed yet, never on a routed one", () => {
    const picks = [pick("routed", "eu-west", "Support bot"), pick("free", "us-east")];
    expect(orderPicks(picks, "eu-west", undefined).selected).toBe("free");
  });

  it("starts on nothing (the empty placeholder) when every record is routed elsewhere", () => {
    const picks = [pick("a", "eu-west", "Support bot"), pick("b", "eu-west", "Rule 7")];
    expect(orderPicks(picks, "eu-west", undefined).selected).toBe("");
    expect(orderPicks([], "eu-west", undefined)).toEqual({ picks: [], selected: "" });
  });

  it("starts on what the step chose before, routed or not, while it is still there", () => {
    const picks = [pick("free", "eu-west"), pick("routed", "eu-west", "Support bot")];
    expect(orderPicks(picks, "eu-west", "routed").selected).toBe("routed");
    expect(orderPicks(picks, "eu-west", "gone").selected).toBe("free");
  });

  it("keeps the entity steps' rule (nothing routed): the region's first record", () => {
    const picks = [pick("us-bot", "us-east"), pick("eu-bot", "eu-west")];
    expect(orderPicks(picks, "eu-west", undefined)).toEqual({
      picks: [picks[1], picks[0]],
      selected: "eu-bot",
    });
  });
});
