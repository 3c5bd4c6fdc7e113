import type { PlatformContext } from "../context";
import { runProviderStep } from "../services/phones/provider";
import { Simulator, type SimulatorOptions } from "./simulator";

export { Simulator, type SimulatorOptions } from "./simulator";

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
      // The simulated number provider answers the purchases whose step delay has passed.
      runProviderStep(ctx);
      failures = 0;
    } catch (e) {
      // Log the first failures of a streak, then stay quiet until a tick succeeds again.
      if (failures++ < 3) console.error("simulator: tick failed:", e);
    }
  }, options.intervalMs ?? 5000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
