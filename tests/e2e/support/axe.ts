import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe over the page as it is now (WCAG 2.0/2.1 A and AA): no serious or critical violation. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // Only violations are read: axe then skips building the passes' node lists (about 10% faster).
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${what}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")} (${(v.nodes[0]?.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 240)})`,
    );
  expect(serious).toEqual([]);
}
