/**
 * The wizard step machine (issue 18), pure: where a wizard stands and where each answer leads. A
 * draft holds, per step id, the region or entity the step chose; the current step is the first
 * without one, so resuming needs nothing else. Next records a step's choice (a new choice for an
 * earlier step forgets the later ones, which were made for the old one; the entities stay in the
 * account); back goes to the previous step without forgetting anything; a failure is recorded on its
 * step and keeps everything done before it; cancel leaves for the chooser (the draft is forgotten).
 */
import {
  WIZARDS_DEFINED,
  type WizardDraftBody,
  type WizardKind,
  type WizardStep,
} from "../../../contract/wire/wizards";

export type DraftState = Pick<WizardDraftBody, "kind" | "values" | "created" | "failure">;

/** Where an answer leads: a step of the wizard, the chooser (back from the first step, cancel) or done (success). */
export type WizardTarget = { to: "step"; step: string } | { to: "chooser" } | { to: "done" };

export const stepsOf = (kind: WizardKind): readonly WizardStep[] => WIZARDS_DEFINED[kind].steps;

export function emptyDraft(kind: WizardKind): DraftState {
  return { kind, values: {}, created: [], failure: null };
}

function indexOf(kind: WizardKind, stepId: string): number {
  const index = stepsOf(kind).findIndex((s) => s.id === stepId);
  if (index < 0) throw new Error(`${stepId} is not a step of ${kind}`);
  return index;
}

export const isStepOf = (kind: WizardKind, stepId: string) => stepsOf(kind).some((s) => s.id === stepId);

/** The first step without a choice (resume here); null when every step is done. */
export function currentStep(draft: DraftState): WizardStep | null {
  return stepsOf(draft.kind).find((s) => draft.values[s.id] === undefined) ?? null;
}

/** A step may be shown once every step before it is done (a later one by URL sends to the current step). */
export function canEnter(draft: DraftState, stepId: string): boolean {
  const index = indexOf(draft.kind, stepId);
  return stepsOf(draft.kind)
    .slice(0, index)
    .every((s) => draft.values[s.id] !== undefined);
}

/**
 * A step's choice: recorded, its failure cleared, and the wizard moves to the next step not done (or
 * done). `created` says the step created the entity (not picked an existing one). A different choice
 * than before forgets the later steps' choices.
 */
export function next(
  draft: DraftState,
  stepId: string,
  value: string,
  created = false,
): { draft: DraftState; target: WizardTarget } {
  const steps = stepsOf(draft.kind);
  const index = indexOf(draft.kind, stepId);
  if (!canEnter(draft, stepId)) throw new Error(`${stepId} comes after a step not done`);
  const changed = draft.values[stepId] !== undefined && draft.values[stepId] !== value;
  const later = new Set(steps.slice(index + 1).map((s) => s.id));
  const values: Record<string, string> = {};
  for (const [key, v] of Object.entries(draft.values)) if (!(changed && later.has(key))) values[key] = v;
  values[stepId] = value;
  const createdSteps = draft.created.filter((id) => id !== stepId && !(changed && later.has(id)));
  if (created) createdSteps.push(stepId);
  const failure =
    draft.failure && (draft.failure.step === stepId || (changed && later.has(draft.failure.step)))
      ? null
      : draft.failure;
  const updated: DraftState = { kind: draft.kind, values, created: createdSteps, failure };
  const following = currentStep(updated);
  return { draft: updated, target: following ? { to: "step", step: following.id } : { to: "done" } };
}

/** Back from a step: the one before it (its choice kept, to change or confirm), or the chooser from the first. */
export function back(draft: DraftState, stepId: string): WizardTarget {
  const index = indexOf(draft.kind, stepId);
  return index === 0 ? { to: "chooser" } : { to: "step", step: stepsOf(draft.kind)[index - 1].id };
}

/** A step failed: the failure is recorded on it, everything done before it kept; the wizard stays on it. */
export function fail(
  draft: DraftState,
  stepId: string,
  messages: readonly string[],
): { draft: DraftState; target: WizardTarget } {
  indexOf(draft.kind, stepId);
  return {
    draft: { ...draft, failure: { step: stepId, messages: [...messages] } },
    target: { to: "step", step: stepId },
  };
}

/** Cancel (docs/product.md#wizards "closing without success reopens the chooser"): the draft is forgotten by the caller (WizardCanceled). */
export function cancel(): WizardTarget {
  return { to: "chooser" };
}

/** Where a resumed wizard goes: its current step, or done when only the success is left to show. */
export function resume(draft: DraftState): WizardTarget {
  const step = currentStep(draft);
  return step ? { to: "step", step: step.id } : { to: "done" };
}

/** The steps with their state, for the wizard's progress list. */
export function progress(
  draft: DraftState,
  here: string,
): { step: WizardStep; state: "done" | "current" | "todo" | "failed" }[] {
  return stepsOf(draft.kind).map((step) => ({
    step,
    state:
      step.id === here
        ? draft.failure?.step === here
          ? "failed"
          : "current"
        : draft.values[step.id] !== undefined
          ? "done"
          : draft.failure?.step === step.id
            ? "failed"
            : "todo",
  }));
}
