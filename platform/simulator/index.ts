import type { PlatformContext } from "../context";
import { providerStepMs } from "../services/phones/orders";
import { runProviderStep } from "../services/phones/provider";
import { Simulator, type SimulatorOptions } from "./simulator";

export { Simulator, type SimulatorOptions, type TickReport } from "./simulator";

/**
 * Runs the simulator every `intervalMs` (default 5 s) until stopped. A failing tick is logged
 * and the next one runs as usual; the timer never keeps the process alive on its own.
 */
export function startSimulator(ctx: PlatformContext, options: SimulatorOptions = {}): { stop(): void } {
  const simulator = new Simulator(ctx, options);
  let failures = 0;
  const timer = setInterval(() => {
    try {
      simulator.tick();
      failures = 0;
    } catch (e) {
      // Log the first failures of a streak, then stay quiet until a tick succeeds again.
      if (failures++ < 3) console.error("simulator: tick failed:", e);
    }
  }, options.intervalMs ?? 5000);
  timer.unref();
  // The number provider answers purchases on its own beat: a fraction of its step delay, so a short
  // delay (PHONE_PROVIDER_STEP_MS in the e2e runs) is honoured within a second or two.
  const provider = setInterval(() => {
    try {
      runProviderStep(ctx);
    } catch (e) {
      console.error("simulator: number provider step failed:", e);
    }
  }, Math.min(5000, Math.max(100, Math.round(providerStepMs(ctx) / 2))));
  provider.unref();
  return {
    stop() {
      clearInterval(timer);
      clearInterval(provider);
    },
  };
}
