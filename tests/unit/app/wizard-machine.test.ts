import { describe, expect, it } from "vitest";
import { WIZARD_KINDS, WIZARDS_DEFINED, WizardDraftBodySchema } from "../../../contract/wire/wizards";
import {
  back,
  canEnter,
  cancel,
  currentStep,
  emptyDraft,
  fail,
  next,
  progress,
  resume,
  stepsOf,
  type DraftState,
} from "~/features/wizards/machine";

/** A draft with the first `n` steps of the wizard done. */
function doneUpTo(kind: (typeof WIZARD_KINDS)[number], n: number): DraftState {
  let draft = emptyDraft(kind);
  for (const step of stepsOf(kind).slice(0, n)) draft = next(draft, step.id, `${step.id}-id`).draft;
  return draft;
}

describe("every wizard's steps", () => {
  it.each(WIZARD_KINDS)("%s starts with the region, and its rule names two of its entity steps", (kind) => {
    const def = WIZARDS_DEFINED[kind];
    expect(def.steps[0].type).toBe("region");
    if (def.rule) {
      expect(def.steps.at(-1)!.type).toBe("rule");
      const ids = def.steps.map((s) => s.id);
      expect(ids).toContain(def.rule.origin);
      expect(ids).toContain(def.rule.destination);
      expect(def.rule.origin).not.toBe(def.rule.destination);
    }
  });

  // Every step of every wizard: next from it goes to the following one (done after the last), back to
  // the one before (the chooser from the first), a failure stays on it and keeps the earlier steps,
  // cancel goes to the chooser, and resuming the draft lands on it.
  const cases = WIZARD_KINDS.flatMap((kind) => stepsOf(kind).map((step, index) => [kind, step.id, index] as const));
  it.each(cases)("%s / %s: next, back, failure, cancel, resume", (kind, stepId, index) => {
    const steps = stepsOf(kind);
    const draft = doneUpTo(kind, index);
    expect(currentStep(draft)?.id).toBe(stepId);
    expect(canEnter(draft, stepId)).toBe(true);
    expect(resume(draft)).toEqual({ to: "step", step: stepId });

    const moved = next(draft, stepId, "chosen");
    expect(moved.draft.values[stepId]).toBe("chosen");
    expect(moved.target).toEqual(
      index === steps.length - 1 ? { to: "done" } : { to: "step", step: steps[index + 1].id },
    );

    expect(back(draft, stepId)).toEqual(index === 0 ? { to: "chooser" } : { to: "step", step: steps[index - 1].id });

    const failed = fail(draft, stepId, ["error_generic"]);
    expect(failed.target).toEqual({ to: "step", step: stepId });
    expect(failed.draft.failure).toEqual({ step: stepId, messages: ["error_generic"] });
    expect(failed.draft.values).toEqual(draft.values);
    // Resuming after the failure continues at the failed step, with what was done before it.
    expect(resume(failed.draft)).toEqual({ to: "step", step: stepId });
    expect(progress(failed.draft, stepId).find((p) => p.step.id === stepId)?.state).toBe("failed");
    // Doing the step again clears its failure.
    expect(next(failed.draft, stepId, "again").draft.failure).toBeNull();

    expect(cancel()).toEqual({ to: "chooser" });
    // The draft the platform stores is the machine's draft.
    expect(WizardDraftBodySchema.safeParse(moved.draft).success).toBe(true);
  });
});

describe("the bot-to-number wizard's draft", () => {
  it("cannot enter a step whose earlier steps are not done", () => {
    const draft = doneUpTo("bot-to-number", 1);
    expect(canEnter(draft, "bot")).toBe(true);
    expect(canEnter(draft, "number")).toBe(false);
    expect(canEnter(draft, "rule")).toBe(false);
    expect(() => next(draft, "rule", "x")).toThrow();
    expect(() => next(draft, "nope", "x")).toThrow();
  });

  it("remembers what a step created, and a changed choice forgets the later steps", () => {
    let draft = emptyDraft("bot-to-number");
    draft = next(draft, "region", "eu").draft;
    draft = next(draft, "bot", "b1", true).draft;
    draft = next(draft, "number", "n1", true).draft;
    expect(draft.created).toEqual(["bot", "number"]);
    // The same choice again keeps the later ones (back, then next).
    const same = next(draft, "bot", "b1");
    expect(same.draft.values).toEqual({ region: "eu", bot: "b1", number: "n1" });
    expect(same.draft.created).toEqual(["number"]);
    expect(same.target).toEqual({ to: "step", step: "rule" });
    // Another bot: the number was chosen for the old one, so it is asked again.
    const other = next(draft, "bot", "b2");
    expect(other.draft.values).toEqual({ region: "eu", bot: "b2" });
    expect(other.draft.created).toEqual([]);
    expect(other.target).toEqual({ to: "step", step: "number" });
  });

  it("a failed rule keeps the created bot and number; resuming retries only the rule", () => {
    const draft = doneUpTo("bot-to-number", 3);
    const failed = fail(draft, "rule", ["warning_max_routings_reached"]).draft;
    expect(failed.values).toEqual({ region: "region-id", bot: "bot-id", number: "number-id" });
    expect(resume(failed)).toEqual({ to: "step", step: "rule" });
    const done = next(failed, "rule", "rule-id");
    expect(done.target).toEqual({ to: "done" });
    expect(done.draft.failure).toBeNull();
    expect(resume(done.draft)).toEqual({ to: "done" });
  });

  it("a failure of a later step is forgotten when an earlier choice changes", () => {
    const failed = fail(doneUpTo("bot-to-number", 3), "rule", ["error_generic"]).draft;
    expect(next(failed, "bot", "another").draft.failure).toBeNull();
    expect(next(failed, "bot", "bot-id").draft.failure).not.toBeNull();
  });

  it("the platform's draft schema refuses steps of another wizard", () => {
    expect(
      WizardDraftBodySchema.safeParse({ kind: "bot-to-number", values: { tenant: "t" }, created: [], failure: null })
        .success,
    ).toBe(false);
    expect(
      WizardDraftBodySchema.safeParse({ kind: "bot-to-number", values: {}, created: ["teams"], failure: null }).success,
    ).toBe(false);
  });
});

describe("the create-account wizard's steps", () => {
  it("is the region, then the account; no rule, so the account's answer is the success", () => {
    const def = WIZARDS_DEFINED["create-account"];
    expect(def.steps.map((s) => [s.id, s.type])).toEqual([
      ["region", "region"],
      ["account", "account"],
    ]);
    expect(def.rule).toBeUndefined();
    const atAccount = next(emptyDraft("create-account"), "region", "eu-west");
    expect(atAccount.target).toEqual({ to: "step", step: "account" });
    expect(canEnter(emptyDraft("create-account"), "account")).toBe(false);
    // A refusal of the platform (one account too many) stays on the account step, the region kept.
    const failed = fail(atAccount.draft, "account", ["validation_accounts_per_user_max"]).draft;
    expect(resume(failed)).toEqual({ to: "step", step: "account" });
    expect(failed.values).toEqual({ region: "eu-west" });
    expect(back(failed, "account")).toEqual({ to: "step", step: "region" });
    expect(next(failed, "account", "new-account-id").target).toEqual({ to: "done" });
    expect(
      WizardDraftBodySchema.safeParse({ kind: "create-account", values: { bot: "b" }, created: [], failure: null })
        .success,
    ).toBe(false);
  });
});
